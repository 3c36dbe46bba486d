import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
