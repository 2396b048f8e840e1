import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '#core/dates.ts';
import { countContentUsage } from '#db/queries/content-usage.ts';
import { searchLogPage } from '#db/queries/search/log.ts';
import { AnswerCache, answerKey, type KeptAnswer } from '../lib/answer-cache.ts';
import type { BuiltFiles } from '../lib/built-files.ts';
import { parseTimezoneOffset } from '../lib/timezone.ts';
import { createTestApp } from '../testing/test-app.ts';
import { fastPath } from './node-fast-path.ts';
import { replayUsesFromMemory } from './node-replayed-uses.ts';

// Node's fast path (decision 014) on a real HTTP server: built files and kept answers are written from
// memory with the front door's headers; everything it must not answer reaches the front door untouched
// (here a handler that says so).

const script = new TextEncoder().encode('console.log("built");'.repeat(100));
const files: BuiltFiles = new Map([
  ['/_astro/app.abc.js', { body: script, type: 'text/javascript', etag: '"js"', variants: { br: new Uint8Array([1, 2, 3]) } }],
  ['/login/index.html', { body: new TextEncoder().encode('<!doctype html><title>login</title>'), type: 'text/html', etag: '"login"' }],
]);
const answers = new AnswerCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 });
const page = new TextEncoder().encode('<!doctype html><main>models</main>'.repeat(50));
const kept = (uses: KeptAnswer['uses'], forAnyReader = false): KeptAnswer => ({
  headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, must-revalidate', vary: 'Cookie, Accept-Encoding' },
  body: page,
  encoded: {},
  ready: { br: new Uint8Array([9, 9, 9]) },
  etag: '"page"',
  topics: new Set(['PRE_BUILT_MODEL']),
  at: Date.now(),
  size: page.byteLength,
  uses,
  route: '/[...locale]/resources/pre-built-model',
  forAnyReader,
});

let server: http.Server;
let base: string;
/** Whether the caches have caught up with the other processes' writes (db/cache/read-cache.ts `catchUpNow`). */
let caughtUp = true;
let host: string;

beforeAll(async () => {
  server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  base = `http://${host}`;
  const serve = fastPath({
    files: () => files,
    answers: () => answers,
    caughtUp: () => caughtUp,
    publicSiteUrl: base,
    trustProxy: false,
    threshold: 1024,
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (serve(req, res, 'test-request-id') !== undefined) return;
    res.writeHead(299, { 'x-front-door': 'yes' });
    res.end();
  });
  const cookies = new Map<string, string>();
  answers.keep(answerKey({ host: `${host} `, url: '/resources/pre-built-model', lang: 'ko', tzOffset: 540, cookies }), kept([]), answers.mark);
  answers.keep(
    answerKey({
      host: `${host} `,
      url: '/api/public/pre-built-model?keyword=%EC%98%88%EC%B8%A1',
      lang: 'ko',
      tzOffset: parseTimezoneOffset(undefined),
      cookies,
    }),
    kept([]),
    answers.mark,
  );
  // made without looking up a session: the same for a signed-in reader
  answers.keep(answerKey({ host: `${host} `, url: '/community/FAQ', lang: 'ko', tzOffset: 540, cookies }), kept([], true), answers.mark);
  const view = { use: { contentType: 'PRE_BUILT_MODEL', action: 'VIEW', contentId: 1, title: 'm' }, counted: { counter: 'PRE_BUILT_MODEL', id: 1 } } as const;
  answers.keep(answerKey({ host: `${host} `, url: '/resources/pre-built-model/detail/1', lang: 'ko', tzOffset: 540, cookies }), kept([view]), answers.mark);
});
afterAll(() => server.close());

describe('the fast path', () => {
  it('writes a built file in the accepted encoding with the security headers, and 304 for the same copy', async () => {
    const res = await fetch(`${base}/_astro/app.abc.js?v=1`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('etag')).toBe('"js-br"');
    const unchanged = await fetch(`${base}/_astro/app.abc.js`, { headers: { 'accept-encoding': 'br', 'if-none-match': '"js-br"' } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-encoding')).toBeNull();
    const plain = await fetch(`${base}/login`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toContain('<title>login</title>');
  });

  it('writes a kept answer with its headers and ETag', async () => {
    const res = await fetch(`${base}/resources/pre-built-model`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"page"');
    expect(res.headers.get('x-request-id')).toBe('test-request-id');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('strict-transport-security')).toContain('max-age');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(page);
  });

  it('writes an answer made without asking who reads to a signed-in reader too, and one made after asking to visitors only', async () => {
    const given = async (path: string, headers: Record<string, string>) =>
      (await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } })).headers.get('x-front-door');
    const readers: Record<string, string>[] = [
      {},
      { cookie: 'portal_session=x; portal_signed_in=1' },
      { cookie: '__Host-portal_admin=x' },
      { authorization: `Bearer ${'a'.repeat(43)}` },
    ];
    for (const headers of readers) {
      expect(await given('/community/FAQ', headers)).toBeNull();
    }
    expect(await given('/resources/pre-built-model', { cookie: 'portal_signed_in=1' })).toBe('yes');
    expect(await given('/resources/pre-built-model', { authorization: `Bearer ${'a'.repeat(43)}` })).toBe('yes');
    // a cookie the cache does not know may be read by the page
    expect(await given('/community/FAQ', { cookie: 'portal_session=x; tracker=1' })).toBe('yes');
  });

  it('finds a kept answer whose address has escapes (a Korean keyword) as the front door normalised it', async () => {
    const res = await fetch(`${base}/api/public/pre-built-model?keyword=${encodeURIComponent('예측')}`, {
      headers: { 'accept-language': 'ko', 'accept-encoding': 'br' },
    });
    expect(res.headers.get('x-front-door')).toBeNull();
    expect(res.headers.get('etag')).toBe('"page-br"');
  });

  it('leaves a kept answer to the front door while the caches cannot catch up with other processes at once, and still writes built files', async () => {
    caughtUp = false;
    try {
      const page = await fetch(`${base}/resources/pre-built-model`, { headers: { 'accept-encoding': 'identity' } });
      expect(page.headers.get('x-front-door')).toBe('yes');
      const file = await fetch(`${base}/_astro/app.abc.js`, { headers: { 'accept-encoding': 'br' } });
      expect(file.headers.get('etag')).toBe('"js-br"');
    } finally {
      caughtUp = true;
    }
  });

  it('leaves to the front door what it must not answer', async () => {
    const frontDoor = async (path: string, init: RequestInit = {}) => (await fetch(`${base}${path}`, init)).headers.get('x-front-door');
    // a session, an unknown cookie, another method, an unknown host, an escaped address, a miss, a view to count
    expect(await frontDoor('/resources/pre-built-model', { headers: { cookie: 'portal_session=x' } })).toBe('yes');
    expect(await frontDoor('/resources/pre-built-model', { method: 'HEAD' })).toBe('yes');
    expect(await frontDoor('/resources/pre-built-model', { method: 'POST' })).toBe('yes');
    expect(await frontDoor('/%5Fastro/app.abc.js')).toBe('yes');
    expect(await frontDoor('/resources/success-story')).toBe('yes');
    expect(await frontDoor('/resources/pre-built-model/detail/1')).toBe('yes');
    const other = await new Promise<string | undefined>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: Number(host.split(':')[1]), path: '/_astro/app.abc.js', headers: { host: 'evil.example' } }, (res) => {
        res.resume();
        resolve(res.headers['x-front-door'] as string | undefined);
      });
      req.on('error', reject);
    });
    expect(other).toBe('yes');
  });
});

describe("the fast path's views", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let viewServer: http.Server;
  let viewBase: string;

  beforeAll(async () => {
    t = await createTestApp();
    viewServer = http.createServer();
    viewServer.listen(0, '127.0.0.1');
    await once(viewServer, 'listening');
    const viewHost = `127.0.0.1:${(viewServer.address() as AddressInfo).port}`;
    viewBase = `http://${viewHost}`;
    const own = new AnswerCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const serve = fastPath({
      files: () => undefined,
      answers: () => own,
      caughtUp: () => true,
      publicSiteUrl: viewBase,
      trustProxy: false,
      threshold: 1024,
      replayUses: replayUsesFromMemory(() => t.deps, false),
    });
    viewServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (serve(req, res, 'view-request-id') !== undefined) return;
      res.writeHead(299, { 'x-front-door': 'yes' });
      res.end();
    });
    const post = { use: { contentType: 'FORUM', action: 'VIEW', contentId: 7, title: 'p' }, counted: { counter: 'FORUM', id: 7 }, visit: 'p7' } as const;
    own.keep(
      answerKey({ host: `${viewHost} `, url: '/community/community-forum-detail/7', lang: 'ko', tzOffset: 540, cookies: new Map() }),
      kept([post]),
      own.mark,
    );
    own.keep(
      answerKey({ host: `${viewHost} `, url: '/search?keyword=zqx', lang: 'ko', tzOffset: 540, cookies: new Map() }),
      kept([{ search: { keyword: 'ZQX', foundNothing: true } }]),
      own.mark,
    );
  });
  afterAll(() => {
    viewServer.close();
    t.close();
  });

  it("records a visitor's view of a kept answer once per visit, sets the visit's cookie privately, and leaves a signed-in reader to the front door", async () => {
    const views = () => countContentUsage(t.db, { contentType: 'FORUM', action: 'VIEW', contentId: 7 });
    const path = `${viewBase}/community/community-forum-detail/7`;
    // the kept copy in the encoding it has ready
    const get = (cookie?: string) => fetch(path, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
    const first = await get();
    expect(first.headers.get('x-front-door')).toBeNull();
    expect(first.headers.get('set-cookie')).toBe('portal_seen=p7; Path=/; HttpOnly; SameSite=Lax');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(await views()).toBe(1);
    // the same visit again: nothing counted, no cookie, the answer as kept
    const again = await get('portal_seen=m3.p7');
    expect([again.headers.get('set-cookie'), again.headers.get('cache-control')]).toEqual([null, 'public, max-age=0, must-revalidate']);
    // another item's visit adds this one to its cookie
    const other = await get('portal_seen=m3');
    expect(other.headers.get('set-cookie')).toBe('portal_seen=m3.p7; Path=/; HttpOnly; SameSite=Lax');
    expect(await views()).toBe(2);
    expect((await get('portal_session=x')).headers.get('x-front-door')).toBe('yes');
  });

  it('counts a kept search page in the search log each time it gives it, with nothing of the visitor and no cookie', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${viewBase}/search?keyword=zqx`, { headers: { 'accept-encoding': 'br' } });
      expect([res.headers.get('x-front-door'), res.headers.get('set-cookie'), res.headers.get('cache-control')]).toEqual([
        null,
        null,
        'public, max-age=0, must-revalidate',
      ]);
    }
    const day = localDate(new Date().toISOString());
    const { items } = await searchLogPage(t.db, { fromDate: day, toDate: day, shows: 'nothing', page: 1, pageSize: 10 });
    expect(items).toEqual([{ keyword: 'zqx', searches: 2, foundNothing: 2, opened: 0, lastDay: day }]);
  });
});
