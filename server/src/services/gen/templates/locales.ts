/** Template: the page's i18n namespace (`src/locales/<lang>/<module>-<business>.json`). */
import type { GenContext } from '../context.js';

export const LANGS = ['en', 'zh-CN', 'ja'] as const;

const YES_NO: Record<(typeof LANGS)[number], [string, string]> = {
  en: ['Yes', 'No'],
  'zh-CN': ['是', '否'],
  ja: ['はい', 'いいえ'],
};

/**
 * One JSON file per language with the same keys. Column comments (the
 * child table's too) are the labels in every language (translate the en / ja files as needed).
 * JSON.stringify escapes every character that could end a string.
 */
export function webLocale(
  ctx: GenContext,
  lang: (typeof LANGS)[number],
): string {
  const fields: Record<string, string> = {};
  for (const c of ctx.columns) {
    fields[c.javaField] = c.columnComment.trim() || c.javaField;
  }
  const [yes, no] = YES_NO[lang];
  const sub = ctx.sub;
  const subFields: Record<string, string> = {};
  for (const c of sub?.columns ?? []) {
    subFields[c.javaField] = c.columnComment.trim() || c.javaField;
  }
  return (
    JSON.stringify(
      {
        title: ctx.functionName,
        entity: ctx.functionName,
        fields,
        ...(sub
          ? {
              subTitle:
                sub.table.functionName?.trim() ||
                sub.table.tableComment.trim() ||
                sub.table.tableName,
              subFields,
            }
          : {}),
        yes,
        no,
      },
      null,
      2,
    ) + '\n'
  );
}
