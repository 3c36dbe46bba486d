#!/usr/bin/env node
// Writes the postal-code data the server looks addresses up in
// (server/data/postal/, read by server/src/services/postal.ts) from Japan
// Post's KEN_ALL as the jquery-jpostal-ja package ships it (a dev
// dependency: prefecture, city and town split and cleaned, one row per town,
// so a code shared by several towns keeps them all). Business codes
// (JIGYOSYO) are left out.
//
// Output: one file per first two digits, `NN.tsv`, UTF-8, in the source's
// order:
//   @<prefecture>\t<city>      the prefecture and city of the lines below
//   <last 5 digits>\t<town>    a code and one of its towns ('' for the whole city)
// and meta.json: the source package and version, the date of Japan Post's
// data it was built from, and the number of codes and towns.
//
// Refresh: `npm install --save-dev --save-exact jquery-jpostal-ja@latest`,
// then `npm run postal:update`, and commit server/data/postal.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const OUT = join(root, 'server/data/postal');
const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('jquery-jpostal-ja/package.json'));
const pkg = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8'));

/** A jsonp file's rows: `jQuery_jpostal_callback([...]);`. */
function rowsOf(text) {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  if (start < 0 || end < start) return [];
  const body = text.slice(start + 1, end).trim();
  return body ? JSON.parse(body) : [];
}

/** Lines by first two digits: `@pref\tcity` headers, `ddddd\ttown` rows. */
const files = new Map();
const codes = new Set();
/** The source's own note of its data, e.g. `ver2.13 2025-09-25 2025-09-30`. */
let release = '';
const seen = new Set();
const jsonDir = join(pkgDir, 'json');
for (const name of (await readdir(jsonDir)).sort()) {
  if (!/^\d{3}\.json$/.test(name)) continue;
  for (const row of rowsOf(await readFile(join(jsonDir, name), 'utf8'))) {
    const [key, pref, city, town, street, office] = row;
    const code = String(key).replace(/^_/, '');
    if (code === '000info') release = city;
    if (!/^\d{7}$/.test(code) || street || office) continue;
    const id = `${code}\t${pref}\t${city}\t${town}`;
    if (seen.has(id)) continue;
    seen.add(id);
    codes.add(code);
    const file = files.get(code.slice(0, 2)) ?? { lines: [], head: '' };
    files.set(code.slice(0, 2), file);
    const head = `@${pref}\t${city}`;
    if (file.head !== head) file.lines.push((file.head = head));
    file.lines.push(`${code.slice(2)}\t${town}`);
  }
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
for (const [prefix, file] of files) {
  await writeFile(join(OUT, `${prefix}.tsv`), file.lines.join('\n') + '\n');
}
const meta = {
  source: `${pkg.name} ${pkg.version} (Japan Post KEN_ALL)`,
  release,
  /** The date of Japan Post's data (the first date of the source's note). */
  dataDate: release.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '',
  codes: codes.size,
  towns: seen.size,
};
await writeFile(join(OUT, 'meta.json'), JSON.stringify(meta, null, 2) + '\n');
console.log(`postal: ${meta.codes} codes, ${meta.towns} towns → ${OUT}`);
