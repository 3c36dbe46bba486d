import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What the public site's runtime provides for React's module names (the
// site's build aliases react and react-dom to preact/compat): anything else
// React exports (useOptimistic, useActionState, Activity, react-dom's
// preload...) is undefined there at run time.
const compat = await import('preact/compat');
const compatClient = await import('preact/compat/client');
const provided = (mod) =>
  Object.keys(mod).filter((n) => n !== 'default' && !n.startsWith('__'));
const ONLY_PREACT_COMPAT =
  "is not in Preact's React compatibility layer, which runs the public site.";

// A view is one screen: src/views/<area>/<screen>/ when the area folder holds
// only folders (system, monitor, project, tool), otherwise the area folder
// itself (dashboard, login, error...). Sub-screens nested deeper (user/profile,
// role/auth-user, job/log) belong to their screen.
const root = path.dirname(fileURLToPath(import.meta.url));
const dirents = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true });
const views = dirents('src/views')
  .filter((area) => area.isDirectory())
  .flatMap(({ name: area }) => {
    const entries = dirents(`src/views/${area}`);
    return entries.some((e) => e.isFile())
      ? [area]
      : entries.filter((e) => e.isDirectory()).map((e) => `${area}/${e.name}`);
  });

// What the public site (and the modules it loads) may import from src/:
// nothing of the back office, only these framework-free modules.
const SITE_ALLOWED = [
  './website',
  './api/website',
  './types',
  './shared',
  './config',
  // captchaSrc: a pure data-URL helper the enquiry form shares with login.
  './components/auth-form/captcha.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'bench-data',
      'public',
      'test-results',
      'playwright-report',
      '.reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['axios'],
              importNames: ['default'],
              message: 'Use src/lib/request.ts, the one HTTP client.',
            },
          ],
        },
      ],
    },
  },
  {
    // The public site stays light: none of the back office's heavy parts.
    files: ['src/website/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'antd',
                'antd/*',
                '@ant-design/*',
                'echarts',
                'echarts/*',
                'echarts-for-react',
                'echarts-for-react/*',
                'tinymce',
                'tinymce/*',
                '@tinymce/*',
                '@/layout',
                '@/layout/*',
                '@/views/*',
                '@/components/editor',
                '@/components/editor/*',
              ],
              message:
                'The public site does not load antd, echarts, TinyMCE or the admin shell.',
            },
            {
              group: ['axios'],
              importNames: ['default'],
              message: 'Use src/lib/request.ts, the one HTTP client.',
            },
          ],
        },
      ],
    },
  },
  {
    // The public site runs on Preact: only React APIs its compatibility
    // layer provides (types are free).
    files: ['src/website/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom'].map((name) => ({
              name,
              allowImportNames: provided(compat),
              allowTypeImports: true,
              message: `Only what ${ONLY_PREACT_COMPAT.replace('is not', 'is')}`,
            })),
            {
              name: 'react-dom/client',
              allowImportNames: provided(compatClient),
              message: `Only what ${ONLY_PREACT_COMPAT.replace('is not', 'is')}`,
            },
            {
              name: 'react-dom/server',
              message: `React's server renderer ${ONLY_PREACT_COMPAT} Use preact-render-to-string.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/components/**',
      'src/hooks/**',
      'src/stores/**',
      'src/lib/**',
      'src/utils/**',
      'src/api/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@/views/*', '../views/*', '../../views/*'] },
      ],
    },
  },
  {
    // Import direction between the layers, checked on resolved paths (so
    // relative and `@/` imports alike).
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The server imports its TypeScript files with a .js suffix.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@': [path.join(root, 'src')] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            // A view imports only its own folder; what views share lives in
            // src/components or src/hooks.
            ...views.map((view) => ({
              target: `src/views/${view}`,
              from: 'src/views',
              except: [`./${view}`],
              message: `A view does not import another view (${view} is its own screen).`,
            })),
            // The public site, and the modules it loads from outside its
            // folder, never pull in the back office.
            {
              target: [
                'src/website',
                'src/api/website',
                'src/shared',
                'src/types',
                'src/config',
              ],
              from: 'src',
              except: SITE_ALLOWED,
              message:
                'The public site (and what it loads) imports only src/website, src/api/website, src/types, src/shared, src/config and the captcha helper.',
            },
            // The request layer and other helpers sit below the stores and
            // the router.
            {
              target: 'src/lib',
              from: ['src/stores', 'src/router'],
              message: 'src/lib does not import stores or the router.',
            },
            // The server's layers, one way: routes and plugins over
            // services, services over repositories and the infrastructure
            // helpers of services/infra, all over db, kv and i18n.
            {
              target: 'server/src/repositories',
              from: [
                'server/src/services',
                'server/src/routes',
                'server/src/plugins',
              ],
              message:
                'Repositories do not import services, routes or plugins.',
            },
            {
              target: 'server/src/services',
              from: ['server/src/routes', 'server/src/plugins'],
              message: 'Services do not import routes or plugins.',
            },
            {
              target: 'server/src/services/infra',
              from: 'server/src/services',
              except: ['./infra'],
              message:
                'Infrastructure helpers (services/infra) import no business service.',
            },
            {
              target: 'server/src/services/infra',
              from: 'server/src/repositories',
              message:
                'Infrastructure helpers (services/infra) import no repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes reach repositories through app.repos (generated modules aside).
    files: ['server/src/routes/**/*.ts'],
    ignores: ['server/src/routes/generated/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/Repository$/]',
          message: 'Routes reach repositories through app.repos.',
        },
      ],
    },
  },
  {
    // No import cycles (type-only imports excepted).
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
