// The partner Q&A's list at size (partner Q&A slice, Measured): the list (first page, a late page, one
// type, one product, a search of title, content and writer) and a question with its thread, rendered on
// request by the built Node portal pinned to core 0 with QUESTIONS questions in the database
// (lib/grow-partner-qna.mjs: a third private, the demo partner writing one in twenty), one request at a
// time from this process (run it pinned to core 1). Each page for the demo partner (the private rule
// reads the writer's own private questions and the others' open ones) and for the demo STAFF member
// (every question). Median and p95 wall time of ROUNDS requests, and the server's CPU time per request.
//   npm run build && taskset -c 1 node bench/partner-qna-pages.mjs
import { join, resolve } from 'node:path';
import { growPartnerQna } from './lib/grow-partner-qna.mjs';
import { signInCookie, timeRounds } from './lib/page-rounds.mjs';
import { startPortal } from './lib/portal.mjs';

const QUESTIONS = Number(process.env.QUESTIONS ?? 5_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 4473);
const DIR = resolve(process.env.DATA_DIR ?? '/tmp/portal-partner-qna-bench');
const readers = {
  partner: { username: 'partner@dataworks-partner.co.kr', password: 'Portal#2026!' },
  staff: { username: 'staff@example-analytics.com', password: 'Portal#2026!' },
};

let portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: process.env.DATA_DIR === undefined });
await portal.stop();
const started = performance.now();
growPartnerQna(join(DIR, 'portal.db'), { questions: QUESTIONS });
console.log(`grown in ${((performance.now() - started) / 1000).toFixed(1)} s`);
portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: false });

const keyword = encodeURIComponent('라이선스');
const pages = {
  'Q&A list': '/partner/partner-Q&A',
  'Q&A list, page 200': '/partner/partner-Q&A?pageNo=200',
  'Q&A list, one type': '/partner/partner-Q&A?type=LICENSE',
  'Q&A list, one product': '/partner/partner-Q&A?productCd=PRD_STUDIO',
  'Q&A list, search': `/partner/partner-Q&A?keyword=${keyword}`,
  'Q&A list (en)': '/en/partner/partner-Q&A',
};

try {
  const cookies = { partner: await signInCookie(portal, readers.partner), staff: await signInCookie(portal, readers.staff) };
  const newest = await (await fetch(`${portal.url}/api/partner/question-answer?pageSize=1`, { headers: { cookie: cookies.partner } })).json();
  pages['question with its thread'] = `/partner/partner-Q&A-detail?id=${newest.data.items[0].id}`;
  console.log(`\n${QUESTIONS} questions; ${ROUNDS} requests each (ms)`);
  console.log('page\treader\tbytes\tmedian\tp95\tCPU/request');
  for (const [name, path] of Object.entries(pages)) {
    for (const [reader, cookie] of Object.entries(cookies)) {
      const first = await fetch(portal.url + path, { headers: { cookie }, redirect: 'manual' });
      const body = await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${path} (${reader}): ${first.status}`);
      console.log(`${name}\t${reader}\t${body.byteLength}\t${await timeRounds(portal, path, { cookie }, ROUNDS)}\t${path}`);
    }
  }
} finally {
  await portal.stop();
}
