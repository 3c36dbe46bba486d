import i18n from '@/lib/i18n';

/** Translate a key of the `request` namespace. */
export function tr(key: string, options?: Record<string, unknown>): string {
  return i18n.t(`request:${key}`, options ?? {}) as string;
}

const CODE_TABLE_CODES = new Set([401, 403, 404]);

/**
 * The message for a response code: code-table text first (401, 403, 404), then
 * the server's `msg`, then the default text.
 */
export function codeMessage(code: number, msg?: unknown): string {
  if (CODE_TABLE_CODES.has(code)) return tr(`codeTable.${code}`);
  if (typeof msg === 'string' && msg !== '') return msg;
  return tr('codeTable.default');
}
