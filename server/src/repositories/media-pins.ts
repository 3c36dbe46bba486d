/**
 * Which version of a library file a published content item shows
 * (`media_pin`, docs/media.md "Links and versions"). Written when an item is
 * published: every stable link in its published data is pinned at the
 * file's current version, so replacing a file changes what visitors see only
 * when the content using it is published again. An item published before
 * pins existed has none and shows version 1.
 */
import type { Queryable } from '../db/index.js';

/** A stable link as content stores it: `/profile/upload/yyyy/MM/dd/name.ext`. */
const STABLE_LINK = /\/profile\/upload\/[\p{L}\p{N}_\-./%]+/gu;

/** The stable links named anywhere in a value (text, rich text, JSON data). */
export function stableLinksIn(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  const found = new Set<string>();
  for (const match of text.matchAll(STABLE_LINK)) {
    const link = match[0].replace(/\.+$/, '');
    found.add(link);
    try {
      found.add(decodeURI(link));
    } catch {
      // not percent-encoded text: the link as written is the only candidate
    }
  }
  return [...found];
}

/** A content item: its kind (`record`, `product`…) and id. */
export interface PinnedItem {
  kind: string;
  itemId: number;
}

export interface Pin extends PinnedItem {
  mediaId: number;
  version: number;
}

export class MediaPinRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Pins the files `data` links to at their current versions for the item
   * and drops the item's other pins (inside the publishing transaction).
   */
  async pinPublished(kind: string, itemId: number, data: unknown) {
    const links = stableLinksIn(data);
    await this.db.query(
      `DELETE FROM media_pin p
        WHERE p.kind = $1 AND p.item_id = $2
          AND p.media_id NOT IN (SELECT f.media_id FROM media_file f
                                  WHERE f.url = ANY($3::text[]))`,
      [kind, itemId, links],
    );
    if (!links.length) return;
    await this.db.query(
      `INSERT INTO media_pin (kind, item_id, media_id, version)
       SELECT $1, $2, f.media_id, f.version FROM media_file f
        WHERE f.url = ANY($3::text[])
       ON CONFLICT (kind, item_id, media_id)
       DO UPDATE SET version = EXCLUDED.version`,
      [kind, itemId, links],
    );
  }

  /** Drops the item's pins (it is off the site). */
  async drop(kind: string, itemId: number): Promise<void> {
    await this.db.query(
      'DELETE FROM media_pin WHERE kind = $1 AND item_id = $2',
      [kind, itemId],
    );
  }

  /** The pins of these items on these files. */
  find(items: readonly PinnedItem[], mediaIds: readonly number[]) {
    if (!items.length || !mediaIds.length) return Promise.resolve([]);
    return this.db.query<Pin>(
      `SELECT p.kind, p.item_id AS "itemId", p.media_id AS "mediaId", p.version
         FROM media_pin p
         JOIN unnest($1::text[], $2::int[]) AS i(kind, item_id)
           ON i.kind = p.kind AND i.item_id = p.item_id
        WHERE p.media_id = ANY($3::int[])`,
      [items.map((i) => i.kind), items.map((i) => i.itemId), mediaIds],
    );
  }
}
