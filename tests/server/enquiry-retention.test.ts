import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from './helpers/api.js';
import { ok, staffApp, type StaffApp } from './helpers/staff-app.js';

const MARKER = '（保存期間経過により削除）';

describe('enquiries forgotten after the retention period (enquiryTask.purgeExpired)', () => {
  let s: StaffApp;
  let job: Json;

  /** An enquiry `daysOld` days old with a note, a mail and its mail event. */
  async function enquiry(name: string, daysOld: number): Promise<number> {
    const db = s.t.app.db;
    const row = await db.one<{ id: number }>(
      `INSERT INTO project_contact (company_name, contact_name, name_reading,
         applicant, phone, email, address, postal_code, consulting_item,
         consulting_content, ip, item_id, dept_id, status, assignee_id,
         remark, create_time)
       VALUES ('株式会社テスト', $1, 'ヤマダ', '花子', '03-1234-5678',
         'old@example.jp', '東京都', '100-0005', '製品について',
         '見積りをお願いします', '10.0.0.1', 1, 100, 'answered', 1,
         '電話で折り返し', localtimestamp(0) - make_interval(days => $2))
       RETURNING contact_id AS id`,
      [name, daysOld],
    );
    const id = row!.id;
    const mail = await db.one<{ id: number }>(
      `INSERT INTO sys_mail_outbox (kind, to_addr, subject, body, message_id, contact_id)
       VALUES ('autoReply', 'old@example.jp', '受付', '山田 様', '<m@x>', $1)
       RETURNING mail_id AS id`,
      [id],
    );
    await db.query(
      `INSERT INTO project_contact_event (contact_id, kind, body, mail_id) VALUES
         ($1, 'received', '', NULL), ($1, 'note', '山田様は午後不在', NULL),
         ($1, 'mail', 'old@example.jp: 受付', $2), ($1, 'status', '', NULL)`,
      [id, mail!.id],
    );
    return id;
  }

  const contact = (id: number) =>
    s.t.app.db.one<Record<string, unknown>>(
      `SELECT company_name, contact_name, name_reading, applicant, phone, email,
              address, postal_code, consulting_item, consulting_content, ip,
              remark, item_id, dept_id, status, assignee_id,
              create_time IS NOT NULL AS has_time
         FROM project_contact WHERE contact_id = $1`,
      [id],
    );
  const mails = async (id: number) =>
    (
      await s.t.app.db.query(
        'SELECT 1 FROM sys_mail_outbox WHERE contact_id = $1',
        [id],
      )
    ).length;
  const events = (id: number) =>
    s.t.app.db.query<{ kind: string; body: string; mail: boolean }>(
      `SELECT kind, body, mail_id IS NOT NULL AS mail FROM project_contact_event
        WHERE contact_id = $1 ORDER BY event_id`,
      [id],
    );
  async function run(): Promise<string> {
    expect(
      await s.admin.put('/monitor/job/run', {
        jobId: job.jobId,
        jobGroup: job.jobGroup,
      }),
    ).toEqual(ok);
    const log = await s.admin.get(
      `/monitor/jobLog/list?jobName=${encodeURIComponent(job.jobName)}&pageSize=1`,
    );
    // "<job name> took N ms: <what the task says>"
    return (log.rows[0].jobMessage as string).replace(/^.* took \d+ ms: /, '');
  }

  beforeAll(async () => {
    s = await staffApp();
    job = (
      await s.admin.get(
        '/monitor/job/list?invokeTarget=enquiryTask.purgeExpired',
      )
    ).rows[0];
    await s.t.app.db.query(
      `UPDATE sys_config SET config_value = '30'
        WHERE config_key = 'sys.contact.retentionDays'`,
    );
  });
  afterAll(() => s.t.close());

  it('anonymises old enquiries with their mails and note texts, keeps young ones, and says how many', async () => {
    const old = await enquiry('山田 太郎', 31);
    const young = await enquiry('佐藤 花子', 29);
    const before = await s.t.app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM project_contact
        WHERE create_time < localtimestamp(0) - interval '30 days'`,
    );

    expect(await run()).toBe(
      `anonymised ${before!.n} enquiries older than 30 days and deleted 1 of their mails`,
    );
    expect(await contact(old)).toEqual({
      company_name: '',
      contact_name: MARKER,
      name_reading: '',
      applicant: '',
      phone: '',
      email: '',
      address: '',
      postal_code: '',
      consulting_item: '製品について',
      consulting_content: MARKER,
      ip: '',
      remark: null,
      item_id: 1,
      dept_id: 100,
      status: 'answered',
      assignee_id: 1,
      has_time: true,
    });
    expect(await mails(old)).toBe(0);
    expect(await events(old)).toEqual([
      { kind: 'received', body: '', mail: false },
      { kind: 'note', body: '', mail: false },
      { kind: 'mail', body: '', mail: false },
      { kind: 'status', body: '', mail: false },
    ]);

    expect(await contact(young)).toMatchObject({
      contact_name: '佐藤 花子',
      email: 'old@example.jp',
      consulting_content: '見積りをお願いします',
    });
    expect(await mails(young)).toBe(1);
    expect((await events(young))[1]).toEqual({
      kind: 'note',
      body: '山田様は午後不在',
      mail: false,
    });
  });

  it('changes nothing when run again', async () => {
    expect(await run()).toBe(
      'anonymised 0 enquiries older than 30 days and deleted 0 of their mails',
    );
  });
});
