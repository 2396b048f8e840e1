// The model lists' orders and card filters at size (issue 35): `MODELS=100000` pre-built models and as many
// shared models with cards, views and titles in both languages (lib/grow-model-cards.mjs) in a migrated
// embedded database; then each list query of both lists (the default newest list, each card filter, each
// order, a filter with an order, the last page) timed as the portal reads it: in Node with the read cache
// emptied before each call (a pre-built list then reads every matching id in its order, decision 012), and
// as the Worker does, without a cache (a count and one page). Medians and p95 ms over `ROUNDS`, and each
// median's ratio to the default newest list's, which is the list as it was before the orders and filters
// (the same query: `sort=newest` without a card filter reads exactly what it read), and the plans SQLite
// chooses (EXPLAIN QUERY PLAN).
//   node bench/catalogue-lists.mjs
//   DATA_DIR=…   keeps the grown database (a second run skips growing)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { configureReadCache, forgetReads } from '#db/cache/read-cache.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { listKnowledgeModels } from '#db/queries/knowledge-sharing.ts';
import { listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { quantile } from './lib/measure.mjs';

const MODELS = Number(process.env.MODELS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const dir = resolve(process.env.DATA_DIR ?? 'test-results/bench-catalogue-lists');
mkdirSync(dir, { recursive: true });
const file = `${dir}/portal.db`;
const fresh = !existsSync(file);

let { db, client } = await openLibsql(`file:${file}`);
await migrateLibsql(db);
if (fresh) {
  client.close();
  const started = performance.now();
  // grown in a process of its own: node:sqlite and libsql in one process would each hold the file's POSIX locks, and
  // one closing the file drops the other's (SQLite's documented hazard), which corrupted the file it reopened
  const grow = `import { growModelCards } from ${JSON.stringify(new URL('./lib/grow-model-cards.mjs', import.meta.url).href)}; growModelCards(${JSON.stringify(file)}, ${MODELS});`;
  const { status } = spawnSync(process.execPath, ['--input-type=module', '-e', grow], { stdio: 'inherit' });
  if (status !== 0) throw new Error('growing the database failed');
  console.log(`grown in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  ({ db, client } = await openLibsql(`file:${file}`));
}
// the Worker's reads: the same database without a cache
let worker = await openLibsql(`file:${file}`);
configureReadCache(worker.db, { maxEntries: 0, maxAgeMs: 0 });

const PRE = 9;
const SHARED = 10;
const lastPage = (total, size) => Math.max(1, Math.ceil(total / size));
const [{ n: preTotal }] = (await client.execute(`select count(*) as n from pre_built_model where del_yn = 'N'`)).rows;
const [{ n: sharedTotal }] = (await client.execute('select count(*) as n from knowledge_model where is_deleted = 0')).rows;

/** The cases: a name, the filter beside page and size, and the plan's WHERE and ORDER BY. */
const cases = [
  ['default (newest)', {}],
  ['task=vision', { card: { task: 'vision' } }],
  ['framework=xgboost', { card: { framework: 'xgboost' } }],
  ['licence=MIT', { card: { licence: 'MIT' } }],
  ['inputType=image', { card: { inputType: 'image' } }],
  ['sort=views', { sort: 'views' }],
  ['sort=title (ko)', { sort: 'title', lang: 'ko' }],
  ['sort=title (en)', { sort: 'title', lang: 'en' }],
  ['task=vision, sort=views', { sort: 'views', card: { task: 'vision' } }],
  ['task=vision, licence=MIT', { card: { task: 'vision', licence: 'MIT' } }],
  ['last page (newest)', { last: true }],
  ['last page (views)', { sort: 'views', last: true }],
];

const lists = [
  {
    name: 'pre-built models',
    topic: 'PRE_BUILT_MODEL',
    list: (on, { last, ...filter }) =>
      listPreBuiltModels(on, { page: last ? lastPage(preTotal, PRE) : 1, pageSize: PRE, ...filter }).then((page) => page.items.length),
  },
  {
    name: 'shared models',
    topic: 'KNOWLEDGE_MODEL',
    list: (on, { last, lang: _lang, ...filter }) =>
      listKnowledgeModels(on, { page: last ? lastPage(sharedTotal, SHARED) : 1, pageSize: SHARED, searchCondition: 'all', ...filter }).then(
        (page) => page.items.length,
      ),
  },
];

async function timed(run) {
  for (let i = 0; i < 2; i++) await run();
  const samples = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

async function measure(only) {
  const figures = {};
  for (const list of lists) {
    for (const [name, filter] of cases) {
      if (only && !only(name)) continue;
      const node = await timed(() => {
        forgetReads(db, list.topic);
        return list.list(db, filter);
      });
      const alone = await timed(() => list.list(worker.db, filter));
      figures[`${list.name}\t${name}`] = { node, alone };
    }
  }
  return figures;
}

function report(title, figures, base = figures) {
  console.log(`\n${title}: ms, median / p95 (×default median)`);
  console.log('list\tcase\tNode, cache emptied\tno cache (Worker)');
  for (const [key, { node, alone }] of Object.entries(figures)) {
    const list = key.split('\t')[0];
    const reference = base[`${list}\tdefault (newest)`] ?? figures[`${list}\tdefault (newest)`];
    const cell = (m, ref) => `${m.p50.toFixed(1)} / ${m.p95.toFixed(1)} (×${(m.p50 / ref.p50).toFixed(2)})`;
    console.log(`${key}\t${cell(node, reference.node)}\t${cell(alone, reference.alone)}`);
  }
}

const plans = [
  ['pre-built, task', `select id from pre_built_model where del_yn = 'N' and task = 'vision' order by ins_dtm desc, id desc`],
  ['pre-built, views', `select id from pre_built_model where del_yn = 'N' order by view desc, ins_dtm desc, id desc`],
  ['pre-built, title ko', `select id from pre_built_model where del_yn = 'N' order by title_kr, id`],
  ['pre-built, task + views', `select id from pre_built_model where del_yn = 'N' and task = 'vision' order by view desc, ins_dtm desc, id desc`],
  ['shared, licence', `select * from knowledge_model where is_deleted = 0 and licence = 'MIT' order by ins_dtm desc, id desc limit 10`],
  ['shared, views', `select * from knowledge_model where is_deleted = 0 order by view desc, ins_dtm desc, id desc limit 10`],
  ['shared, title', `select * from knowledge_model where is_deleted = 0 order by model_name, id limit 10`],
  [
    'shared, views, last page',
    `select * from knowledge_model where is_deleted = 0 order by view desc, ins_dtm desc, id desc limit 10 offset ${SHARED * (lastPage(sharedTotal, SHARED) - 1)}`,
  ],
];
async function explain(title) {
  console.log(`\n${title}`);
  for (const [name, query] of plans) {
    const rows = (await client.execute(`explain query plan ${query}`)).rows.map((row) => row.detail).join('; ');
    console.log(`${name}\t${rows}`);
  }
}

console.log(`${preTotal} live pre-built models, ${sharedTotal} live shared models, ${ROUNDS} rounds`);
await explain('plans with the indexes of migration 0039');
report('with the indexes of migration 0039', await measure());
worker.client.close();
client.close();
