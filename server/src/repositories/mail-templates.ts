import type { Queryable } from '../db/index.js';
import { ServiceError } from '../errors.js';

/** A row of sys_mail_template. */
export interface MailTemplateRow {
  templateKey: string;
  subject: string;
  body: string;
  version: number;
  updateBy: string;
  updateTime: string | null;
}

export interface MailTemplateUpdate {
  templateKey: string;
  subject: string;
  body: string;
  /** The version loaded; missing: no check. */
  version?: number | null;
}

const COLUMNS = `template_key AS "templateKey", subject, body, version,
  update_by AS "updateBy", update_time AS "updateTime"`;

/** Mail templates, keyed by template_key. */
export class MailTemplateRepository {
  constructor(private readonly db: Queryable) {}

  list(): Promise<MailTemplateRow[]> {
    return this.db.query<MailTemplateRow>(
      `SELECT ${COLUMNS} FROM sys_mail_template ORDER BY template_key`,
    );
  }

  get(templateKey: string): Promise<MailTemplateRow | undefined> {
    return this.db.one<MailTemplateRow>(
      `SELECT ${COLUMNS} FROM sys_mail_template WHERE template_key = $1`,
      [templateKey],
    );
  }

  /**
   * Saves a template if `version` is still current (else
   * `common.modifiedConcurrently`); answers the new version.
   */
  async update(u: MailTemplateUpdate, by: string): Promise<number> {
    const checked = typeof u.version === 'number';
    const row = await this.db.one<{ version: number }>(
      `UPDATE sys_mail_template
          SET subject = $2, body = $3, update_by = $4,
              update_time = localtimestamp(0), version = version + 1
        WHERE template_key = $1${checked ? ' AND version = $5' : ''}
        RETURNING version`,
      [u.templateKey, u.subject, u.body, by, ...(checked ? [u.version] : [])],
    );
    if (row) return row.version;
    const exists = await this.get(u.templateKey);
    throw new ServiceError(
      500,
      exists ? 'common.modifiedConcurrently' : 'common.notExists',
    );
  }
}
