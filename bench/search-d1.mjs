// Site-wide search over D1 in `wrangler dev` (issue 15, issue 31): the database bench/search.mjs grew (100,000
// documents, the glossary seeded) copied into a local D1, then p50 and p95 of the search calls as a visitor,
// over HTTP, for the same query classes as bench/search.mjs (each in its reader's language:
// Accept-Language), and of the header box's suggestions, beside a call that reaches no database (a keyword
// with nothing to search) as the cost of the HTTP round trip and the Worker itself.
//   1. PUBLIC_SITE_URL=http://localhost:8791 npm run build:worker
//   2. npx wrangler d1 migrations apply DB --local --persist-to /tmp/wrb, then replace the D1 file it made
//      (/tmp/wrb/v3/d1/miniflare-D1DatabaseObject/<hash>.sqlite, and its -wal and -shm) with a copy of the
//      grown portal.db, checkpointed (`PRAGMA wal_checkpoint(TRUNCATE)`)
//   3. npx wrangler dev --persist-to /tmp/wrb --port 8791 --var PUBLIC_SITE_URL:http://localhost:8791
//   4. BASE_URL=http://localhost:8791 SERVER_PID=$(pgrep -f 'workerd serve.*entry=127.0.0.1:0') taskset -c 1 node bench/search-d1.mjs
//      (wrangler dev pinned to the other core: `taskset -c 0 npx wrangler dev …`)
// Each request names a client address of its own (`cf-connecting-ip`, which `wrangler dev` keeps when a
// request brings it): the bench makes hundreds of searches, far past the limit of one address
// (edge-api/src/lib/search-limit.ts: 120, then one a second), and measures the search, not the limit.
// A Worker without the suggestions (before issue 31) answers them 404: they are left out.
// A visitor's repeated search is answered from memory (edge-api/src/lib/cache-answers.ts), keyed by the
// whole address: every timed call adds a parameter the search ignores (`round`), so each one reaches D1, and
// one line gives the repeated search, answered from memory, apart.
//   SERVER_PID=…   the pids of `wrangler dev`'s processes, comma-separated: also their CPU time per request, steadier
//                  than the wall time on a busy machine. `wrangler dev` runs the Worker and D1's SQLite in one workerd
//                  (the one listening on 127.0.0.1:0), and a proxy in front of it in another workerd and in node.
import { searchPrefixes as prefixes, searchQueries as queries } from './lib/grow-search.mjs';
import { cpuMs, timeRounds } from './lib/measure.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:8791';
const rounds = Number(process.env.ROUNDS ?? 30);
const serverPids = (process.env.SERVER_PID ?? '').split(',').filter(Boolean).map(Number);
const serverCpu = () => serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
/** timeRounds's calls not counted: the server's CPU is read around them all. */
const WARM = 3;
let requests = 0;
/** A search from an address of its own (198.18.0.0/15 is set aside for benchmarks, RFC 2544). */
const search = (path, lang = 'ko') => {
  requests += 1;
  return fetch(`${base}${path}`, {
    headers: { 'cf-connecting-ip': `198.18.${(requests >> 8) & 255}.${requests & 255}`, 'accept-language': lang },
  });
};
async function time(path, lang, { fresh = true } = {}) {
  const get = async () => {
    const res = await search(fresh ? `${path}&round=${requests}` : path, lang);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const before = serverCpu();
  const { p50, p95 } = await timeRounds(get, rounds, WARM);
  const cpu = serverPids.length ? ` (${((serverCpu() - before) / (rounds + WARM)).toFixed(1).padStart(5)})` : '';
  return `${p50.toFixed(1).padStart(6)} / ${p95.toFixed(1).padStart(6)}${cpu}`;
}

const unit = serverPids.length ? 'p50 / p95 (server CPU per request) ms' : 'p50 / p95 ms';
console.log(`nothing to search (the round trip): ${await time('/api/public/searching?keyword=%22')} ${unit}, ROUNDS=${rounds}`);
const repeated = `/api/public/searching?keyword=${encodeURIComponent(queries[0][1])}`;
console.log(`a repeated search (${queries[0][1]}, answered from memory): ${await time(repeated, queries[0][2], { fresh: false })} ${unit}\n`);
console.log(`class               keyword             matches  correction         searchAll, searchMore p1, p5: ${unit}`);
for (const [label, keyword, lang] of queries) {
  const k = encodeURIComponent(keyword);
  const all = (await (await search(`/api/public/searching?keyword=${k}`, lang)).json()).data;
  const matches = all.groups.reduce((sum, group) => sum + group.total, 0);
  const correction = all.correction ? `${all.correction.searched ? '=' : '?'}${all.correction.keyword}` : '';
  const biggest = [...all.groups].sort((a, b) => b.total - a.total)[0].category;
  const a = await time(`/api/public/searching?keyword=${k}`, lang);
  const m1 = await time(`/api/public/searching/load-more?keyword=${k}&categoryName=${biggest}&pageNo=1`, lang);
  const m5 = await time(`/api/public/searching/load-more?keyword=${k}&categoryName=${biggest}&pageNo=5`, lang);
  console.log(`${label.padEnd(19)} ${keyword.padEnd(18)} ${String(matches).padStart(7)}  ${correction.padEnd(17)}  ${a}          ${m1}         ${m5}`);
}

if ((await search('/api/public/searching/suggest?keyword=%EC%88%98')).status === 404) console.log('\nno suggestions in this Worker');
else {
  console.log(`\nsuggestions: too little typed (the round trip): ${await time('/api/public/searching/suggest?keyword=a', 'en')} ${unit}`);
  console.log(`suggestions         typed          offered   ${unit}`);
  for (const [label, typed, lang] of prefixes) {
    const path = `/api/public/searching/suggest?keyword=${encodeURIComponent(typed)}`;
    const offered = (await (await search(path, lang)).json()).data.suggestions.length;
    console.log(`${label.padEnd(19)} ${typed.padEnd(14)} ${String(offered).padStart(7)}   ${await time(path, lang)}`);
  }
}
