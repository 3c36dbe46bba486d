import { PGlite } from '@electric-sql/pglite';
const t=Date.now();
const db = await PGlite.create({ parsers: { 1114: (v) => v } });
console.log('open', Date.now()-t);
console.log((await db.query("select 1::int8 as a, count(*) c, localtimestamp(0) as ts, '{\"a\":1}'::jsonb j, current_setting('TimeZone') tz")).rows);
const d = await db.dumpDataDir('gzip'); console.log(d.size, d.constructor.name);
const t2=Date.now(); const db2 = await PGlite.create({loadDataDir: d}); console.log('load', Date.now()-t2);
