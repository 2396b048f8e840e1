import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '#core/auth/calls.ts';
import { schema } from '#db/client.ts';
import { createAccount, expectFailure, login, msg, readJson, signedInMember, type TestApp } from '../testing/api-kit.ts';
import { createTestApp, SITE } from '../testing/test-app.ts';

// Issue: cross-site JSON writes were accepted (decision 031). Every state-changing request, whatever its
// path and content type, is refused with a 403 in the caller's language when the browser says another
// origin sent it; one that carries neither header (a script, curl) goes on.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a browser sends when another origin makes it send the request. */
const crossSite: Record<string, Record<string, string>> = {
  'a foreign Origin': { origin: 'http://evil.example' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Origin: null': { origin: 'null' },
  'a same-site subdomain': { origin: 'http://shop.portal.test', 'sec-fetch-site': 'same-site' },
  'the same host over another scheme': { origin: 'https://portal.test' },
};

const writes = calls.filter((call) => call.method !== 'GET');
/** A call's address with every parameter filled (`:id` → 1). */
const addressOf = (path: string) => path.replace(/:\w+/g, '1');

describe('cross-site writes', () => {
  it('every state-changing call of the matrix refuses a request another origin sent, in the caller language', async () => {
    expect(writes.length).toBeGreaterThan(90);
    for (const [index, call] of writes.entries()) {
      for (const [how, headers] of Object.entries(crossSite)) {
        const lang = index % 2 === 0 ? 'ko' : 'en';
        const res = await t.send(call.method, addressOf(call.path), {}, lang, headers);
        expect(res.status, `${call.method} ${call.path} with ${how}`).toBe(403);
        expect((await readJson(res)).message, `${call.method} ${call.path} with ${how}`).toBe(msg(lang, 'api.crossSite'));
      }
    }
  });

  it('the same calls from the portal own pages, or from a client that is not a browser, are not refused as cross-site', async () => {
    const fromPortal: Record<string, string>[] = [{ origin: SITE, 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'same-origin' }, { origin: SITE }, {}];
    for (const call of writes) {
      for (const headers of fromPortal) {
        const res = await t.send(call.method, addressOf(call.path), {}, 'en', headers);
        expect((await readJson(res)).message, `${call.method} ${call.path}`).not.toBe(msg('en', 'api.crossSite'));
      }
    }
  });

  it('POST /api/member/forum-bulletin with a member cookie writes nothing when another site sends it, and posts from the portal or a script', async () => {
    const manager = await createAccount(t, { role: 'CONTENT_MANAGER' });
    const { cookie: managerCookie } = await login(t, manager.username, manager.password);
    const board = await t.send(
      'POST',
      '/api/admin/forum-bulletin-menu',
      { nameKr: '질문', nameEn: 'Questions', category: 'Q&A', sortOrder: 1, tags: ['일반'] },
      'ko',
      {
        cookie: managerCookie ?? '',
        origin: SITE,
      },
    );
    expect(board.status).toBe(201);
    const boardId = (await readJson<{ id: number }>(board)).data.id;
    const member = await signedInMember(t);
    const posts = async () => (await t.db.select({ n: count() }).from(schema.forumPost))[0]?.n ?? 0;
    const post = (headers: Record<string, string>, lang: 'ko' | 'en' = 'en') =>
      t.send('POST', '/api/member/forum-bulletin', { boardId, title: 'Cross-site?', content: '<p>Posted.</p>', tags: ['일반'], attachments: [] }, lang, {
        cookie: member.cookie,
        ...headers,
      });

    for (const [how, headers] of Object.entries(crossSite)) {
      for (const lang of ['ko', 'en'] as const) await expectFailure(await post(headers, lang), 403, lang, 'api.crossSite');
      expect(await posts(), how).toBe(0);
    }
    expect((await post({ origin: SITE, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await post({})).status).toBe(201);
    expect(await posts()).toBe(2);
  });

  it('a write to a page address is refused too, with the error page in the language of the address', async () => {
    for (const [path, lang] of [
      ['/login', 'ko'],
      ['/en/community/community-forum-list', 'en'],
    ] as const) {
      const res = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://evil.example' }, body: '{}' });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain(msg(lang, 'api.crossSite'));
    }
  });

  it('a form post needs to show it comes from the portal, as before; a JSON call without either header goes on', async () => {
    const form = (headers: Record<string, string>) =>
      t.request('/api/public/find-password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
        body: 'username=someone%40example.com',
      });
    await expectFailure(await form({}), 403, 'en', 'api.crossSite');
    expect((await readJson(await form({ origin: SITE }))).message).not.toBe(msg('en', 'api.crossSite'));
    expect((await readJson(await form({ 'sec-fetch-site': 'same-origin' }))).message).not.toBe(msg('en', 'api.crossSite'));
  });
});

describe('cross-site writes behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ config: { publicSiteUrl: 'https://portal.example.com', trustProxy: true } });
  });
  afterAll(() => proxied.close());

  const viaProxy = (origin: string) =>
    proxied.app.request('http://10.0.0.2:8080/api/auth/logout', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.com', 'accept-language': 'en', 'content-type': 'application/json', origin },
      body: '{}',
    });

  it('the portal origin is the one the reader reached through the proxy, not the proxy own request', async () => {
    expect((await viaProxy('https://portal.example.com')).status).toBe(200);
    await expectFailure(await viaProxy('http://10.0.0.2:8080'), 403, 'en', 'api.crossSite');
    await expectFailure(await viaProxy('http://portal.example.com'), 403, 'en', 'api.crossSite');
  });
});
