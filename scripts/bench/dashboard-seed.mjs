// Bench-only data for the dashboard bench: a fresh install's database (with
// its demo quarter) plus `--enquiries N` enquiries spread over the last year,
// one in ten still open, then ANALYZE. Run under tsx (it loads the server's
// TypeScript modules):
//
//   node --import tsx scripts/bench/dashboard-seed.mjs --data-dir bench-data/dashboard --enquiries 100000
import { parseArgs } from 'node:util';
import { openDb } from '../../server/src/db/index.ts';
import { prepareDatabase } from '../../server/src/services/first-start.ts';
import { silentSteps } from '../../server/src/services/infra/start-progress.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    enquiries: { type: 'string', default: '100000' },
  },
});

const db = await openDb({ dataDir: values['data-dir'], migrate: false });
try {
  await prepareDatabase(db, { demoData: true, step: silentSteps });
  await db.query(
    `INSERT INTO project_contact (company_name, contact_name, name_reading,
            phone, email, consulting_item, consulting_content, handled, ip,
            create_time)
     SELECT '株式会社ベンチ' || (i % 500), 'ベンチ 太郎' || i, 'ベンチ タロウ',
            '03-0000-' || lpad((i % 10000)::text, 4, '0'),
            'bench' || i || '@example.jp', '資料請求',
            'ベンチマーク用のお問い合わせです。' || i,
            CASE WHEN i % 10 = 0 THEN '0' ELSE '1' END, '203.0.113.1',
            localtimestamp(0) - make_interval(secs => (i * 315)::int)
       FROM generate_series(1, $1::int) AS i`,
    [Number(values.enquiries)],
  );
  await db.exec('ANALYZE');
} finally {
  await db.close();
}
