/**
 * Where file bytes live, by key. A key is a relative path of plain segments
 * (`upload/2026/11/28/photo_….jpg`, `media/12/v2/640.webp`), the part of a
 * public URL after `/profile/`. Two implementations:
 *
 * - on disk under DATA_DIR/profile (the embedded database's default);
 * - in PostgreSQL's `sys_blob` table (DATABASE_URL), so every instance
 *   behind a load balancer reads what any of them stored.
 */
export interface BlobInfo {
  size: number;
  contentType: string;
  /** When the bytes were stored (Last-Modified). */
  modified: Date;
}

export interface Blob extends BlobInfo {
  data: Buffer;
}

export interface BlobStore {
  /** `disk` or `database`: shown on the Media screen and in logs. */
  readonly kind: 'disk' | 'database';
  /** Stores bytes under a key, replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or undefined when there are none. */
  get(key: string): Promise<Blob | undefined>;
  /** Size, type and date without the bytes, or undefined. */
  stat(key: string): Promise<BlobInfo | undefined>;
  /** Removes a key (no error when missing). */
  delete(key: string): Promise<void>;
  /** Removes every key under a prefix (`media/12/`). */
  deletePrefix(prefix: string): Promise<void>;
}
