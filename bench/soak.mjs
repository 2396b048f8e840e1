// A soak test of the built portal: pinned to core 0 (when taskset is there), on a fresh embedded database
// with the demo content, it receives mixed requests at a fixed rate from this process (keep-alive) for a
// long while. About 90 % are reads (API lists with varying pages and filters, details, code lists,
// banners, rendered pages in both languages, built files); the rest write: rendered detail pages (each
// view writes a usage row) and, about one a second, a member sign-up through the real API (a password
// hash, three rows and a mail in the outbox). Each minute it prints the server's resident memory, the
// requests done, the errors (status ≥ 500 or network errors; the expected 4xx are not errors) and the
// p99 latency of that minute; at the end, the growth of resident memory from minute 2 to the last one, and
// the resident memory 15 s after the load has stopped.
// Run `npm run build` first, then `npm run bench:soak`.
//   DURATION=600   seconds of load
//   RATE=100       requests per second, sent on schedule whether or not earlier ones have answered
//   SIGN_UPS=0     leaves the sign-ups out (their password hashes are most of the CPU time and native memory)
//   EXPORTS=3      adds the heaviest work the Node server does: the connection history is grown to 10,000
//                  rows, and each minute a signed-in admin asks for that many Excel exports of all of them
//                  at once (10,000 rows each, the most an export holds), besides the mix
import http from 'node:http';
import { EXPORT_MAX_ROWS } from '#api/lib/excel.ts';
import { requiredTerms } from '#core/auth/terms.ts';
import { consoleSession } from './lib/console-session.mjs';
import { growConsole } from './lib/grow-console.mjs';
import { rssMb } from './lib/measure.mjs';
import { demoIds, startPortal } from './lib/portal.mjs';

const duration = Number(process.env.DURATION ?? 600);
const rate = Number(process.env.RATE ?? 100);

// sign-ups are limited per client address (core/auth/limits.ts): each one comes through a "proxy" with an
// address of its own, which the portal reads only because TRUST_PROXY says a proxy of ours is in front
const dir = 'test-results/bench-soak';
const portal = await startPortal({ port: 4398, dir, core: 0, env: { TRUST_PROXY: 'true' } });
const { url, pid } = portal;
const exportsPerMinute = Number(process.env.EXPORTS ?? 0);
// the grown rows are dated 2022 to 2025, so this filter takes them all and none of the soak's own
const exportPath = '/api/admin/connect-hist/download?fromDate=2022-01-01&toDate=2025-12-31&reason=soak';
const exportSession = exportsPerMinute > 0 ? await consoleSession(url, `${dir}/outbox`) : undefined;
if (exportSession) growConsole(`${dir}/portal.db`, { accounts: 1_000, historyRows: EXPORT_MAX_ROWS });
/**
 * Excel exports asked for at once. A failed one (or one too small to hold the rows) counts as an error of
 * the minute it ends in; their times are kept apart from the mix's p99.
 */
const exportAll = () =>
  Promise.all(
    Array.from({ length: exportsPerMinute }, async () => {
      const started = performance.now();
      const answer = await exportSession.call(exportPath).catch(() => undefined);
      const bytes = answer?.ok ? (await answer.arrayBuffer()).byteLength : 0;
      exportSeconds.push((performance.now() - started) / 1000);
      if (!answer?.ok || bytes < 100_000) {
        current.errors++;
        errorsByStatus.set(answer?.status ?? 0, [`GET ${exportPath} (${bytes} bytes)`]);
      }
    }),
  );
const exportSeconds = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request; resolves with its status (0 for a network error) once the whole answer is read. A GET on a
 * kept-alive socket that the server closed as idle just then is sent again once, as browsers do (the
 * pattern of Node's `request.reusedSocket` documentation): that race is the client's, not a server error.
 */
function send({ method = 'GET', path, headers = {}, body }, retried = false) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          'accept-language': 'ko',
          'accept-encoding': 'gzip, deflate, br',
          ...(payload ? { 'content-type': 'application/json', origin: url, 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', (error) => {
      if (!retried && method === 'GET' && req.reusedSocket && error.code === 'ECONNRESET') resolve(send({ method, path, headers, body }, true));
      else resolve(0);
    });
    req.end(payload);
  });
}

const { modelId, storyId } = await demoIds(url);
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const page = () => 1 + Math.floor(Math.random() * 4);
const lang = () => pick(['ko', 'en']);
const at = (language, path) => (language === 'en' ? `/en${path}` : path);
const builtFiles = [...new Set([...(await (await fetch(`${url}/login`)).text()).matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]))];
const industries = ['', '&industries=FIN', '&industries=FIN,MAN'];
const algorithms = ['', '&algorithms=XGB', '&algorithms=XGB,ANO'];
let signUps = 0;

/** The mix: [weight, request maker]. Weights are percent. */
const mix = [
  [14, () => ({ path: `/api/public/pre-built-model?page=${page()}&pageSize=${pick([6, 12])}${pick(industries)}${pick(algorithms)}` })],
  [8, () => ({ path: `/api/public/success-story?page=${page()}&pageSize=6${pick(industries)}`, headers: { 'accept-language': lang() } })],
  [6, () => ({ path: `/api/public/${pick([`pre-built-model?id=${modelId}`, `success-story?id=${storyId}`])}` })],
  [6, () => ({ path: pick(['/api/public/pre-built-model-code', '/api/public/success-story-code']) })],
  [4, () => ({ path: `/api/public/banner/get-list/${lang()}` })],
  [8, () => ({ path: at(lang(), '/') })],
  [10, () => ({ path: at(lang(), `/resources/pre-built-model?page=${page()}${pick(industries)}${pick(algorithms)}`) })],
  [6, () => ({ path: at(lang(), `/resources/success-story?page=${page()}`) })],
  [6, () => ({ path: at(lang(), pick(['/privacy_policy', '/terms-conditions', '/download'])) })],
  [8, () => ({ path: at(lang(), pick(['/login', '/register', '/products/overview', '/about'])) })],
  [14, () => ({ path: pick([...builtFiles, '/favicon.svg']) })],
  // writes: a detail page view records a usage row
  [9, () => ({ path: at(lang(), pick([`/resources/pre-built-model/detail/${modelId}`, `/resources/success-story/detail/${storyId}`])) })],
  [
    process.env.SIGN_UPS === '0' ? 0 : 1,
    () => {
      const n = ++signUps;
      const language = lang();
      return {
        method: 'POST',
        path: '/api/public/sign-up',
        headers: { 'accept-language': language, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: {
          username: `soak.${process.pid}.${n}@example.com`,
          password: 'Soak#2027x',
          name: `Soak ${n}`,
          companyName: 'Soak Analytics',
          phoneNumber: `0107${String(n).padStart(7, '0')}`,
          country: '+82',
          historyTermAgreement: { isAgreeRequiredTerms: true, requiredTermsContent: JSON.stringify(requiredTerms[language]) },
        },
      };
    },
  ],
];
const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
const nextRequest = () => {
  let roll = Math.random() * totalWeight;
  for (const [weight, make] of mix) {
    roll -= weight;
    if (roll < 0) return make();
  }
  return mix[0][1]();
};

const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN;
};
const minutes = [];
let current = { latencies: [], errors: 0, statuses: new Map() };
const inFlight = new Set();
/** The last few requests that failed, by status (0: a network error), to say where the errors came from. */
const errorsByStatus = new Map();

console.log(`soak: ${rate} requests/s for ${duration} s against pid ${pid} (RSS at start ${rssMb(pid)} MB)\n`);
console.log('| minute | RSS (MB) | requests | errors | p99 (ms) | 4xx |');
console.log('|---:|---:|---:|---:|---:|---:|');
const report = () => {
  const done = current;
  current = { latencies: [], errors: 0, statuses: new Map() };
  const row = { minute: minutes.length + 1, rss: rssMb(pid), requests: done.latencies.length, errors: done.errors, p99: p99(done.latencies) };
  const fourXx = [...done.statuses].filter(([status]) => status >= 400 && status < 500).reduce((sum, [, count]) => sum + count, 0);
  minutes.push(row);
  console.log(`| ${row.minute} | ${row.rss} | ${row.requests} | ${row.errors} | ${row.p99.toFixed(1)} | ${fourXx} |`);
};

// open loop: request i is due at start + i / rate; its latency counts from when it was due, so a
// server that falls behind shows it in the p99 instead of slowing the load down
const start = performance.now();
const total = Math.round(duration * rate);
let nextMinute = start + 60_000;
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / rate;
  while (performance.now() >= nextMinute) {
    report();
    nextMinute += 60_000;
    if (exportSession) inFlight.add(exportAll());
  }
  const wait = due - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  const next = nextRequest();
  const request = send(next).then((status) => {
    // counted in the minute it finished in, so a slow answer is never left out of a minute already printed
    const bucket = current;
    bucket.latencies.push(performance.now() - due);
    if (status === 0 || status >= 500) {
      bucket.errors++;
      errorsByStatus.set(status, [...(errorsByStatus.get(status) ?? []), `${next.method ?? 'GET'} ${next.path}`].slice(-3));
    }
    bucket.statuses.set(status, (bucket.statuses.get(status) ?? 0) + 1);
    inFlight.delete(request);
  });
  inFlight.add(request);
}
await Promise.all(inFlight);
if (current.latencies.length > 0) report();

const second = minutes[1];
const last = minutes.at(-1);
if (second && last && last !== second) {
  console.log(`\nRSS growth from minute 2 to minute ${last.minute}: ${last.rss - second.rss} MB (${second.rss} → ${last.rss} MB); ${signUps} sign-ups sent`);
} else {
  console.log('\nRun for at least three minutes to see the growth of resident memory (DURATION=180 or more).');
}
if (exportSeconds.length > 0)
  console.log(`${exportSeconds.length} Excel exports of ${EXPORT_MAX_ROWS} rows, the slowest in ${Math.max(...exportSeconds).toFixed(1)} s`);
for (const [status, paths] of errorsByStatus) console.log(`errors with status ${status || 'none (network)'}, the last ones: ${paths.join(', ')}`);
// what the server keeps once the load has passed: the minute rows also count what requests in flight hold
// at that instant (a password hash holds 16 MB while it runs)
agent.destroy();
await new Promise((resolve) => setTimeout(resolve, 15_000));
console.log(`RSS 15 s after the last of ${minutes.reduce((sum, row) => sum + row.requests, 0)} requests: ${rssMb(pid)} MB`);
await portal.stop();
