// Brotli and gzip copies of the build's text files, beside each one
// (`x.js.br`, `x.js.gz`): the server sends the one the browser accepts
// (@fastify/static `preCompressed`), so nothing is compressed per request.
// The copies are written by vite-plugin-compression2; this module holds
// its settings.
import { availableParallelism } from 'node:os';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** What is worth compressing (images other than SVG already are). */
export const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|xml)$/;

/** Below this a response fits in a packet either way. */
export const MIN_BYTES = 1024;

/** Options for vite-plugin-compression2. */
export const COMPRESSION_OPTIONS = {
  include: TEXT,
  threshold: MIN_BYTES,
  // Only copies smaller than the file are written.
  skipIfLargerOrEqual: true,
  algorithms: [
    // Once per build: the best ratio either format has.
    defineAlgorithm('brotliCompress', {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    }),
    defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
  ],
  // Brotli at quality 11 is the build's slowest step (about 7 s of CPU for
  // the whole app); the plugin runs one such file at a time unless told
  // otherwise, so one per core.
  scheduler: { limit: availableParallelism() },
};

/**
 * Vite plugin: the compressed copies of every text file the build writes
 * (chunks, assets, index.html, the public folder), at least MIN_BYTES.
 *
 * vite-plugin-compression2 wraps process.stdout.write from the moment it
 * is created until its build ends (it holds back Vite's "built in" line to
 * print it after its own list), so it is created when a build starts, not
 * when vite.config.ts is read: Vitest and the dev server read it too and
 * never end a build, and would keep the wrapper for good.
 * @returns {import('vite').Plugin}
 */
export function precompressPlugin() {
  /** @type {import('vite').Plugin | undefined} */
  let plugin;
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    async configResolved(config) {
      plugin = compression(COMPRESSION_OPTIONS);
      const hook = plugin.configResolved;
      if (typeof hook === 'function') await hook.call(this, config);
    },
    async closeBundle(...args) {
      const hook = plugin?.closeBundle;
      if (typeof hook === 'function') await hook.apply(this, args);
    },
  };
}
