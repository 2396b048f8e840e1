// The lists' keyword filters through the search index (issue 15, docs/search.md), on the database that
// bench/search.mjs grows (`DATA_DIR`, 100,000 documents across the kinds: run it first): for each list, the
// first page of a common Korean word, a rare Korean word and an English word, uncached (the read cache is
// emptied before each call), against the substring scan the lists used before (`like '%…%'` over the same
// columns, the count and the page), in one run. Median and p95 ms over `ROUNDS`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { forgetReads } from '#db/cache/read-cache.ts';
import { openLibsql } from '#db/libsql.ts';
import { listCatalogue } from '#db/queries/catalogue-content.ts';
import { listFaqs } from '#db/queries/faq.ts';
import { listPosts } from '#db/queries/forum.ts';
import { preBuiltModelKind } from '#db/queries/pre-built-model.ts';
import { englishWords, koreanWords } from './lib/grow-search.mjs';
import { timeRounds } from './lib/measure.mjs';

const rounds = Number(process.env.ROUNDS ?? 30);
const file = `${resolve(process.env.DATA_DIR ?? 'test-results/bench-search')}/portal.db`;
if (!existsSync(file)) throw new Error(`${file} is missing: run bench/search.mjs first`);
const { db, client } = await openLibsql(`file:${file}`);

async function time(run) {
  const { p50, p95 } = await timeRounds(run, rounds);
  return `${p50.toFixed(1).padStart(7)} / ${p95.toFixed(1).padStart(7)}`;
}
const like = (columns, keyword) => sql.raw(columns.map((column) => `${column} like '%${keyword.replaceAll("'", "''")}%'`).join(' or '));

const lists = [
  {
    name: 'pre-built models',
    table: 'pre_built_model',
    columns: ['title_kr', 'title_en', 'benefit_kr', 'benefit_en', 'overview_kr', 'overview_en'],
    live: "del_yn = 'N'",
    order: 'ins_dtm desc, id desc',
    run: (keyword) => listCatalogue(db, preBuiltModelKind, { page: 1, pageSize: 9, keyword }),
    topic: 'PRE_BUILT_MODEL',
  },
  {
    name: 'community FAQ',
    table: 'faq',
    columns: ['title_kr', 'title_en', 'content_kr', 'content_en'],
    live: 'is_deleted = 0',
    order: 'ins_dtm desc, id desc',
    run: (keyword) => listFaqs(db, { page: 1, pageSize: 10, keyword }),
    topic: 'FAQ',
  },
  {
    name: 'forum (all boards)',
    table: 'forum_post',
    columns: ['title', 'content', 'ins_by_user_name'],
    live: 'is_deleted = 0 and is_hidden = 0',
    order: 'ins_dtm desc, id desc',
    run: (keyword) => listPosts(db, null, { page: 1, pageSize: 10, keyword, searchCondition: 'ALL' }),
    topic: 'FORUM',
  },
];

const [rows] = await db.all(
  sql`select (select count(*) from pre_built_model) as models, (select count(*) from faq) as faqs, (select count(*) from forum_post) as posts`,
);
console.log(`rows: ${rows.models} models, ${rows.faqs} FAQ questions, ${rows.posts} posts\n`);
console.log('list                 keyword      matches   index p50 / p95 ms   substring scan p50 / p95 ms');
for (const list of lists) {
  for (const keyword of [koreanWords[0], koreanWords.at(-3), englishWords[4]]) {
    const page = await list.run(keyword);
    const index = await time(() => {
      forgetReads(db, list.topic);
      return list.run(keyword);
    });
    const where = sql`${sql.raw(list.live)} and (${like(list.columns, keyword)})`;
    const scan = await time(() =>
      Promise.all([
        db.all(sql`select count(*) from ${sql.raw(list.table)} where ${where}`),
        db.all(sql`select id from ${sql.raw(list.table)} where ${where} order by ${sql.raw(list.order)} limit 10`),
      ]),
    );
    console.log(`${list.name.padEnd(20)} ${keyword.padEnd(12)} ${String(page.total).padStart(7)}   ${index}        ${scan}`);
  }
}
client.close();
