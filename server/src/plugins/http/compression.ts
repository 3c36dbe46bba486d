import compress, { type FastifyCompressOptions } from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer fits in a packet or two either way. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Buffered answers up to this size are compressed in one synchronous call
 * and keep an exact Content-Length; larger ones and streams go through a
 * zlib stream on the thread pool and are sent chunked. Brotli at quality 4
 * takes about 0.4 ms on 64 KiB of JSON here, short enough to hold the event
 * loop for.
 */
export const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

/**
 * Text, JSON, XML and JavaScript (not event streams). Any other type is
 * compressed only when mime-db calls it compressible: images other than
 * SVG, zip, xlsx, PDF and `application/octet-stream` downloads go out as
 * they are.
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/;

export const compressOptions: FastifyCompressOptions = {
  // Answers only: request bodies are read as sent (no Content-Encoding).
  globalDecompression: false,
  // Brotli when the browser takes it, else gzip, else the body as it is.
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_MIN_BYTES,
  syncThreshold: COMPRESS_SYNC_MAX_BYTES,
  customTypes: COMPRESSIBLE,
};

/**
 * Compression and ETags for every route registered after this plugin
 * (@fastify/compress hooks each route as it is added): brotli or gzip as
 * the browser accepts, `Vary: accept-encoding`; an answer that already has
 * a Content-Encoding (a pre-compressed copy) is sent as it is. A weak ETag
 * on every string or buffer answer, from its uncompressed bytes, and a
 * bodiless 304 on a matching If-None-Match. Streams (files, downloads) keep
 * the ETag their route gave them, if any.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, compressOptions);
    await app.register(etag, { weak: true });
    // @fastify/etag answers 304 with an empty string, which Fastify sends
    // with `Content-Length: 0` (a 304 may only repeat the 200's length) and
    // the 200's Content-Type: a 304 without either, as the hook gives it
    // (runs right after @fastify/etag's).
    app.addHook('onSend', async (_req, reply, payload) => {
      if (reply.statusCode !== 304) return payload;
      reply.removeHeader('Content-Type');
      return null;
    });
  },
  { name: 'compression' },
);
