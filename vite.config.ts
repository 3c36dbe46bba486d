import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { firstScreenPlugin } from './scripts/first-screen/vite-plugin.mjs';

const FIRST_TEXTS =
  /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/](?:common|login|validation|request)\.json$/;

/** `texts-<lang>` for a first-screen namespace file (src/lib/namespaces.ts). */
function firstScreenTexts(id: string): string | null {
  const lang = FIRST_TEXTS.exec(id)?.[1];
  return lang ? `texts-${lang}` : null;
}

const SITE_CORE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|[\\/]src[\\/](website|api[\\/]website)[\\/]|[\\/]src[\\/]config[\\/]env\.ts$/;
/** Modules of the site's entry only, never in a chunk the back office loads. */
const SITE_ONLY =
  /[\\/]src[\\/]website[\\/](main|site-app|first-screen)\.tsx?$/;

/** `site-core` for a module both entries import (src/website/main.tsx). */
function siteCore(id: string): string | null {
  return SITE_CORE.test(id) && !SITE_ONLY.test(id) ? 'site-core' : null;
}

/** `app` for the back office's first modules (not the site's entry). */
function adminApp(id: string): string | null {
  return SITE_ONLY.test(id) ? null : 'app';
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

export default defineConfig({
  base: './',
  plugins: [react(), firstScreenPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(
      apiPaths.map((p) => [p, { target: `http://127.0.0.1:${apiPort}` }]),
    ),
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    // Few requests for the first screen (issue 14: sign-in page ≤ 10):
    // the entry's imports in one chunk and the first-screen texts of each
    // language in one chunk (JSON: no dependencies to keep in order).
    rolldownOptions: {
      // The public site's own entry (issue 14: no admin code on the site),
      // started by the first-screen script on its paths.
      input: { index: 'index.html', site: 'src/website/main.tsx' },
      output: {
        codeSplitting: {
          groups: [
            {
              name: firstScreenTexts,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // What the public site's entry shares with the back office's:
            // React, the router and the site's routes (siteRoute); the rest
            // of each entry's imports stays in its own chunk.
            { name: siteCore, tags: ['$initial'], priority: 2 },
            { name: adminApp, tags: ['$initial'], priority: 1 },
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
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/server/helpers/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
