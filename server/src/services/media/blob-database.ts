import type { Queryable } from '../../db/index.js';
import { assertSafeRelative } from '../infra/files.js';
import type { Blob, BlobInfo, BlobStore } from './blob-store.js';

interface InfoRow {
  size: string | number;
  contentType: string;
  modifiedMs: number | string;
}

interface BlobRow extends InfoRow {
  data: Uint8Array;
}

const INFO = `size, content_type AS "contentType",
  (extract(epoch FROM create_time::timestamptz) * 1000)::float8 AS "modifiedMs"`;

function infoOf(row: InfoRow): BlobInfo {
  return {
    size: Number(row.size),
    contentType: row.contentType,
    modified: new Date(Number(row.modifiedMs)),
  };
}

/**
 * Bytes in PostgreSQL's `sys_blob` (DATABASE_URL): every instance behind a
 * load balancer reads what any of them stored. Keys are checked as on disk,
 * so the two stores accept the same keys.
 */
export class DatabaseBlobStore implements BlobStore {
  readonly kind = 'database' as const;

  constructor(private readonly db: Queryable) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeRelative(key);
    await this.db.query(
      `INSERT INTO sys_blob (blob_key, data, size, content_type)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (blob_key) DO UPDATE SET data = EXCLUDED.data,
         size = EXCLUDED.size, content_type = EXCLUDED.content_type,
         create_time = localtimestamp(3)`,
      [key, data, data.length, contentType],
    );
  }

  async get(key: string): Promise<Blob | undefined> {
    assertSafeRelative(key);
    const row = await this.db.one<BlobRow>(
      `SELECT data, ${INFO} FROM sys_blob WHERE blob_key = $1`,
      [key],
    );
    if (!row) return undefined;
    const data = Buffer.isBuffer(row.data)
      ? row.data
      : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.length);
    return { ...infoOf(row), data };
  }

  async stat(key: string): Promise<BlobInfo | undefined> {
    assertSafeRelative(key);
    const row = await this.db.one<InfoRow>(
      `SELECT ${INFO} FROM sys_blob WHERE blob_key = $1`,
      [key],
    );
    return row && infoOf(row);
  }

  async delete(key: string): Promise<void> {
    assertSafeRelative(key);
    await this.db.query('DELETE FROM sys_blob WHERE blob_key = $1', [key]);
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.replace(/\/+$/, '');
    assertSafeRelative(folder);
    await this.db.query(
      'DELETE FROM sys_blob WHERE starts_with(blob_key, $1)',
      [`${folder}/`],
    );
  }
}
