/**
 * A saved field as the text a reader compares: rich text without its tags,
 * a coded value as its translated option, an id as the name beside it,
 * content blocks, lists of pictures and other lists an entry a line.
 */
import type { TFunction } from 'i18next';
import type { ContentKind } from '@/types/publishing';
import { htmlToText } from './html-text';
import { KIND_FIELDS } from './kind-fields';

type Data = Record<string, unknown> | null;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** Nested values (a block, an entry of a list) as lines of text. */
function plain(value: unknown): string {
  if (isEmpty(value)) return '';
  if (Array.isArray(value)) return value.map(plain).filter(Boolean).join('\n');
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .map(plain)
      .filter(Boolean)
      .join('\n');
  }
  return htmlToText(String(value));
}

/** A record's content blocks: each under its heading and type. */
function blocksText(value: unknown[], t: TFunction): string {
  return value
    .map((entry, i) => {
      const block = (entry ?? {}) as Record<string, unknown>;
      const type = String(block.type ?? '');
      const heading = `${t('project-record:blocks.heading', { n: i + 1 })} · ${t(
        `project-record:blocks.types.${type}`,
        { defaultValue: type },
      )}`;
      const rest = Object.entries(block)
        .filter(([field]) => field !== 'type')
        .map(([, v]) => v);
      return [heading, plain(rest)].filter(Boolean).join('\n');
    })
    .join('\n\n');
}

/** The readable text of `key` in a saved version of a `kind` item. */
export function fieldText(
  kind: ContentKind,
  key: string,
  data: Data,
  t: TFunction,
): string {
  const value = data?.[key];
  const model = KIND_FIELDS[kind];
  if (isEmpty(value)) return '';
  if (model.rich.includes(key)) return htmlToText(String(value));
  if (model.lists?.includes(key) && typeof value === 'string')
    return value.split(',').filter(Boolean).join('\n');
  const options = model.options[key];
  if (options) {
    return t(`${model.ns}:${options}.${String(value)}`, {
      defaultValue: String(value),
    });
  }
  const nameKey = model.refs[key];
  const name = nameKey ? data?.[nameKey] : undefined;
  if (nameKey && !isEmpty(name)) return String(name);
  if (key === 'contentBlocks' && Array.isArray(value))
    return blocksText(value, t);
  if (typeof value === 'object') return plain(value);
  return String(value);
}

/** Saved values compared as stored, an empty text and none alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (isEmpty(v) ? null : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
