// Site-wide search at scale (issue 15, docs/search.md): `DOCUMENTS=100000` rows across the kinds (half Korean,
// half English, Zipf-like domain words: lib/grow-search.mjs) in a migrated embedded database, indexed by
// draining the queue the triggers filled; then p50 and p95 of searchAll and searchMore (page 1 and page 5)
// for a common word, a rare word, two words and a prefix, in both languages, as a visitor and as ADMIN
// (`ROUNDS=40` each, after 5 to warm up); the index's size against the content's (dbstat); and the time from
// writing one new document to a search that finds it.
//   DATA_DIR=…   keeps the grown database (a second run skips growing and indexing)
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { refreshSearchIndex } from '#db/queries/search/refresh.ts';
import { searchAll, searchMore } from '#db/queries/search/search.ts';
import { englishWords, growSearch, koreanWords } from './lib/grow-search.mjs';
import { quantile, timeRounds } from './lib/measure.mjs';

const documents = Number(process.env.DOCUMENTS ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 40);
const dir = resolve(process.env.DATA_DIR ?? 'test-results/bench-search');
mkdirSync(dir, { recursive: true });
const file = `${dir}/portal.db`;
const fresh = !existsSync(file);

let { db, client } = await openLibsql(`file:${file}`);
await migrateLibsql(db);
if (fresh) {
  client.close();
  let t = performance.now();
  const written = growSearch(file, { documents });
  console.log(`grew ${written} documents in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  ({ db, client } = await openLibsql(`file:${file}`));
  t = performance.now();
  const taken = await refreshSearchIndex(db, 500);
  console.log(`indexed ${taken} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const time = (run) => timeRounds(run, rounds, 5);

const admin = { accountId: 1, email: 'admin@example-analytics.com', role: 'ADMIN' };
const queries = [
  ['common (ko)', koreanWords[0], 'ko'],
  ['common (en)', englishWords[0], 'en'],
  ['rare (ko)', koreanWords.at(-3), 'ko'],
  ['rare (en)', englishWords.at(-3), 'en'],
  ['two words (ko)', `${koreanWords[3]} ${koreanWords[9]}`, 'ko'],
  ['two words (en)', `${englishWords[3]} ${englishWords[9]}`, 'en'],
  ['particle (ko)', `${koreanWords[1]}을`, 'ko'],
  ['prefix (en)', englishWords[3].slice(0, 4), 'en'],
  ['code', 'xgb', 'en'],
];

const [counts] = await db.all(sql`select (select count(*) from search_entry) as entries, (select count(distinct kind || ref_id) from search_entry) as docs`);
console.log(`index: ${counts.entries} entries of ${counts.docs} documents\n`);
console.log('query              keyword        matches  reader   searchAll p50/p95 ms   searchMore p1 p50/p95   searchMore p5 p50/p95');
for (const [label, keyword, lang] of queries) {
  for (const [who, reader] of [
    ['visitor', null],
    ['ADMIN', admin],
  ]) {
    const all = await searchAll(db, reader, keyword, lang);
    const matches = all.groups.reduce((sum, group) => sum + group.total, 0);
    const biggest = [...all.groups].sort((a, b) => b.total - a.total)[0];
    const a = await time(() => searchAll(db, reader, keyword, lang));
    const m1 = await time(() => searchMore(db, reader, { keyword, categoryName: biggest.category, pageNo: 1 }, lang));
    const m5 = await time(() => searchMore(db, reader, { keyword, categoryName: biggest.category, pageNo: 5 }, lang));
    const f = (x) => x.toFixed(1).padStart(6);
    console.log(
      `${label.padEnd(18)} ${keyword.padEnd(14)} ${String(matches).padStart(7)}  ${who.padEnd(7)}  ${f(a.p50)} / ${f(a.p95)}        ${f(m1.p50)} / ${f(m1.p95)}         ${f(m5.p50)} / ${f(m5.p95)}`,
    );
  }
}

// sizes: the index (entries, the FTS5 shadow tables, the queue) against the content it indexes
const sizes = await db.all(sql`select name, sum(pgsize) as bytes from dbstat group by name`);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const isIndex = (name) => name.startsWith('search_') || name.startsWith('sqlite_autoindex_search_');
const content = [
  'forum_post',
  'faq',
  'knowledge_model',
  'knowledge_data_set',
  'partner_qna',
  'pre_built_model',
  'success_story',
  'partner_faq',
  'partner_library',
  'video',
];
const indexBytes = sizes.filter((row) => isIndex(row.name)).reduce((sum, row) => sum + row.bytes, 0);
const contentBytes = sizes.filter((row) => content.includes(row.name)).reduce((sum, row) => sum + row.bytes, 0);
console.log(
  `\nsize: index ${mb(indexBytes)} MB (${sizes
    .filter((row) => isIndex(row.name))
    .map((row) => `${row.name} ${mb(row.bytes)}`)
    .join(', ')}) against content tables ${mb(contentBytes)} MB`,
);

// one new document: written, then found by the next search (which drains the queue first)
const samples = [];
const run = Date.now().toString(36);
for (let i = 0; i < 20; i++) {
  // a word no earlier run wrote (DATA_DIR keeps the database)
  const word = `nd${run}x${i}`;
  const t = performance.now();
  await db.run(
    sql`insert into faq (title_kr, title_en, content_kr, content_en, category_id, ins_dtm) values (${`${word} 안내`}, 'New', '<p>본문</p>', '<p>body</p>', 1, ${new Date().toISOString()})`,
  );
  const written = performance.now();
  const found = await searchAll(db, null, word, 'ko');
  if (found.groups.find((group) => group.category === 'COMMUNITY_FAQ')?.total !== 1) throw new Error('the new document was not found');
  samples.push([written - t, performance.now() - written]);
}
const searchWithDrain = samples.map(([, s]) => s);
const plain = await time(() => searchAll(db, null, `nd${run}x3`, 'ko'));
console.log(
  `one new document: write p50 ${quantile(
    samples.map(([w]) => w),
    0.5,
  ).toFixed(
    1,
  )} ms; the next search, draining it, p50 ${quantile(searchWithDrain, 0.5).toFixed(1)} ms (the same search without a drain ${plain.p50.toFixed(1)} ms)`,
);
client.close();
