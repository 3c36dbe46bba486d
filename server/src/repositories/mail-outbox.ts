import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';

export type MailKind = 'autoReply' | 'staffNotice' | 'reply' | 'test';
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutboxInput {
  kind: MailKind;
  toAddr: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo?: string | null;
  contactId?: number | null;
  createBy?: string;
}

/** A row of `/monitor/mail/list`. */
export interface OutboxRow {
  mailId: number;
  kind: string;
  toAddr: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptTime: string | null;
  lastError: string | null;
  sentTime: string | null;
  createTime: string | null;
  contactId: number | null;
}

/** One mail with what is sent: `/monitor/mail/{mailId}`. */
export interface OutboxDetail extends OutboxRow {
  body: string;
  messageId: string;
  inReplyTo: string | null;
  createBy: string;
}

/** A mail claimed by a worker, to be sent now. */
export interface ClaimedMail {
  mailId: number;
  kind: string;
  toAddr: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo: string | null;
  attempts: number;
}

export interface OutboxFilter extends PageQuery {
  status?: string;
  kind?: string;
  toAddr?: string;
}

const COLUMNS = `o.mail_id::integer AS "mailId", o.kind, o.to_addr AS "toAddr",
  o.subject, o.status, o.attempts,
  to_char(o.next_attempt_time, 'YYYY-MM-DD HH24:MI:SS') AS "nextAttemptTime",
  o.last_error AS "lastError", o.sent_time AS "sentTime",
  o.create_time AS "createTime", o.contact_id AS "contactId"`;

const SORT = {
  columns: {
    mailId: 'o.mail_id',
    kind: 'o.kind',
    toAddr: 'o.to_addr',
    status: 'o.status',
    attempts: 'o.attempts',
    nextAttemptTime: 'o.next_attempt_time',
    sentTime: 'o.sent_time',
    createTime: 'o.create_time',
  },
  fallback: 'o.mail_id DESC',
  tiebreak: 'o.mail_id',
};

/** Due: queued and its time has come, or sending with its lease run out (a worker that died). */
const DUE = `(status = 'queued' AND next_attempt_time <= localtimestamp(3))
  OR (status = 'sending' AND lease_until < localtimestamp(3))`;

/** The mail outbox (sys_mail_outbox): written by enqueue, worked by the outbox worker. */
export class MailOutboxRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  async insert(m: OutboxInput): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO sys_mail_outbox
         (kind, to_addr, subject, body, message_id, in_reply_to, contact_id,
          create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING mail_id::integer AS id`,
      [
        m.kind,
        m.toAddr,
        m.subject,
        m.body,
        m.messageId,
        m.inReplyTo ?? null,
        m.contactId ?? null,
        m.createBy ?? '',
      ],
    );
    return row!.id;
  }

  /**
   * Claims up to `limit` due mails for this worker: each becomes `sending`
   * with a lease of `leaseMs` and one more attempt. Rows another worker has
   * locked are skipped, so each mail is claimed by one worker.
   */
  async claim(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    // Looked for first: an idle worker writes nothing (the claim's UPDATE
    // would bump the outbox's list generation even when it claims no row).
    const due = await this.db.one(
      `SELECT 1 FROM sys_mail_outbox WHERE ${DUE} LIMIT 1`,
    );
    if (!due) return [];
    return this.db.query<ClaimedMail>(
      `UPDATE sys_mail_outbox
          SET status = 'sending', attempts = attempts + 1,
              lease_until = localtimestamp(3) + $2 * interval '1 millisecond'
        WHERE mail_id IN (
          SELECT mail_id FROM sys_mail_outbox WHERE ${DUE}
           ORDER BY next_attempt_time, mail_id
           LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING mail_id::integer AS "mailId", kind, to_addr AS "toAddr",
          subject, body, message_id AS "messageId",
          in_reply_to AS "inReplyTo", attempts`,
      [limit, leaseMs],
    );
  }

  async markSent(mailId: number): Promise<void> {
    await this.db.query(
      `UPDATE sys_mail_outbox
          SET status = 'sent', sent_time = localtimestamp(0), lease_until = NULL
        WHERE mail_id = $1 AND status = 'sending'`,
      [mailId],
    );
  }

  /** Another attempt after `delayMs`, keeping the server's answer. */
  async retryLater(
    mailId: number,
    delayMs: number,
    error: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE sys_mail_outbox
          SET status = 'queued', lease_until = NULL, last_error = $3,
              next_attempt_time = localtimestamp(3) + $2 * interval '1 millisecond'
        WHERE mail_id = $1 AND status = 'sending'`,
      [mailId, delayMs, error.slice(0, 2000)],
    );
  }

  async markFailed(mailId: number, error: string): Promise<void> {
    await this.db.query(
      `UPDATE sys_mail_outbox
          SET status = 'failed', lease_until = NULL, last_error = $2
        WHERE mail_id = $1 AND status = 'sending'`,
      [mailId, error.slice(0, 2000)],
    );
  }

  /** Claimed mails not sent (the worker stopped): queued again, their attempt not counted. */
  async release(mailIds: readonly number[]): Promise<void> {
    if (!mailIds.length) return;
    await this.db.query(
      `UPDATE sys_mail_outbox
          SET status = 'queued', lease_until = NULL,
              attempts = greatest(attempts - 1, 0)
        WHERE mail_id = ANY($1::bigint[]) AND status = 'sending'`,
      [mailIds],
    );
  }

  /** Due mails that cannot be sent (no SMTP host): they wait, saying why, with no attempt counted. */
  async noteWaiting(reason: string): Promise<void> {
    const waiting = `status = 'queued' AND next_attempt_time <= localtimestamp(3)
      AND last_error IS DISTINCT FROM $1`;
    const any = await this.db.one(
      `SELECT 1 FROM sys_mail_outbox WHERE ${waiting} LIMIT 1`,
      [reason],
    );
    if (!any) return;
    await this.db.query(
      `UPDATE sys_mail_outbox SET last_error = $1 WHERE ${waiting}`,
      [reason],
    );
  }

  /** Milliseconds until the next mail is due (0 when one is due now), or null when none waits. */
  async msUntilNext(): Promise<number | null> {
    const row = await this.db.one<{ ms: number | string | null }>(
      `SELECT greatest(0, ceil(extract(epoch FROM (min(t) - localtimestamp(3))) * 1000)) AS ms
         FROM (SELECT min(next_attempt_time) AS t FROM sys_mail_outbox
                WHERE status = 'queued'
               UNION ALL
               SELECT min(lease_until) FROM sys_mail_outbox
                WHERE status = 'sending') s`,
    );
    return row?.ms == null ? null : Number(row.ms);
  }

  /** Queued again to go now, with no attempt counted (failed and sent alike); how many. */
  async resend(mailIds: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `UPDATE sys_mail_outbox
          SET status = 'queued', attempts = 0, lease_until = NULL,
              next_attempt_time = localtimestamp(3), sent_time = NULL
        WHERE mail_id = ANY($1::bigint[]) AND status <> 'sending'
        RETURNING mail_id`,
      [mailIds],
    );
    return rows.length;
  }

  list(f: OutboxFilter, page: Page): Promise<PageResult<OutboxRow>> {
    const { begin, end } = dateRangeOf(f as Record<string, unknown>);
    const where = new SqlWhere()
      .eq('o.status', f.status)
      .eq('o.kind', f.kind)
      .like('o.to_addr', f.toAddr)
      .timeRange('o.create_time', begin, end);
    return this.lists.page<OutboxRow>(
      {
        columns: COLUMNS,
        from: 'sys_mail_outbox o',
        tables: ['sys_mail_outbox'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      page,
    );
  }

  get(mailId: number): Promise<OutboxDetail | undefined> {
    return this.db.one<OutboxDetail>(
      `SELECT ${COLUMNS}, o.body, o.message_id AS "messageId",
              o.in_reply_to AS "inReplyTo", o.create_by AS "createBy"
         FROM sys_mail_outbox o WHERE o.mail_id = $1`,
      [mailId],
    );
  }
}
