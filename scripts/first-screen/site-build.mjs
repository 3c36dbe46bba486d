// The public site's own bundle (issue 14: its home ≤ 60 KiB gzip), built
// inside the back office's `vite build` by the first-screen plugin. The same
// React source (src/website) runs on Preact's React-compatible runtime
// (preact/compat, ~10 KiB instead of React DOM's ~60): the site uses plain
// components, hooks and react-router only. The back office keeps React, and
// so does the site when the back office shows it in-app (#/w after sign-in).
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const SITE_ENTRY = 'src/website/main.tsx';
/** The site's chunks sit apart from the back office's, under this folder. */
export const SITE_DIR = 'assets/site';
export const SITE_MANIFEST = '.vite/site-manifest.json';

/** React's module names → Preact's compatibility layer. */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Builds the site entry in memory; its chunks and assets (and a manifest
 * for `npm run bench`) come back for the caller to emit into its bundle.
 * @returns {Promise<Array<import('rolldown').OutputChunk | import('rolldown').OutputAsset>>}
 */
export async function buildSite(root) {
  const result = await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins: [react()],
    resolve: {
      alias: [{ find: /^@\//, replacement: `${root}/src/` }, ...PREACT_ALIASES],
    },
    build: {
      write: false,
      manifest: SITE_MANIFEST,
      rolldownOptions: {
        input: { site: SITE_ENTRY },
        output: {
          entryFileNames: `${SITE_DIR}/[name]-[hash].js`,
          chunkFileNames: `${SITE_DIR}/[name]-[hash].js`,
          assetFileNames: `${SITE_DIR}/[name]-[hash][extname]`,
        },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((o) => o.output);
}
