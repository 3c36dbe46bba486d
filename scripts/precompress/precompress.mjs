// Brotli and gzip copies of the build's text files, beside each one
// (`x.js.br`, `x.js.gz`): the server sends the one the browser accepts
// (@fastify/static `preCompressed`), so nothing is compressed per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing (images other than SVG already are). */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|xml)$/;

/** Below this a response fits in a packet either way. */
export const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressBeside(path) {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return false;
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
  return true;
}

/**
 * Writes `.br` and `.gz` beside each text file of `dir` of at least
 * MIN_BYTES, when smaller than the file (zlib's thread pool runs them side
 * by side). Returns the files compressed.
 */
export async function precompress(dir) {
  const paths = [];
  for await (const path of filesUnder(dir))
    if (TEXT.test(path)) paths.push(path);
  const done = await Promise.all(paths.map(compressBeside));
  return paths.filter((_, i) => done[i]);
}

/**
 * Vite plugin: precompresses the output folder once the build is written.
 * @returns {import('vite').Plugin}
 */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
