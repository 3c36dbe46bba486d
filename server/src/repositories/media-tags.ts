/** Tags of the media library's files (`media_tag`). */
import type { Queryable } from '../db/index.js';

export interface MediaTagCount {
  tag: string;
  count: number;
}

/** Tags as kept: trimmed, blanks dropped, each once. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
}

export class MediaTagRepository {
  constructor(private readonly db: Queryable) {}

  /** Every tag with how many files carry it, the most used first. */
  counts(): Promise<MediaTagCount[]> {
    return this.db.query<MediaTagCount>(
      `SELECT tag, count(*)::int AS count FROM media_tag
        GROUP BY tag ORDER BY count(*) DESC, tag`,
    );
  }

  /** Replaces a file's tags. */
  async set(mediaId: number, tags: readonly string[]): Promise<void> {
    await this.db.query('DELETE FROM media_tag WHERE media_id = $1', [mediaId]);
    const kept = cleanTags(tags);
    if (!kept.length) return;
    await this.db.query(
      `INSERT INTO media_tag (media_id, tag)
       SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [mediaId, kept],
    );
  }
}
