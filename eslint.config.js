// Lint with zero warnings: typed rules from typescript-eslint, the dependency rules of DESIGN.md §2
// as import restrictions, no import cycles, Astro and React hooks rules.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.wrangler/', '.tools/', 'node_modules/', 'test-results/', 'playwright-report/', 'edge-api/worker-configuration.d.ts', 'db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.worker.json', './admin/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver?.() ?? []].flat() },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.astro'],
    // astro-eslint-parser does not give typed rules full type information for frontmatter yet
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', 'site/src/islands/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // the dependency rules (DESIGN.md §2)
  { files: ['core/**'], rules: restrict('core/ imports nothing of the apps: only valibot and i18next', ['#db/*', '#api/*', '**/db/**', '**/edge-api/**', '**/site/**', '**/admin/**', 'drizzle-orm*', 'hono*', 'react*', 'astro*']) },
  { files: ['db/**'], rules: restrict('db/ imports core/ only', ['#api/*', '**/edge-api/**', '**/site/**', '**/admin/**', 'hono*', 'react*', 'astro*']) },
  { files: ['edge-api/**'], rules: restrict('edge-api/ imports db/ and core/, never the front ends', ['**/site/**', '**/admin/**', 'react*']) },
  {
    files: ['site/src/**'],
    ignores: ['site/src/pages/**', 'site/src/fetch.ts', 'site/src/env.d.ts'],
    rules: restrict('site/ reaches data through the API; only on-demand pages call db/ queries', ['#db/*', '#api/*', '**/db/**', '**/edge-api/**']),
  },
  { files: ['admin/**'], rules: restrict('admin/ imports core/ only and reaches data through the API', ['#db/*', '#api/*', '**/db/**', '**/edge-api/**', '**/site/**']) },
);
