import fp from 'fastify-plugin';
import { MediaJobRepository } from '../../repositories/media-jobs.js';
import { processImage } from '../../services/media/process-image.js';
import { MediaWorker } from '../../services/media/worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Makes images' responsive sizes in the background (docs/media.md):
     * `wake()` once a queued job is committed.
     */
    mediaWorker: MediaWorker;
  }
}

export interface MediaWorkerPluginOptions {
  /** MEDIA_POLL_MS: how often the media worker looks for due jobs unwoken. */
  mediaPollMs?: number;
}

/** The media worker of this instance: started when the app is ready, finished on close. */
export default fp<MediaWorkerPluginOptions>(
  async (app, opts) => {
    const worker = new MediaWorker({
      jobs: new MediaJobRepository(app.db),
      process: (job) =>
        processImage(
          { db: app.db, blobs: app.blobs },
          job.mediaId,
          job.version,
        ),
      log: app.log,
      pollMs: opts.mediaPollMs,
    });
    app.decorate('mediaWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'media-worker', dependencies: ['db', 'files'] },
);
