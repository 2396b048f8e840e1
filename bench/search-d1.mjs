// Site-wide search over D1 in `wrangler dev` (issue 15): the database bench/search.mjs grew (100,000
// documents) copied into a local D1, then p50 and p95 of the search calls as a visitor, over HTTP, for the
// same keywords as bench/search.mjs, beside a call that reaches no database (a keyword with nothing to
// search) as the cost of the HTTP round trip and the Worker itself.
//   1. PUBLIC_SITE_URL=http://localhost:8791 npm run build:worker
//   2. npx wrangler d1 migrations apply DB --local --persist-to /tmp/wrb, then replace the D1 file it made
//      (/tmp/wrb/v3/d1/miniflare-D1DatabaseObject/<hash>.sqlite, and its -wal and -shm) with a copy of the
//      grown portal.db, checkpointed (`PRAGMA wal_checkpoint(TRUNCATE)`)
//   3. npx wrangler dev --persist-to /tmp/wrb --port 8791 --var PUBLIC_SITE_URL:http://localhost:8791
//   4. BASE_URL=http://localhost:8791 node bench/search-d1.mjs
// Each request names a client address of its own (`cf-connecting-ip`, which `wrangler dev` keeps when a
// request brings it): the bench makes hundreds of searches, far past the limit of one address
// (edge-api/src/lib/search-limit.ts), and measures the search, not the limit.
import { englishWords, koreanWords } from './lib/grow-search.mjs';
import { timeRounds } from './lib/measure.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:8791';
const rounds = Number(process.env.ROUNDS ?? 30);
let requests = 0;
/** A search from an address of its own (198.18.0.0/15 is set aside for benchmarks, RFC 2544). */
const search = (path) => {
  requests += 1;
  return fetch(`${base}${path}`, { headers: { 'cf-connecting-ip': `198.18.${(requests >> 8) & 255}.${requests & 255}` } });
};
async function time(path) {
  const get = async () => {
    const res = await search(path);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const { p50, p95 } = await timeRounds(get, rounds);
  return `${p50.toFixed(1).padStart(6)} / ${p95.toFixed(1).padStart(6)}`;
}

const queries = [
  ['common (ko)', koreanWords[0]],
  ['common (en)', englishWords[0]],
  ['rare (ko)', koreanWords.at(-3)],
  ['rare (en)', englishWords.at(-3)],
  ['two words (ko)', `${koreanWords[3]} ${koreanWords[9]}`],
  ['two words (en)', `${englishWords[3]} ${englishWords[9]}`],
  ['particle (ko)', `${koreanWords[1]}을`],
  ['prefix (en)', englishWords[3].slice(0, 4)],
  ['code', 'xgb'],
];
console.log(`nothing to search (the round trip): ${await time('/api/public/searching?keyword=%22')} ms p50 / p95\n`);
console.log('query              keyword           searchAll p50/p95 ms   searchMore p1 p50/p95   p5 p50/p95');
for (const [label, keyword] of queries) {
  const k = encodeURIComponent(keyword);
  const all = await (await search(`/api/public/searching?keyword=${k}`)).json();
  const biggest = [...all.data.groups].sort((a, b) => b.total - a.total)[0].category;
  const a = await time(`/api/public/searching?keyword=${k}`);
  const m1 = await time(`/api/public/searching/load-more?keyword=${k}&categoryName=${biggest}&pageNo=1`);
  const m5 = await time(`/api/public/searching/load-more?keyword=${k}&categoryName=${biggest}&pageNo=5`);
  console.log(`${label.padEnd(18)} ${keyword.padEnd(16)}  ${a}          ${m1}         ${m5}`);
}
