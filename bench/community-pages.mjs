// The community's pages at size (issue 13, Measured): the forum list (first, one board, a late page, a
// search), a post with THREAD comments, and the FAQ list (first, one category, most viewed, grown by
// "load more"), rendered on request by the built Node portal pinned to core 0 with POSTS posts,
// COMMENTS comments and FAQS questions in the database (lib/grow-community.mjs), one request at a time
// from this process (run it pinned to core 1). Each page twice: for a visitor, and for a signed-in
// member (the demo member: never an answer kept for visitors, and the forum's visibility rule for a
// reader with an address). Median and p95 wall time of ROUNDS requests, and the server's CPU time per
// request.
//   npm run build && taskset -c 1 node bench/community-pages.mjs
// DATA_DIR keeps the grown database between runs (growing a million comments takes a minute or two).
import { join, resolve } from 'node:path';
import { growCommunity } from './lib/grow-community.mjs';
import { signInCookie, timeRounds } from './lib/page-rounds.mjs';
import { startPortal } from './lib/portal.mjs';

const POSTS = Number(process.env.POSTS ?? 100_000);
const COMMENTS = Number(process.env.COMMENTS ?? 1_000_000);
const THREAD = Number(process.env.THREAD ?? 200);
const FAQS = Number(process.env.FAQS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 4472);
const DIR = resolve(process.env.DATA_DIR ?? '/tmp/portal-community-bench');
const MEMBER = { username: 'member@hanbit-manufacturing.co.kr', password: 'Portal#2026!' };

let portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: process.env.DATA_DIR === undefined });
await portal.stop();
const started = performance.now();
const { thread, board } = growCommunity(join(DIR, 'portal.db'), { posts: POSTS, comments: COMMENTS, threadSize: THREAD, faqs: FAQS });
console.log(`grown in ${((performance.now() - started) / 1000).toFixed(0)} s`);
portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: false });

const keyword = encodeURIComponent('튜닝');
const pages = {
  'forum list': '/community/community-forum-list',
  'forum list, one board': `/community/community-forum-list?boardId=${board}`,
  'forum list, page 2000': '/community/community-forum-list?page=2000',
  'forum list, search (title and content)': `/community/community-forum-list?keyword=${keyword}`,
  [`post with ${THREAD} comments`]: `/community/community-forum-detail/${thread}`,
  'post (en)': `/en/community/community-forum-detail/${thread}`,
  'FAQ list': '/community/FAQ',
  'FAQ list, one category': '/community/FAQ?category=3',
  'FAQ list, most viewed': '/community/FAQ?orderBy=mostViewed',
  'FAQ list, grown to 50': '/community/FAQ?size=50',
};

try {
  const cookie = await signInCookie(portal, MEMBER);
  console.log(`\n${POSTS} posts, ${COMMENTS} comments, ${FAQS} FAQ questions; ${ROUNDS} requests each (ms)`);
  console.log('page\treader\tbytes\tmedian\tp95\tCPU/request');
  for (const [name, path] of Object.entries(pages)) {
    for (const [reader, headers] of [
      ['visitor', {}],
      ['member', { cookie }],
    ]) {
      const first = await fetch(portal.url + path, { headers, redirect: 'manual' });
      const body = await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${path} (${reader}): ${first.status}`);
      console.log(`${name}\t${reader}\t${body.byteLength}\t${await timeRounds(portal, path, headers, ROUNDS)}\t${path}`);
    }
  }
} finally {
  await portal.stop();
}
