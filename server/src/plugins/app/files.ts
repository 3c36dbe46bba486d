import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { FileStore, UPLOAD_MAX_BYTES } from '../../services/infra/files.js';
import type { BlobStore } from '../../services/media/blob-store.js';
import { openBlobStore } from '../../services/media/blobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload root served at `/profile/**`: uploads, avatars, downloads. */
    files: FileStore;
    /**
     * Where uploaded files' bytes live (`/profile/**`): sys_blob on
     * PostgreSQL, the upload root on disk with the embedded database.
     */
    blobs: BlobStore;
  }
}

export interface FilesPluginOptions {
  /** Upload root; default DATA_DIR/profile (a temp folder of its own without DATA_DIR). */
  profileDir?: string;
  dataDir?: string;
}

/**
 * The upload root, the blob store of uploaded files and multipart parsing
 * (files streamed, 50 MB each).
 */
export default fp<FilesPluginOptions>(
  async (app, opts) => {
    const chosen =
      opts.profileDir ??
      (opts.dataDir ? join(opts.dataDir, 'profile') : undefined);
    // Without a data folder (an in-memory database) the uploads are as
    // short-lived as it: a temp folder of this app's own, removed on close.
    const root = resolve(
      chosen ?? (await mkdtemp(join(tmpdir(), 'wms-profile-'))),
    );
    if (chosen === undefined) {
      app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
    }
    app.decorate('files', new FileStore(root));
    app.decorate('blobs', openBlobStore(app.db, root));
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 10,
        fields: 20,
        fieldSize: 1024 * 1024,
        parts: 40,
      },
    });
  },
  { name: 'files', dependencies: ['db'] },
);
