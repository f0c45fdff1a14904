import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'apps/web/src/locales/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^\\S*$', '^[^A-Za-z]*$'],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            'document.querySelector*',
            'document.getElementById',
            'document.createElement',
            '*.setAttribute',
            '*.getAttribute',
            'localStorage.*',
            'new Intl.*',
            'require',
            'import',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^([A-Z][A-Z0-9_]+|cookie|className|id|key|to|href|src|type|role|name|variant|color|size|c|fw|ta|justify|align|position|component|target|rel|radius|data-.*|aria-hidden|testId|method|mode|path|url|queryKey)$',
              },
            },
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'warn',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/web/src/test/**', '**/*.config.{ts,js}', 'apps/web/build/**'],
    rules: { 'lingui/no-unlocalized-strings': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
