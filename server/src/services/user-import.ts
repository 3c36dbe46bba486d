/**
 * User import (`/system/user/importData`): each row is checked like the add
 * form (account, nickname, email, phone, department in the importer's data
 * scope), then added with the initial password (`sys.user.initPassword`) or,
 * with `updateSupport`, updates the live user of that account (never the super
 * administrator). Rows stand alone: a bad row is reported and the others are
 * still imported. Beyond the reference, phone and email stay unique on import
 * as they do in the forms.
 */
import bcrypt from 'bcryptjs';
import type { Lang, MessageKey } from '../i18n/index.js';
import { translate } from '../i18n/index.js';
import type { UserAdminRepository } from '../repositories/user-admin.js';
import type { ImportRow } from './infra/excel.js';
import { ServiceError } from '../errors.js';
import { hasMarkup } from './infra/sanitize.js';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  NICK_NAME_MAX,
  PHONE_MAX,
  PHONE_PATTERN,
  SUPER_ADMIN_USER_ID,
  USER_NAME_MAX,
  USER_NAME_PATTERN,
} from './user-rules.js';

export interface ImportUser {
  deptId: number;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string;
  status: string;
}

export type ImportOutcome = 'added' | 'updated' | 'failed';

/** One row of the per-row report. */
export interface ImportResult {
  rowNum: number;
  userName: string;
  outcome: ImportOutcome;
  msg: string;
}

export interface ImportContext {
  lang: Lang;
  updateSupport: boolean;
  operator: string;
  initPassword: string;
  /** Throws unless the department is in the importer's scope. */
  checkDept(deptId: number): Promise<void>;
  /** Throws unless the existing user is in the importer's scope. */
  checkUser(userId: number): Promise<void>;
  /** The error message of a thrown ServiceError (translated), else rethrow. */
  messageOf(err: unknown): string;
}

const USER_NAME_RE = new RegExp(USER_NAME_PATTERN);
const PHONE_RE = new RegExp(PHONE_PATTERN);

class RowError extends Error {}

export async function importUsers(
  repo: UserAdminRepository,
  rows: readonly ImportRow<ImportUser>[],
  ctx: ImportContext,
): Promise<ImportResult[]> {
  if (rows.length === 0) throw new ServiceError(500, 'user.import.empty');
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(ctx.lang, key, params);
  const fail = (key: MessageKey, params?: Record<string, string | number>) => {
    throw new RowError(t(key, params));
  };
  let hash: string | undefined;
  const results: ImportResult[] = [];

  for (const row of rows) {
    const u = row.data;
    const userName = String(u.userName ?? '').trim();
    try {
      if (row.error) throw new RowError(row.error);
      const field = (key: MessageKey) => t(key);
      if (!USER_NAME_RE.test(userName)) {
        fail('validation.invalid', { field: field('field.userName') });
      }
      if (userName.length > USER_NAME_MAX) {
        fail('validation.maxLength', {
          field: field('field.userName'),
          max: USER_NAME_MAX,
        });
      }
      const nickName = String(u.nickName ?? '').trim();
      if (!nickName)
        fail('validation.required', { field: field('field.nickName') });
      if (hasMarkup(nickName)) fail('user.nickNameXss');
      if (nickName.length > NICK_NAME_MAX) {
        fail('validation.maxLength', {
          field: field('field.nickName'),
          max: NICK_NAME_MAX,
        });
      }
      const email = String(u.email ?? '').trim();
      if (email && (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX)) {
        fail('validation.email');
      }
      const phonenumber = String(u.phonenumber ?? '').trim();
      if (!PHONE_RE.test(phonenumber) || phonenumber.length > PHONE_MAX) {
        fail('user.phoneFormat');
      }
      const deptId = u.deptId;
      if (deptId !== undefined) {
        if (!Number.isSafeInteger(deptId) || !(await repo.deptExists(deptId))) {
          fail('user.deptMissing');
        }
        await ctx.checkDept(deptId);
      }
      const data = {
        deptId,
        nickName,
        email,
        phonenumber,
        sex: u.sex ?? '0',
        status: u.status ?? '0',
      };
      const [existing] = await repo.findByUserNames([userName]);
      if (!existing) {
        if (phonenumber && (await repo.isPhoneTaken(phonenumber))) {
          fail('user.add.phoneExists', { name: userName });
        }
        if (email && (await repo.isEmailTaken(email))) {
          fail('user.add.emailExists', { name: userName });
        }
        hash ??= await bcrypt.hash(ctx.initPassword, 10);
        await repo.insert({ ...data, userName }, hash, ctx.operator);
        results.push({
          rowNum: row.rowNum,
          userName,
          outcome: 'added',
          msg: t('user.import.added', { name: userName }),
        });
        continue;
      }
      if (!ctx.updateSupport) fail('user.import.exists', { name: userName });
      if (existing.userId === SUPER_ADMIN_USER_ID) fail('user.adminForbidden');
      await ctx.checkUser(existing.userId);
      if (
        phonenumber &&
        (await repo.isPhoneTaken(phonenumber, existing.userId))
      ) {
        fail('user.edit.phoneExists', { name: userName });
      }
      if (email && (await repo.isEmailTaken(email, existing.userId))) {
        fail('user.edit.emailExists', { name: userName });
      }
      await repo.update(existing.userId, data, undefined, ctx.operator);
      results.push({
        rowNum: row.rowNum,
        userName,
        outcome: 'updated',
        msg: t('user.import.updated', { name: userName }),
      });
    } catch (err) {
      const reason = err instanceof RowError ? err.message : ctx.messageOf(err);
      results.push({
        rowNum: row.rowNum,
        userName,
        outcome: 'failed',
        msg: t('user.import.rowFailed', {
          row: row.rowNum,
          name: userName || '-',
          reason,
        }),
      });
    }
  }
  return results;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * The contract's HTML summary for `msg`: all rows when everything was
 * imported, else the failed rows only. Cell text is escaped.
 */
export function importSummary(
  results: readonly ImportResult[],
  lang: Lang,
): { code: 200 | 500; msg: string } {
  const failed = results.filter((r) => r.outcome === 'failed');
  const shown = failed.length > 0 ? failed : results;
  const head =
    failed.length > 0
      ? translate(lang, 'user.import.failure', { count: failed.length })
      : translate(lang, 'user.import.success', { count: results.length });
  const lines = shown.map((r, i) => `<br/>${i + 1}、${escapeHtml(r.msg)}`);
  return { code: failed.length > 0 ? 500 : 200, msg: head + lines.join('') };
}
