import type { Queryable } from '../db/index.js';

/** What the mails sent when an enquiry arrives keep track of (over its transaction). */
export class EnquiryMailRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Auto-replies queued to `to` (any case) in the last `minutes` minutes.
   * Takes a lock on the address until the transaction ends, so that two
   * enquiries from one address at once count each other.
   */
  async recentAutoReplies(to: string, minutes: number): Promise<number> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `autoReply:${to.toLowerCase()}`,
    ]);
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_mail_outbox
        WHERE kind = 'autoReply' AND lower(to_addr) = lower($1)
          AND create_time > localtimestamp(0) - make_interval(mins => $2)`,
      [to, minutes],
    );
    return row?.n ?? 0;
  }

  /** The enquiry's history notes a mail queued for it. */
  async addMailEvent(
    contactId: number,
    mailId: number,
    body: string,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO project_contact_event (contact_id, kind, body, mail_id)
       VALUES ($1, 'mail', $2, $3)`,
      [contactId, body, mailId],
    );
  }

  /** A savepoint: what follows can be undone without the transaction. */
  async savepoint<T>(name: string, fn: () => Promise<T>): Promise<T> {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`bad savepoint: ${name}`);
    await this.db.query(`SAVEPOINT ${name}`);
    try {
      const out = await fn();
      await this.db.query(`RELEASE SAVEPOINT ${name}`);
      return out;
    } catch (err) {
      await this.db.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    }
  }
}
