// The formatter (decision 007): Prettier, with Astro files and the project's import order — Node's own
// modules, packages, the project's aliases (#api, #core, #db, #runtime), then relative paths.
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro', '@ianvs/prettier-plugin-sort-imports'],
  importOrder: ['<BUILTIN_MODULES>', '<THIRD_PARTY_MODULES>', '^#', '^[.]'],
  importOrderTypeScriptVersion: '5.9.3',
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
