import type { Queryable } from '../db/index.js';
import { updateChecked } from './lib/writes.js';

export type TlsMode = 'none' | 'starttls' | 'tls';

/** The one row of sys_mail_setting; `passwordEnc` is the encrypted password ('' when none). */
export interface MailSettingRow {
  host: string;
  port: number;
  tlsMode: TlsMode;
  username: string;
  passwordEnc: string;
  sender: string;
  senderName: string;
  version: number;
  updateBy: string;
  updateTime: string | null;
}

export interface MailSettingUpdate {
  host: string;
  port: number;
  tlsMode: TlsMode;
  username: string;
  /** The new encrypted password; undefined keeps the stored one. */
  passwordEnc?: string;
  sender: string;
  senderName: string;
  version?: number | null;
}

/** SMTP settings: one row (setting_id 1). */
export class MailSettingRepository {
  constructor(private readonly db: Queryable) {}

  async get(): Promise<MailSettingRow> {
    const row = await this.db.one<MailSettingRow>(
      `SELECT host, port, tls_mode AS "tlsMode", username,
              password_enc AS "passwordEnc", sender, sender_name AS "senderName",
              version, update_by AS "updateBy", update_time AS "updateTime"
         FROM sys_mail_setting WHERE setting_id = 1`,
    );
    return row!;
  }

  /** Saves the settings if `version` is still current; answers the new version. */
  update(u: MailSettingUpdate, by: string): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_mail_setting',
      idColumn: 'setting_id',
      id: 1,
      version: u.version,
      set: {
        host: u.host,
        port: u.port,
        tls_mode: u.tlsMode,
        username: u.username,
        password_enc: u.passwordEnc,
        sender: u.sender,
        sender_name: u.senderName,
      },
      updateBy: by,
    });
  }
}
