// The public site's build (`vite build -c vite.site.config.ts --app`, after
// the back office's): the same React source (src/website) on Preact's
// React-compatible runtime through Preact's own Vite preset — the site's
// home stays small, and the back office keeps React (it also shows the site
// in-app, at #/w after sign-in).
//  - client: the site's entry and chunks under assets/site, with a manifest
//    the server reads to link them;
//  - ssr: src/website/ssr/entry-server.tsx, one self-contained module in
//    the build's .ssr folder (not served), which the server renders with.
import preact from '@preact/preset-vite';
import { fileURLToPath, URL } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress/precompress.mjs';

/** Where both builds go: the back office's folder (STATIC_DIR, else dist). */
const outDir = resolve(process.env.STATIC_DIR || 'dist');
const SITE_DIR = 'assets/site';
const SITE_MANIFEST = '.vite/site-manifest.json';
const SITE_ENTRY = 'src/website/main.tsx';

export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [
    preact({ prefreshEnabled: false, devToolsEnabled: false }),
    // Brotli and gzip copies of the site's files, as the back office's.
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  builder: {},
  environments: {
    client: {
      build: {
        outDir,
        emptyOutDir: false,
        manifest: SITE_MANIFEST,
        // One stylesheet, which the server puts in every page of the site:
        // no chunk asks for rules of its own again.
        cssCodeSplit: false,
        rolldownOptions: {
          input: { site: SITE_ENTRY },
          output: {
            entryFileNames: `${SITE_DIR}/[name]-[hash].js`,
            chunkFileNames: `${SITE_DIR}/[name]-[hash].js`,
            assetFileNames: `${SITE_DIR}/[name]-[hash][extname]`,
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: true },
      build: {
        outDir: resolve(outDir, '.ssr'),
        emptyOutDir: true,
        ssr: 'src/website/ssr/entry-server.tsx',
        rolldownOptions: { output: { entryFileNames: '[name].js' } },
      },
    },
  },
});
