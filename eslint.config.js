import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
