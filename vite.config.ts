import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { firstScreenPlugin } from './scripts/first-screen/vite-plugin.mjs';
import { localesHmrPlugin } from './scripts/locales-hmr/vite-plugin.mjs';
import { precompressPlugin } from './scripts/precompress/precompress.mjs';

const FIRST_TEXTS =
  /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/](?:common|login|validation|request)\.json$/;

/** `texts-<lang>` for a first-screen namespace file (src/lib/namespaces.ts). */
function firstScreenTexts(id: string): string | null {
  const lang = FIRST_TEXTS.exec(id)?.[1];
  return lang ? `texts-${lang}` : null;
}

/** msw's worker (`msw init public`, for `npm run dev:mock`): never shipped. */
const MOCK_WORKER = 'mockServiceWorker.js';

/**
 * The build copies the public folder itself, without msw's worker (Vite
 * copies all of it, and the precompress plugin would compress it too).
 */
function publicFilesPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'public-files',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle() {
      if (!publicDir) return;
      const entries = readdirSync(publicDir, {
        recursive: true,
        withFileTypes: true,
      });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name === MOCK_WORKER) continue;
        const file = join(entry.parentPath, entry.name);
        this.emitFile({
          type: 'asset',
          fileName: relative(publicDir, file).replaceAll('\\', '/'),
          source: readFileSync(file),
        });
      }
    },
  };
}

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const apiPaths = [
  '/login',
  '/logout',
  '/register',
  '/getInfo',
  '/getRouters',
  '/captchaImage',
  '/i18n',
  '/system',
  '/monitor',
  '/tool',
  '/common',
  '/project',
  '/dashboard',
  '/website',
  '/profile',
  '/swagger-ui',
  '/v3',
];

// `npm run dev:mock` (mode `mock`): no server; the msw worker answers the
// API in the browser (src/app/mock-api.ts), so nothing is proxied.
export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [
    react(),
    localesHmrPlugin(),
    publicFilesPlugin(),
    firstScreenPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy:
      mode === 'mock'
        ? undefined
        : Object.fromEntries(
            apiPaths.map((p) => [p, { target: `http://127.0.0.1:${apiPort}` }]),
          ),
  },
  build: {
    outDir: 'dist',
    copyPublicDir: false, // publicFilesPlugin
    chunkSizeWarningLimit: 1200,
    // Few requests for the first screen (issue 14: sign-in page ≤ 10):
    // the entry's imports in one chunk and the first-screen texts of each
    // language in one chunk (JSON: no dependencies to keep in order).
    // The public site's own entry (no admin code on the site) is built by
    // vite.site.config.ts.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: firstScreenTexts,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          testTimeout: 15000,
          // Vitest's default on two cores is one worker; a second one takes
          // the suite from 8.4 to 5.6 min (the slowest test 7 s of its 15).
          maxWorkers: 2,
        },
      },
      {
        // The public site's components on Preact, as the site's own build
        // (vite.site.config.ts) runs them.
        plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
        resolve: {
          alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
          // React Router's ES modules (its CommonJS files would load React
          // itself through Node, not Preact).
          conditions: [
            'module-sync',
            'module',
            'browser',
            'development|production',
          ],
        },
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['tests/site/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/site.ts'],
          testTimeout: 15000,
          // React Router's and Testing Library's ES modules through Vite,
          // so that their `react` is Preact's too.
          server: { deps: { inline: [/react-router/, /@testing-library/] } },
        },
      },
      {
        // The public site's server render is loaded from its source (the
        // build loads the built one): on Preact, as the site's own build.
        plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
        resolve: {
          alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
        },
        // React Router's ES modules (as the site's build), so that their
        // `react` is Preact's too (its CommonJS files require it natively).
        ssr: {
          resolve: {
            conditions: [
              'module-sync',
              'module',
              'node',
              'development|production',
            ],
          },
        },
        test: {
          name: 'server',
          server: { deps: { inline: [/react-router/] } },
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/server/helpers/global-setup.ts'],
          setupFiles: ['tests/server/helpers/redis-db.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // Two files at a time (PGlite runs on one core per process), each
          // worker importing the server once for all its files: the server
          // keeps no state in its modules (every app builds its own), and the
          // import was a third of the suite's CPU time.
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
}));
