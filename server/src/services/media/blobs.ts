import type { Db } from '../../db/index.js';
import { DatabaseBlobStore } from './blob-database.js';
import { DiskBlobStore } from './blob-disk.js';
import type { BlobStore } from './blob-store.js';

/**
 * The blob store of a server: in the database when it runs on PostgreSQL
 * (DATABASE_URL), so that every instance reads the same files; on disk
 * under the upload root with the embedded database (PGlite).
 */
export function openBlobStore(db: Db, root: string): BlobStore {
  return db.kind === 'postgres'
    ? new DatabaseBlobStore(db)
    : new DiskBlobStore(root);
}
