// Writes core/i18n/messages/index.ts, the list of the message files: `npm run i18n:index` after adding or
// removing a file in core/i18n/messages/{ko,en}/. A static list, not `import.meta.glob`, because the
// catalogues are also loaded outside Vite (Node scripts, Playwright). core/i18n/translate.test.ts fails
// while the list is out of date with the folder.
import { readdirSync, writeFileSync } from 'node:fs';

const folder = new URL('../core/i18n/messages/', import.meta.url);
const langs = ['ko', 'en'] as const;

const areasOf = (lang: string) =>
  readdirSync(new URL(`${lang}/`, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

const areas = areasOf('ko');
for (const lang of langs) {
  const found = areasOf(lang);
  const missing = areas.filter((area) => !found.includes(area)).concat(found.filter((area) => !areas.includes(area)));
  if (missing.length) throw new Error(`messages/ko and messages/${lang} differ: ${missing.join(', ')}.json must be in both`);
}
const badName = areas.find((area) => !/^[a-z][A-Za-z0-9]*$/.test(area));
if (badName) throw new Error(`${badName}.json: a message file is named by the first segment of its keys (letters and digits)`);

const name = (lang: string, area: string) => `${lang}${area[0]!.toUpperCase()}${area.slice(1)}`;
const imports = langs.toSorted().flatMap((lang) => areas.map((area) => `import ${name(lang, area)} from './${lang}/${area}.json' with { type: 'json' };`));
const exports = langs.map((lang) => [`export const ${lang} = {`, ...areas.map((area) => `  ${area}: ${name(lang, area)},`), '};']);

const text = [
  '// Written by `npm run i18n:index` (scripts/i18n-index.ts) from the files in ko/ and en/: do not edit by hand.',
  '// One file per first key segment and language; catalogues.ts merges them.',
  ...imports,
  '',
  ...exports.flat(),
  '',
].join('\n');

writeFileSync(new URL('index.ts', folder), text);
console.log(`core/i18n/messages/index.ts: ${areas.length} areas in ${langs.join(' and ')}`);
