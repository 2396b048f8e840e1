// What one site-wide search costs on the demo content (issue 31: "a first query costs at most 1 ms"): a
// freshly migrated and seeded database (scripts/seed-demo.ts: the demo content, the glossary, the index
// drained), then for a few keywords the CPU and wall time of one searchAll, a query not answered before
// (nothing keeps answers; the glossary is in the read cache, as in a running server), as a visitor and as
// ADMIN: the first call of the keyword in the process, and the p50 and p95 over `ROUNDS=200` calls after 5
// to warm up. The first search of the process (statements prepared, the glossary read, code compiled) is
// given apart.
//   DATA_DIR=…   where the demo database is made (kept: a second run reuses it)
//   TREE=…       measures another checkout's code and seed (see bench/search.mjs)
//   taskset -c 1 node bench/search-demo.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { quantile } from './lib/measure.mjs';

const rounds = Number(process.env.ROUNDS ?? 200);
const dir = resolve(process.env.DATA_DIR ?? 'test-results/bench-search-demo');
const tree = resolve(process.env.TREE ?? fileURLToPath(new URL('..', import.meta.url)));
mkdirSync(dir, { recursive: true });
const file = `${dir}/portal.db`;
if (!existsSync(file)) {
  const env = { ...process.env, DATABASE_URL: `file:${file}`, UPLOADS_DIR: `${dir}/uploads`, OUTBOX_DIR: `${dir}/outbox`, PUBLIC_SITE_URL: 'http://127.0.0.1' };
  const t = performance.now();
  execFileSync(process.execPath, [`${tree}/scripts/seed-demo.ts`], { env, stdio: 'inherit', cwd: tree });
  console.log(`seeded the demo content in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const load = (path) => import(pathToFileURL(`${tree}/${path}`).href);
const { openLibsql } = await load('db/libsql.ts');
const { searchAll } = await load('db/queries/search/search.ts');
const { db, client } = await openLibsql(`file:${file}`);

/** CPU and wall milliseconds of one call. */
async function once(run) {
  const used = process.cpuUsage();
  const started = performance.now();
  const answer = await run();
  const wall = performance.now() - started;
  const { user, system } = process.cpuUsage(used);
  return { cpu: (user + system) / 1000, wall, answer };
}

const admin = { accountId: 1, email: 'admin@example-analytics.com', role: 'ADMIN' };
const queries = [
  ['수요예측', 'ko'],
  ['forecst', 'en'],
  ['ㅅㅇㅇㅊ', 'ko'],
  ['regression', 'en'],
  ['데이터 허브', 'ko'],
  ['모델을', 'ko'],
  ['수요예칙', 'ko'],
];

const first = await once(() => searchAll(db, null, 'xgb', 'ko'));
console.log(`code of ${tree}; the first search of the process (xgb): ${first.cpu.toFixed(2)} ms CPU, ${first.wall.toFixed(2)} ms wall; ROUNDS=${rounds}\n`);
console.log('keyword        reader   matches  correction     first call cpu / wall ms   cpu p50 / p95 ms   wall p50 / p95 ms');
const f = (x) => x.toFixed(2).padStart(6);
for (const [keyword, lang] of queries) {
  for (const [who, reader] of [
    ['visitor', null],
    ['ADMIN', admin],
  ]) {
    const call = () => searchAll(db, reader, keyword, lang);
    const cold = await once(call);
    const matches = cold.answer.groups.reduce((sum, group) => sum + group.total, 0);
    const correction = cold.answer.correction ? `${cold.answer.correction.searched ? '=' : '?'}${cold.answer.correction.keyword}` : '';
    for (let i = 0; i < 5; i++) await call();
    const samples = [];
    for (let i = 0; i < rounds; i++) samples.push(await once(call));
    const cpu = samples.map((s) => s.cpu);
    const wall = samples.map((s) => s.wall);
    console.log(
      `${keyword.padEnd(14)} ${who.padEnd(7)}  ${String(matches).padStart(7)}  ${correction.padEnd(13)}  ${f(cold.cpu)} / ${f(cold.wall)}            ${f(quantile(cpu, 0.5))} / ${f(quantile(cpu, 0.95))}   ${f(quantile(wall, 0.5))} / ${f(quantile(wall, 0.95))}`,
    );
  }
}
client.close();
