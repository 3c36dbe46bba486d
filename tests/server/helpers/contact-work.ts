/** Enquiries written straight into the database for the enquiry-work tests. */
import type { FastifyInstance } from 'fastify';

export interface EnquirySeed {
  companyName?: string;
  contactName?: string;
  email?: string;
  /** Default: the first seeded consulting item (製品について). */
  itemId?: number | null;
  /** Default: the item's department (the top department, 100). */
  deptId?: number | null;
  status?: 'new' | 'in_progress' | 'answered' | 'closed';
  assigneeId?: number | null;
  createTime?: string;
  answeredTime?: string | null;
}

/** The id of the consulting item named `name`. */
export async function itemIdOf(
  app: FastifyInstance,
  name: string,
): Promise<number> {
  const row = await app.db.one<{ id: number }>(
    'SELECT item_id AS id FROM project_consulting_item WHERE item_name = $1',
    [name],
  );
  if (!row) throw new Error(`no consulting item ${name}`);
  return row.id;
}

/** Adds an enquiry as the public form stores it, with its 'received' event. */
export async function addEnquiry(
  app: FastifyInstance,
  s: EnquirySeed = {},
): Promise<number> {
  const itemId =
    s.itemId === undefined ? await itemIdOf(app, '製品について') : s.itemId;
  const status = s.status ?? 'new';
  const row = await app.db.one<{ id: number }>(
    `INSERT INTO project_contact
       (company_name, contact_name, name_reading, phone, email,
        consulting_item, consulting_content, item_id, dept_id, status, handled,
        assignee_id, create_time, answered_time)
     SELECT $1, $2, 'ヤマダ タロウ', '03-1234-5678', $3,
            coalesce(i.item_name, 'その他'), 'サンプルの見積りをお願いします。',
            $4::int, coalesce($5::int, i.dept_id, 100), $6::varchar,
            CASE WHEN $6::varchar IN ('answered', 'closed') THEN '1' ELSE '0' END,
            $7::int, coalesce($8::timestamp, localtimestamp(0)), $9::timestamp
       FROM (SELECT 1) AS one
       LEFT JOIN project_consulting_item i ON i.item_id = $4::int
     RETURNING contact_id AS id`,
    [
      s.companyName ?? '株式会社テスト',
      s.contactName ?? '山田 太郎',
      s.email ?? 'taro@example.co.jp',
      itemId,
      s.deptId ?? null,
      status,
      s.assigneeId ?? null,
      s.createTime ?? null,
      s.answeredTime ?? null,
    ],
  );
  await app.db.query(
    `INSERT INTO project_contact_event (contact_id, kind, status)
     VALUES ($1, 'received', 'new')`,
    [row!.id],
  );
  return row!.id;
}

/** The user id of login name `name`. */
export async function userIdOf(
  app: FastifyInstance,
  name: string,
): Promise<number> {
  const row = await app.db.one<{ id: number }>(
    'SELECT user_id AS id FROM sys_user WHERE user_name = $1',
    [name],
  );
  if (!row) throw new Error(`no user ${name}`);
  return row.id;
}
