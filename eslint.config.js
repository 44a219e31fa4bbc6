import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The web app's layers (docs/architecture.md "Boundaries"): a feature imports components/, lib/,
// hooks/, config/, test/, @atrium/shared and itself; components/ and lib/ sit below every feature
// and below app/. One zone per feature, so a new feature folder is covered without editing this.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'apps/web/src';
const webFeatures = fs
  .readdirSync(`${ROOT}${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: 'A feature never imports another: move what both need to components/ or lib/.',
}));
const appZone = {
  target: `${WEB}/features`,
  from: [`${WEB}/app`, `${WEB}/main.tsx`, `${WEB}/entry-server.tsx`, 'apps/server'],
  message: 'Features are below app/: the app wires features together, not the other way round.',
};
const sharedZone = {
  target: [`${WEB}/components`, `${WEB}/lib`],
  from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/main.tsx`, `${WEB}/entry-server.tsx`],
  message: 'components/ and lib/ are below every feature and app/: they import neither.',
};

// File names: PascalCase for a React component's file, kebab-case for every other module; a
// dotted suffix says what the file is (`news.service.ts`, `SpaceCard.test.tsx`).
const FILE_NAME = /^([A-Z][A-Za-z0-9]*|[a-z0-9]+(-[a-z0-9]+)*)(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js|mjs)$/;
const fileNamePlugin = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        const folders = context.filename.slice(ROOT.length).split(/[\\/]/).slice(0, -1);
        return {
          Program(node) {
            if (!FILE_NAME.test(name))
              context.report({
                node,
                message: `File name "${name}": PascalCase for a component, kebab-case otherwise.`,
              });
            const folder = folders.find((f) => !/^[a-z0-9]+(-[a-z0-9]+)*$|^\.[a-z]+$/.test(f));
            if (folder) context.report({ node, message: `Folder name "${folder}": kebab-case.` });
          },
        };
      },
    },
  },
};

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
      // `import { type A } from 'm'` still loads m (verbatimModuleSyntax): a schema module pulled
      // into a page's chunk by a type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Components never call fetch: only lib/ clients and features/*/api do (docs/architecture.md).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the API clients in src/lib/api.' }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files, and no-cycle would see no TypeScript module.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}apps/web/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...featureZones, appZone, sharedZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A feature's whole-app tests render app/'s routes (as test/render-app.tsx does).
    files: [`${WEB}/features/**/*.test.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...featureZones, sharedZone] }] },
  },
  {
    // Past the parent folder, an import names its place from the app's root: #web/… or #server/….
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node} > Literal.source[value=/^\\.\\.\\/\\.\\.\\//]`,
          message: 'Import from #web/… or #server/… instead of climbing two folders or more.',
        })),
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/scripts/**/*.{ts,mjs}', 'packages/shared/src/**/*.ts', 'e2e/**/*.ts'],
    plugins: { atrium: fileNamePlugin },
    rules: { 'atrium/file-name': 'error' },
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
  {
    // Only a module's repository and table files (and db/) hold SQL (docs/architecture.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.table.ts',
      'apps/server/src/db/**',
      '**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: "SQL lives in the module's repository (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Services and presenters know no HTTP: they take an actor and plain values.
    files: ['apps/server/src/**/*.{service,presenter}.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: "SQL lives in the module's repository." },
            {
              group: ['fastify', 'fastify/*'],
              message: 'Services take an actor, not a request (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories are where SQL is: the fastify rule above without the drizzle one.
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', 'fastify/*'], message: 'Repositories know no HTTP.' }] },
      ],
    },
  },
  {
    // Public pages read through lib/reads: TanStack Query would add 9 KB to every first load.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/features/admin/**',
      'apps/web/src/features/account/**',
      'apps/web/src/components/mfa/**',
      'apps/web/src/lib/query-client.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              message: 'Public pages read through #web/lib/reads (docs/decisions/040-own-read-cache.md).',
            },
          ],
        },
      ],
    },
  },
);
