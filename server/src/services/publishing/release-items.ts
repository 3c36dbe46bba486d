/**
 * What a release's items are now: each item's title (its draft's, else the
 * published row's) and publishing state, read a kind at a time; and how an
 * item is named in messages.
 */
import type { Queryable } from '../../db/index.js';
import { translate, type Lang } from '../../i18n/index.js';
import type { ReleaseItemRef } from '../../repositories/content-releases.js';
import {
  publishStateOf,
  type PublishState,
} from '../../repositories/lib/publish-state.js';
import { CONTENT_KINDS, KINDS, type ContentKind } from './kinds.js';

export interface ItemFacts {
  title: string;
  publishState: PublishState;
  published: string;
  publishedTime: string | null;
}

const snake = (field: string) =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Facts of the items that exist, by `kind:itemId`. */
export async function itemFacts(
  db: Queryable,
  items: readonly Pick<ReleaseItemRef, 'kind' | 'itemId'>[],
): Promise<Map<string, ItemFacts>> {
  const found = new Map<string, ItemFacts>();
  for (const kind of CONTENT_KINDS) {
    const ids = items.filter((i) => i.kind === kind).map((i) => i.itemId);
    if (ids.length === 0) continue;
    const def = KINDS[kind];
    const alive = kind === 'navigation' ? ` AND t.del_flag = '0'` : '';
    const rows = await db.query<{
      itemId: number;
      title: string | null;
      published: string;
      publishedTime: string | null;
      draftState: string | null;
    }>(
      `SELECT t.${def.idColumn} AS "itemId",
              coalesce(d.data->>'${def.titleField}', t.${snake(def.titleField)}) AS title,
              t.published, t.published_time AS "publishedTime",
              d.state AS "draftState"
         FROM ${def.table} t
         LEFT JOIN content_draft d ON d.kind = $1
          AND d.item_id = t.${def.idColumn}
        WHERE t.${def.idColumn} = ANY($2::int[])${alive}`,
      [kind, ids],
    );
    for (const r of rows) {
      const draft = r.draftState ? { state: r.draftState } : undefined;
      found.set(`${kind}:${r.itemId}`, {
        title: r.title ?? '',
        publishState: publishStateOf(draft, r),
        published: r.published,
        publishedTime: r.publishedTime,
      });
    }
  }
  return found;
}

export const itemKey = (i: Pick<ReleaseItemRef, 'kind' | 'itemId'>) =>
  `${i.kind}:${i.itemId}`;

/**
 * "Copy record “Title” (#12)" in the reader's language ("Copy record #12"
 * when its title is not known).
 */
export function itemName(
  lang: Lang,
  kind: string,
  itemId: number,
  title: string,
): string {
  const params = { kind: kindName(lang, kind), title, id: itemId };
  return translate(lang, title ? 'release.item' : 'release.itemById', params);
}

export const kindName = (lang: Lang, kind: string) =>
  translate(lang, `release.kind.${kind as ContentKind}`);
