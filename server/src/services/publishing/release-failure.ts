/**
 * Why a release failed, kept in `fail_reason` as JSON (the item that failed,
 * and a message key with its parameters or the error's own text) so that
 * it is shown in each reader's language.
 */
import { ServiceError } from '../../errors.js';
import {
  isMessageKey,
  translate,
  type Lang,
  type MessageParams,
} from '../../i18n/index.js';
import type { ReleaseItemRef } from '../../repositories/content-releases.js';
import { itemName } from './release-items.js';

/** An item of a release could not go live. */
export class ReleaseItemError extends Error {
  constructor(
    readonly item: ReleaseItemRef,
    readonly title: string,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ReleaseItemError';
  }
}

interface StoredFailure {
  kind?: string;
  itemId?: number;
  title?: string;
  key?: string;
  params?: MessageParams;
  text?: string;
}

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** The error of a failed run as `fail_reason` keeps it (at most 500 chars). */
export function failureOf(err: unknown): string {
  const item = err instanceof ReleaseItemError ? err : undefined;
  const cause = item ? item.cause : err;
  const stored: StoredFailure = item
    ? {
        kind: item.item.kind,
        itemId: item.item.itemId,
        title: cut(item.title, 80),
      }
    : {};
  if (cause instanceof ServiceError) {
    stored.key = cause.msgKey;
    if (cause.params) stored.params = cause.params;
  } else {
    stored.text = cut(
      cause instanceof Error ? cause.message : String(cause),
      200,
    );
  }
  const json = JSON.stringify(stored);
  return json.length <= 500
    ? json
    : JSON.stringify({ ...stored, params: undefined, text: stored.text });
}

/** A kept `fail_reason` in `lang` (text that is not ours is shown as is). */
export function failText(stored: string, lang: Lang): string {
  let f: StoredFailure;
  try {
    f = JSON.parse(stored) as StoredFailure;
  } catch {
    return stored;
  }
  if (typeof f !== 'object' || f === null) return stored;
  const reason =
    f.key && isMessageKey(f.key)
      ? translate(lang, f.key, f.params)
      : (f.text ?? '');
  if (!f.kind || typeof f.itemId !== 'number') return reason;
  return translate(lang, 'release.failReason', {
    item: itemName(lang, f.kind, f.itemId, f.title ?? ''),
    reason,
  });
}
