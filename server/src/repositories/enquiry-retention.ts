import type { Queryable } from '../db/index.js';

/**
 * What an anonymised enquiry holds in place of the visitor's name and text.
 * Its e-mail address is '' (a stored enquiry always has one): a row with
 * `email = ''` and this name has been anonymised.
 */
export const ANONYMISED = '（保存期間経過により削除）';

export interface PurgeResult {
  /** Enquiries anonymised now. */
  enquiries: number;
  /** Their mails deleted from the outbox. */
  mails: number;
}

/** Forgets the personal data of old enquiries (run in one transaction). */
export class EnquiryRetentionRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Enquiries that arrived more than `days` days ago: every personal field
   * blanked (name and text: ANONYMISED), the staff remark too; their mails
   * deleted; the texts of their notes, replies and mail events emptied. Id,
   * item, department, status, assignee and times stay. Running it again
   * changes nothing.
   */
  async purge(days: number): Promise<PurgeResult> {
    const cutoff = `localtimestamp(0) - make_interval(days => $1)`;
    const rows = await this.db.query<{ id: number }>(
      `UPDATE project_contact
          SET company_name = '', contact_name = $2, name_reading = '',
              applicant = '', phone = '', email = '', address = '',
              postal_code = '', consulting_content = $2, ip = '',
              remark = NULL, version = version + 1
        WHERE create_time < ${cutoff}
          AND NOT (email = '' AND contact_name = $2)
        RETURNING contact_id AS id`,
      [days, ANONYMISED],
    );
    const old = `SELECT contact_id FROM project_contact WHERE create_time < ${cutoff}`;
    const mails = await this.db.query(
      `DELETE FROM sys_mail_outbox WHERE contact_id IN (${old})
       RETURNING mail_id`,
      [days],
    );
    await this.db.query(
      `UPDATE project_contact_event SET body = '', mail_id = NULL
        WHERE contact_id IN (${old}) AND kind IN ('note', 'reply', 'mail')
          AND (body <> '' OR mail_id IS NOT NULL)`,
      [days],
    );
    return { enquiries: rows.length, mails: mails.length };
  }
}
