// Writes core/kinds/index.ts and db/kinds/index.ts, the lists of the kinds of content declared in core/kinds/
// and db/kinds/ (decision 039), and db/schema/index.ts, the tables of every file of db/schema/ (a kind's
// among them): `npm run kinds:index` after adding or removing a kind or a table's file. A static list, not `import.meta.glob`, because the
// kinds are also read outside Vite (Node scripts, Playwright, the Worker's tests). The kinds are listed in
// the order of their stable numbers; core/kinds/kinds.test.ts fails while the list is out of date.
import { readdirSync, writeFileSync } from 'node:fs';
import type { KindDeclaration } from '../core/kinds/types.ts';

const folder = new URL('../core/kinds/', import.meta.url);
const dbFolder = new URL('../db/kinds/', import.meta.url);
const schemaFolder = new URL('../db/schema/', import.meta.url);
// db/schema/'s files that hold no table: the shared column helpers and the index itself
const notTables = new Set(['columns.ts', 'index.ts']);
// the folder's own helpers, which declare no kind
const notKinds = new Set(['types.ts', 'file-types.ts', 'index.ts']);

const slugsIn = (where: URL) =>
  readdirSync(where)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !notKinds.has(name))
    .map((name) => name.slice(0, -'.ts'.length));

/** `partner-library` → `PARTNER_LIBRARY` (the kind's name), `partnerLibrary` (the import's). */
const kindName = (slug: string) => slug.toUpperCase().replaceAll('-', '_');
const importName = (slug: string) => slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** db/schema/index.ts: every table's file, so a new table (a kind's) needs no hand-kept line. */
function schemaIndexText(): string {
  const files = readdirSync(schemaFolder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !notTables.has(name))
    .sort();
  return [
    '// Written by `npm run kinds:index` (scripts/kinds-index.ts) from the files of this folder: do not edit by hand.',
    "// Every table's file (columns.ts holds the shared column helpers); db/client.ts and drizzle.config.ts read this.",
    ...files.map((name) => `export * from './${name}';`),
    '',
  ].join('\n');
}

/** The three index files' texts: core/kinds/index.ts, db/kinds/index.ts, then db/schema/index.ts. */
export async function kindsIndexTexts(): Promise<[string, string, string]> {
  const slugs = slugsIn(folder);
  // db/kinds/ also holds the helpers of its declarations (each.ts, triggers.ts): a kind is a name of core/kinds/
  const dbSlugs = new Set(readdirSync(dbFolder).map((name) => name.slice(0, -'.ts'.length)));
  const unpaired = slugs.filter((slug) => !dbSlugs.has(slug));
  if (unpaired.length)
    throw new Error(`every kind is declared in core/kinds/ and in db/kinds/: ${unpaired.map((slug) => `db/kinds/${slug}.ts`).join(', ')} is missing`);
  const badName = slugs.find((slug) => !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug));
  if (badName) throw new Error(`core/kinds/${badName}.ts: a kind's file is named by its name in lower case with hyphens (partner-library)`);
  const declared = await Promise.all(
    slugs.map(async (slug) => ({ slug, kind: ((await import(new URL(`${slug}.ts`, folder).href)) as { kind: KindDeclaration }).kind })),
  );
  for (const { slug, kind } of declared) {
    if (!kind) throw new Error(`core/kinds/${slug}.ts exports no \`kind\` (export const kind = defineKind({…}))`);
    if (!Number.isInteger(kind.number) || kind.number < 0 || kind.number > 15)
      throw new Error(`core/kinds/${slug}.ts: number ${kind.number} is not a whole number from 0 to 15`);
    const twin = declared.find((other) => other.slug !== slug && other.kind?.number === kind.number);
    if (twin) throw new Error(`core/kinds/${slug}.ts and ${twin.slug}.ts both take number ${kind.number}: numbers are never shared or reused`);
  }
  const ordered = declared.toSorted((a, b) => a.kind.number - b.kind.number);
  const sortedSlugs = slugs.toSorted();
  const core = [
    '// Written by `npm run kinds:index` (scripts/kinds-index.ts) from the files of this folder: do not edit by hand.',
    '// The kinds of content in the order of their numbers; core/content-kinds.ts and the registries read them.',
    // imports in the order of their files (as the formatter sorts them), the kinds in the order of their numbers
    ...declared
      .map(({ slug }) => slug)
      .sort()
      .map((slug) => `import { kind as ${importName(slug)} } from './${slug}.ts';`),
    '',
    'export const kindDeclarations = {',
    ...ordered.map(({ slug }) => `  ${kindName(slug)}: ${importName(slug)},`),
    '} as const;',
    '',
  ].join('\n');
  const db = [
    '// Written by `npm run kinds:index` (scripts/kinds-index.ts) from the files of this folder: do not edit by hand.',
    '// The kinds of content in the order of their numbers (core/kinds/); the registries of db/queries/ read them.',
    "import type { ContentKindName } from '#core/content-kinds.ts';",
    ...[
      ...sortedSlugs.map((slug) => `import { dbKind as ${importName(slug)} } from './${slug}.ts';`),
      "import type { DbKindDeclaration } from './types.ts';",
    ].sort((a, b) => a.slice(a.indexOf(' from ')).localeCompare(b.slice(b.indexOf(' from ')))),
    '',
    'export const dbKindDeclarations = {',
    ...ordered.map(({ slug }) => `  ${kindName(slug)}: ${importName(slug)},`),
    '} as const satisfies Record<ContentKindName, DbKindDeclaration>;',
    '',
  ].join('\n');
  return [core, db, schemaIndexText()];
}

if (import.meta.main) {
  const [core, db, schema] = await kindsIndexTexts();
  writeFileSync(new URL('index.ts', folder), core);
  writeFileSync(new URL('index.ts', dbFolder), db);
  writeFileSync(new URL('index.ts', schemaFolder), schema);
  const count = (text: string, start: string) => text.split('\n').filter((line) => line.startsWith(start)).length;
  console.log(`core/kinds/index.ts and db/kinds/index.ts: ${count(core, 'import')} kinds; db/schema/index.ts: ${count(schema, 'export')} files of tables`);
}
