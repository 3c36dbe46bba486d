import fp from 'fastify-plugin';
import { seedDemoFiles } from '../../services/demo-files.js';
import { importUploads } from '../../services/media/import-uploads.js';
import { MediaUploads } from '../../services/media/uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every upload into the library (services/media/uploads.ts). */
    mediaUploads: MediaUploads;
  }
}

/**
 * The upload service, connected to this instance's media worker, and the
 * once-only data step that registers the files already under the upload
 * root (the demo content's brochure among them).
 */
export default fp(
  async (app) => {
    const uploads = new MediaUploads({
      db: app.db,
      blobs: app.blobs,
      config: app.services.config,
    });
    uploads.onQueued = () => app.mediaWorker.wake();
    app.decorate('mediaUploads', uploads);
    // The demo content's downloads (never overwrites what is there).
    await seedDemoFiles(app.files.root);
    const result = await importUploads(app.db, app.blobs, app.files.root);
    if (result.ran) {
      app.log.info(
        `media: ${result.imported} existing uploads registered in the library`,
      );
    }
  },
  {
    name: 'media-uploads',
    dependencies: ['db', 'files', 'services', 'media-worker'],
  },
);
