// Lint with zero warnings: typed rules from typescript-eslint, the dependency rules of DESIGN.md §2
// as import restrictions, no import cycles, Astro and React hooks rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message })) }],
});

const data = ['\\#db/*', '**/db/**'];
const server = ['\\#api/*', '**/edge-api/**'];
const apps = ['**/site/**', '**/admin/**'];

/** The console's features: none imports another; they are composed only in admin/src/app (bulletproof-react). */
const adminFeatures = readdirSync(new URL('./admin/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerRules = [
  {
    files: ['core/**'],
    rules: restrict(
      "core/ runs everywhere and imports nothing of the apps: only valibot and i18next (HTML parsing is the server's: edge-api/src/lib/rich-text.ts)",
      [...data, ...server, ...apps, 'drizzle-orm*', 'hono*', 'react*', 'astro*', 'sanitize-html', 'dompurify'],
    ),
  },
  { files: ['db/**'], rules: restrict('db/ imports core/ only', [...server, ...apps, 'hono*', 'react*', 'astro*']) },
  { files: ['edge-api/**'], rules: restrict('edge-api/ imports db/ and core/, never the front ends', [...apps, 'react*']) },
  {
    // code that runs in the browser (islands) or may (lib): no data, no server code
    files: ['site/src/islands/**', 'site/src/lib/**'],
    rules: restrict('site/src/islands and site/src/lib run in the browser: data and server helpers are for pages and site/src/server', [
      ...data,
      ...server,
      '**/server/**',
      'sanitize-html',
    ]),
  },
  {
    // rendered on the server, but handed their data by the page
    files: ['site/src/components/**', 'site/src/layouts/**'],
    rules: restrict('components and layouts get their data from the page (props); queries are for pages and site/src/server', data),
  },
  { files: ['admin/**'], rules: restrict('admin/ imports core/ only and reaches data through the API', [...data, ...server, '**/site/**']) },
  {
    files: ['admin/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...adminFeatures.map((feature) => ({
              target: `./admin/src/features/${feature}`,
              from: './admin/src/features',
              except: [`./${feature}`],
              message: 'an admin feature does not import another; compose them in admin/src/app',
            })),
            { target: './admin/src/features', from: './admin/src/app', message: 'features do not import the app that composes them' },
            {
              target: ['./admin/src/components', './admin/src/hooks', './admin/src/lib', './admin/src/types'],
              from: ['./admin/src/features', './admin/src/app'],
              message: 'shared parts do not import features or the app',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.wrangler/',
      '.tools/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'edge-api/worker-configuration.d.ts',
      'db/migrations/',
    ],
  },
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
      // import circles are dependency-cruiser's to find (`npm run lint:circles`, decision 039), type-only ones included;
      // import-x/no-cycle walked the same graph again from every file (8% of the lint's time)
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // a function past 120 lines holds two things; split it into named parts (components, hooks, helpers, describes)
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
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
  // the dependency rules (DESIGN.md §2, decision 005); each file meets one of them. A pattern that begins
  // with `#` must be escaped (`\\#db/*`), or the pattern syntax reads it as a comment and it matches nothing.
  ...layerRules,
);
