import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '#core/auth/token.ts';
import { fileVersionsOf } from '#db/cache/file-versions.ts';
import { catchUpNow, configureReadCache, defaultReadCacheOptions } from '#db/cache/read-cache.ts';
import { schema } from '#db/client.ts';
import { updateAccount } from '#db/queries/account.ts';
import { flushContentUsage } from '#db/queries/content-usage.ts';
import { findLiveSession, touchSession } from '#db/queries/session.ts';
import { fastPath } from '../runtime/node-fast-path.ts';
import { replayUsesFromMemory } from '../runtime/node-replayed-uses.ts';
import { signedInMember } from '../testing/api-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import { AnswerCache, answerKey, classAnswerKey, type KeptAnswer } from './answer-cache.ts';
import { readerClassTopics } from './reader-classes.ts';
import { configureReaderMemo, type ReaderMemo } from './reader-memo.ts';

// What Node's fast path remembers of its members (decision 014, addendum), on the real API and database file,
// caught up by the embedded file's own check (db/cache/file-versions.ts) as the Node server is: a session
// ended or an account changed is forgotten at the next check, a renewal is not, and the fast path gives a
// member their class's kept answer only while the session is remembered.

let t: Awaited<ReturnType<typeof createTestApp>>;
let memo: ReaderMemo;
const now = () => t.deps.now().getTime();
/** The check at the next turn of the event loop, as the next request's (it is made once a turn). */
const caughtUp = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  return catchUpNow(t.db);
};
const idOf = async (cookie: string) => sha256Hex(cookie.split('=')[1] ?? '');

beforeAll(async () => {
  t = await createTestApp();
  configureReadCache(t.db, defaultReadCacheOptions, fileVersionsOf(t.dbPath));
  memo = configureReaderMemo(t.db, readerClassTopics);
  // the check's first look, which nothing is remembered before
  expect(await caughtUp()).toBe(true);
});
afterAll(() => t.close());

/** A member signed in and looked up once by the API (`loadSession`), as a page of theirs would. */
async function lookedUpMember() {
  const member = await signedInMember(t);
  // the sign-in's own write to the account (its last access) is caught up with first, as the next request would
  expect(await caughtUp()).toBe(true);
  expect((await t.get('/api/auth/user-info', 'ko', { cookie: member.cookie })).status).toBe(200);
  return { ...member, sessionId: await idOf(member.cookie) };
}

describe("the readers' memo", () => {
  it('remembers the session the front door looked up, until it is ended', async () => {
    const member = await lookedUpMember();
    expect(memo.sessionOf(member.sessionId, now(), 'renewing')?.user.id).toBe(member.id);
    const out = await t.send('POST', '/api/auth/logout', {}, 'ko', { cookie: member.cookie });
    expect(out.status).toBe(200);
    expect(await caughtUp()).toBe(true);
    expect(memo.sessionOf(member.sessionId, now(), 'soft')).toBeUndefined();
  });

  it('forgets a member whose account changed, and keeps one whose session was only renewed', async () => {
    const member = await lookedUpMember();
    const session = await findLiveSession(t.db, member.sessionId, 'MEMBER', new Date(now()).toISOString());
    await touchSession(t.db, member.sessionId, new Date(now()).toISOString(), session?.session.idleExpiresAt ?? '');
    expect(await caughtUp()).toBe(true);
    expect(memo.sessionOf(member.sessionId, now(), 'soft')?.user.role).toBe('MEMBER');
    await updateAccount(t.db, member.id, { role: 'CONTENT_MANAGER' });
    expect(await caughtUp()).toBe(true);
    expect(memo.sessionOf(member.sessionId, now(), 'soft')).toBeUndefined();
  });

  it('gives a renewing lookup only a session that needs no renewal, and remembers nothing begun before a forgetting', async () => {
    const member = await lookedUpMember();
    expect(memo.sessionOf(member.sessionId, now() + 61_000, 'renewing')).toBeUndefined();
    expect(memo.sessionOf(member.sessionId, now() + 61_000, 'soft')?.user.id).toBe(member.id);
    const auth = memo.sessionOf(member.sessionId, now(), 'soft');
    if (!auth) throw new Error('not remembered');
    const mark = memo.mark;
    memo.rememberClass(member.sessionId, 'forum', { value: 'member ', topics: ['FORUM'] }, mark);
    expect(memo.classOf(member.sessionId, 'forum', now())).toBe('member ');
    // a forum write forgets the class, and a class found while it happened
    memo.forget(['FORUM']);
    expect(memo.classOf(member.sessionId, 'forum', now())).toBeUndefined();
    memo.rememberClass(member.sessionId, 'forum', { value: 'member ', topics: ['FORUM'] }, mark);
    expect(memo.classOf(member.sessionId, 'forum', now())).toBeUndefined();
    // a class that ends with time (My Page's re-entry) holds until then
    const at = now();
    memo.rememberClass(member.sessionId, 'reentry', { value: 'open', topics: [], until: at + 1000 }, memo.mark);
    expect([memo.classOf(member.sessionId, 'reentry', at + 999), memo.classOf(member.sessionId, 'reentry', at + 1000)]).toEqual(['open', undefined]);
    memo.forget(['accounts']);
    memo.rememberSession(auth, mark);
    expect(memo.sessionOf(member.sessionId, now(), 'soft')).toBeUndefined();
  });
});

describe("the fast path's members", () => {
  let server: http.Server;
  let base: string;
  const answers = new AnswerCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 });
  const page = (text: string, uses: KeptAnswer['uses'] = [], forAnyReader = false): KeptAnswer => {
    const body = new TextEncoder().encode(text);
    return {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-cache' },
      body,
      encoded: {},
      ready: {},
      etag: `"${text}"`,
      topics: new Set(['FORUM']),
      at: Date.now(),
      size: body.byteLength,
      uses,
      route: '/p',
      forAnyReader,
    };
  };
  const accounts: (number | undefined)[] = [];

  beforeAll(async () => {
    server = http.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    base = `http://${host}`;
    const serve = fastPath({
      files: () => undefined,
      answers: () => answers,
      caughtUp: () => catchUpNow(t.db),
      publicSiteUrl: base,
      trustProxy: false,
      threshold: 1_000_000,
      replayUses: replayUsesFromMemory(() => t.deps, false),
      readers: {
        sessionOf: (token, lookup) => {
          // the Node runtime hashes at once (runtime/node.ts); the test's hash is the same
          const id = hashed.get(token);
          return id === undefined ? undefined : memo.sessionOf(id, now(), lookup);
        },
        classOf: (auth, name) => memo.classOf(auth.session.id, name, now()),
      },
    });
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const answered = { account: undefined as number | undefined };
      if (serve(req, res, 'member-request-id', answered) !== undefined) return void accounts.push(answered.account);
      res.writeHead(299, { 'x-front-door': 'yes' });
      res.end();
    });
    const key = (url: string) => answerKey({ host: `${host} `, url, lang: 'ko', tzOffset: 540, cookies: new Map() });
    answers.noteClass(key('/forum'), 'forum');
    answers.keep(classAnswerKey(key('/forum'), 'member '), page('members'), answers.mark);
    const view = { use: { contentType: 'FORUM', action: 'VIEW', contentId: 9, title: 'p' }, counted: { counter: 'FORUM', id: 9 }, visit: 'p9' } as const;
    answers.keep(key('/post'), page('post', [view], true), answers.mark);
  });
  afterAll(() => server.close());
  const hashed = new Map<string, string>();

  it("gives a remembered member their class's answer and records their views, and leaves them to the front door once signed out", async () => {
    const member = await lookedUpMember();
    const token = member.cookie.split('=')[1] ?? '';
    hashed.set(token, member.sessionId);
    const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: `${member.cookie}; portal_signed_in=1` } });
    // no class found yet: the front door finds it
    expect((await get('/forum')).headers.get('x-front-door')).toBe('yes');
    memo.rememberClass(member.sessionId, 'forum', { value: 'member ', topics: ['FORUM'] }, memo.mark);
    const forum = await get('/forum');
    expect([forum.headers.get('x-front-door'), await forum.text()]).toEqual([null, 'members']);
    const post = await get('/post');
    expect(post.headers.get('set-cookie')).toBe('portal_seen=p9; Path=/; HttpOnly; SameSite=Lax');
    expect(accounts.slice(-2)).toEqual([member.id, member.id]);
    await flushContentUsage(t.db);
    const [use] = await t.db
      .select({ userId: schema.contentUsageHistory.userId })
      .from(schema.contentUsageHistory)
      .where(eq(schema.contentUsageHistory.contentId, 9));
    expect(use?.userId).toBe(member.id);
    await t.send('POST', '/api/auth/logout', {}, 'ko', { cookie: member.cookie });
    expect((await get('/forum')).headers.get('x-front-door')).toBe('yes');
    expect((await get('/post')).headers.get('x-front-door')).toBe('yes');
    // a view the visit counted already names nobody: the answer needs no member
    const seen = await fetch(`${base}/post`, { headers: { cookie: `${member.cookie}; portal_seen=p9` } });
    expect([seen.headers.get('x-front-door'), seen.headers.get('set-cookie')]).toEqual([null, null]);
  });
});
