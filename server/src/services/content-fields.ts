/**
 * Checks shared by the website content screens (records, record items,
 * products, product items) before anything is stored: links and images a
 * visitor may safely follow, files that live in the upload root, rich text
 * sanitised, content blocks cleaned.
 */
import type { MessageKey } from '../i18n/index.js';
import { ServiceError } from '../errors.js';
import { PROFILE_PREFIX } from './infra/files.js';
import { safeLink, sanitizeRichText } from './infra/sanitize.js';

/** Translates a field label for a message parameter. */
export type Translate = (key: MessageKey) => string;

const trim = (v: string | null | undefined) => (v ?? '').trim();

/**
 * A link or image address: empty, or what `safeLink` accepts (http(s),
 * mailto, tel, `/…`, `#/…`). Anything else (`javascript:`) is refused.
 */
export function checkLink(
  t: Translate,
  value: string | null | undefined,
  label: MessageKey,
): string {
  const v = trim(value);
  if (v && safeLink(v) === '') {
    throw new ServiceError(500, 'content.linkInvalid', { field: t(label) });
  }
  return v;
}

/** A comma-separated list of image addresses (an image-upload value). */
export function checkLinks(
  t: Translate,
  value: string | null | undefined,
  label: MessageKey,
): string {
  return trim(value)
    .split(',')
    .map((v) => checkLink(t, v, label))
    .filter(Boolean)
    .join(',');
}

/** A stored upload path (`/profile/…`, no `..`), or empty. */
export function checkUpload(
  t: Translate,
  value: string | null | undefined,
  label: MessageKey,
): string {
  const v = trim(value);
  if (!v) return v;
  const inside =
    v.startsWith(`${PROFILE_PREFIX}/`) &&
    !v.includes('\\') &&
    !v.split('/').some((part) => part === '..' || part === '.');
  if (!inside) {
    throw new ServiceError(500, 'content.uploadInvalid', { field: t(label) });
  }
  return v;
}

export interface BlockInput {
  type: string;
  title?: string | null;
  body?: string | null;
  image?: string | null;
}

export interface StoredBlock {
  type: string;
  title: string;
  body: string;
  image: string;
}

/** Content blocks as stored: text kept as typed, rich text sanitised, images checked. */
export function cleanBlocksForStorage(
  t: Translate,
  blocks: readonly BlockInput[] | undefined,
): StoredBlock[] {
  return (blocks ?? []).map((b) => ({
    type: b.type,
    title: trim(b.title),
    body: sanitizeRichText(b.body),
    image: checkLink(t, b.image, 'record.block.image'),
  }));
}
