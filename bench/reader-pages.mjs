// What a page costs each kind of reader (issue 30: signed-in pages as cheap as a visitor's), this tree's
// build against another's in one run: each built portal on its own database with the demo content (and,
// with GROW=1, the community grown to POSTS posts and COMMENTS comments, a post with THREAD comments:
// lib/grow-community.mjs, grown once and copied), each pinned to its own core, the demo member and the demo
// partner signed in on each (the member's signed-in pages for the member, the partner area's for the partner). Per page and reader, SLICES slices of ROUNDS requests, one request at a time, alternating the
// two servers; the server's CPU time per request is the median over its slices, and the ratio is this
// tree's to the other's.
//   npm run build; (cd ../before && npm ci && npm run build)
//   BEFORE=../before node bench/reader-pages.mjs
// Without BEFORE it measures this tree alone. ONLY=forum keeps the pages whose name holds it; SWAP=1 swaps the cores.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { growCommunity } from './lib/grow-community.mjs';
import { cpuMs, fmt } from './lib/measure.mjs';
import { median, startPortal } from './lib/portal.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const SLICES = Number(process.env.SLICES ?? 4);
const GROW = process.env.GROW === '1';
const THREAD = Number(process.env.THREAD ?? 200);
const ONLY = process.env.ONLY ?? '';
const DIR = resolve('test-results/bench-reader-pages');
const MEMBER = { username: 'member@hanbit-manufacturing.co.kr', password: 'Portal#2026!' };
const PARTNER = { username: 'partner@dataworks-partner.co.kr', password: MEMBER.password };
// SWAP=1 pins this tree to core 1 and the other to core 0, to tell a core's other load from a difference
const [own, other] = process.env.SWAP === '1' ? [1, 0] : [0, 1];
const trees = [{ name: 'this', cwd: process.cwd(), port: 4495, core: own }];
if (process.env.BEFORE) trees.push({ name: 'before', cwd: resolve(process.env.BEFORE), port: 4496, core: other });

async function signIn(url, account = MEMBER) {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  // My Page opens after the password is given again
  const again = await fetch(`${url}/api/auth/import-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ password: account.password }),
  });
  if (!again.ok) throw new Error(`password again: ${again.status}`);
  return cookie;
}

const json = async (url) => (await (await fetch(url)).json()).data;

/** The pages to open: the catalogue's and the forum's, for the demo content's ids. */
async function pagesOf(url, thread) {
  const model = (await json(`${url}/api/public/pre-built-model?pageSize=1`)).items[0].id;
  const story = (await json(`${url}/api/public/success-story?pageSize=1`)).items[0].id;
  const posts = (await json(`${url}/api/public/forum-bulletin?pageSize=50`)).items;
  const shared = (await json(`${url}/api/public/knowledge-sharing?pageSize=1`)).items[0].id;
  const small = posts.find((post) => post.commentCount + post.replyCount <= 20 && post.commentCount > 0) ?? posts[0];
  return {
    home: '/',
    'model list': '/resources/pre-built-model',
    'model detail': `/resources/pre-built-model/detail/${model}`,
    'story detail': `/resources/success-story/detail/${story}`,
    'FAQ list': '/community/FAQ',
    'shared model detail': `/community/Knowledge-sharing/detail/${shared}`,
    'my page': '/my-page/info',
    'my page, change info': '/my-page/change-info',
    'search 예측': `/search?keyword=${encodeURIComponent('예측')}`,
    'signed in: forum add': '/community/community-forum-add',
    'signed in: shared model register': '/community/Knowledge-sharing/register/model',
    'partner: Q&A list': '/partner/partner-Q&A',
    'partner: library': '/partner/partner-reference-room',
    'partner: Q&A register': '/partner/partner-Q&A-register',
    'forum list': '/community/community-forum-list',
    [`forum post, ${small.commentCount + small.replyCount} comments`]: `/community/community-forum-detail/${small.id}`,
    ...(thread ? { [`forum post, ${THREAD} comments`]: `/community/community-forum-detail/${thread}` } : {}),
  };
}

rmSync(DIR, { recursive: true, force: true });
let thread;
if (GROW) {
  const seed = await startPortal({ port: trees[0].port, dir: join(DIR, 'seed'), core: 0 });
  await seed.stop();
  thread = growCommunity(join(DIR, 'seed', 'portal.db'), {
    posts: Number(process.env.POSTS ?? 100_000),
    comments: Number(process.env.COMMENTS ?? 1_000_000),
    threadSize: THREAD,
    faqs: 100,
  }).thread;
}
const servers = [];
try {
  for (const tree of trees) {
    const dir = join(DIR, tree.name);
    if (GROW) {
      mkdirSync(dir, { recursive: true });
      copyFileSync(join(DIR, 'seed', 'portal.db'), join(dir, 'portal.db'));
    }
    // as behind a proxy, which names each request's address (the search page's limit is per address)
    const portal = await startPortal({ port: tree.port, dir, core: tree.core, cwd: tree.cwd, fresh: !GROW, env: { TRUST_PROXY: 'true' } });
    servers.push({ ...tree, portal, cookie: await signIn(portal.url), partner: await signIn(portal.url, PARTNER) });
  }
  const pages = Object.entries(await pagesOf(servers[0].portal.url, thread)).filter(([name]) => name.includes(ONLY));
  console.log(`CPU per request (ms), median of ${SLICES} slices of ${ROUNDS} requests${GROW ? `, community grown` : ', demo content'}`);
  console.log(['page', 'reader', ...servers.map((server) => server.name), ...(servers.length > 1 ? ['this/before'] : [])].join('\t'));
  for (const [name, path] of pages) {
    // a member's own page and the forms send a visitor to sign in: only the member reads them; the partner area, the partner
    const readers = name.startsWith('my ') || name.startsWith('signed in') ? ['member'] : name.startsWith('partner') ? ['partner'] : ['visitor', 'member'];
    for (const reader of readers) {
      const perServer = servers.map(() => []);
      // each reader keeps the visit's cookie a server sets (the items it viewed), as a browser does
      const seen = servers.map(() => '');
      for (let round = 0; round < SLICES; round++) {
        for (const [index, server] of servers.entries()) {
          const cookies = () => [{ member: server.cookie, partner: server.partner }[reader] ?? '', seen[index]].filter(Boolean).join('; ');
          // the first request of a slice may render: it counts, as a reader after a write would pay it
          const before = cpuMs(server.portal.pid);
          for (let request = 0; request < ROUNDS; request++) {
            const cookie = cookies();
            // the search page's limit per address is met by sending each search from its own address
            const from = path.startsWith('/search') ? { 'x-forwarded-for': `10.${round}.${Math.floor(request / 250)}.${request % 250}` } : {};
            const answer = await fetch(server.portal.url + path, { headers: cookie ? { cookie, ...from } : from, redirect: 'manual' });
            await answer.arrayBuffer();
            const visit = answer.headers.getSetCookie().find((set) => set.startsWith('portal_seen='));
            if (visit) seen[index] = visit.split(';')[0];
            if (answer.status !== 200) throw new Error(`${server.name} ${path} (${reader}): ${answer.status}`);
          }
          perServer[index].push((cpuMs(server.portal.pid) - before) / ROUNDS);
        }
      }
      const cpu = perServer.map(median);
      console.log([name, reader, ...cpu.map((value) => fmt(value)), ...(cpu.length > 1 ? [fmt(cpu[0] / cpu[1])] : [])].join('\t'));
    }
  }
} finally {
  for (const server of servers) await server.portal.stop();
}
