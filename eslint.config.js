import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', '.vitest-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Components never call fetch: only lib/ clients and features/*/api do (ARCHITECTURE.md).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the API clients in src/lib/api.' }],
    },
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/features/*/api/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // process.env is read in one place: the server's config.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', '**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from config.ts.' },
      ],
    },
  },
);
