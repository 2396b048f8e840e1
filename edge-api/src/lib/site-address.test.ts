import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { schema } from '#db/client.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { createMember, expectFailure, freshIp, PASSWORD, readJson, tokenInMail, type TestApp } from '../testing/api-kit.ts';
import { signUpBody } from '../testing/sign-up-body.ts';
import { createTestApp, SITE } from '../testing/test-app.ts';

// Issue: account takeover through the Host header. Every call that mails a link is sent with a hostile
// Host (refused, nothing mailed) and with a hostile X-Forwarded-Host (ignored: the link is the configured
// address's). Behind a trusted proxy the forwarded scheme, host and client address are read, and only there.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}${(counter += 1)}@host-check.example.com`;

/** One call that mails a link: how to prepare it, what to send, and whose mailbox to read. */
type MailingCall = { name: string; path: string; prepare: () => Promise<{ body: unknown; mailbox: string }> };

const signUpBodyFor = (username: string) => signUpBody(username, { phoneNumber: `0109${String(counter).padStart(7, '0')}` });

const mailingCalls: MailingCall[] = [
  {
    name: 'sign-up (activation link)',
    path: '/api/public/sign-up',
    prepare: () => {
      const username = unique('signup');
      return Promise.resolve({ body: signUpBodyFor(username), mailbox: username });
    },
  },
  {
    name: 'resend-activation (activation link)',
    path: '/api/public/resend-activation',
    prepare: async () => {
      const username = unique('resend');
      expect((await t.send('POST', '/api/public/sign-up', signUpBodyFor(username), 'ko', { 'x-test-ip': freshIp() })).status).toBe(201);
      const [mail] = await t.mailTo(username);
      return { body: { token: tokenInMail(mail?.body ?? '') }, mailbox: username };
    },
  },
  {
    name: 'send-link-active-account (activation link)',
    path: '/api/auth/member/send-link-active-account',
    prepare: async () => {
      const member = await createMember(t, { status: 'PENDING', username: unique('pending') });
      return { body: { username: member.username, password: member.password }, mailbox: member.username };
    },
  },
  ...['/api/public/find-password', '/api/v1/users/forgot-password'].map((path) => ({
    name: `${path} (reset link)`,
    path,
    prepare: async () => {
      const member = await createMember(t, { username: unique('reset') });
      return { body: { username: member.username }, mailbox: member.username };
    },
  })),
  {
    name: 'find-username (sign-in link)',
    path: '/api/public/find-username',
    prepare: async () => {
      const member = await createMember(t, { username: unique('findid'), phoneNumber: `0108${String(counter).padStart(7, '0')}` });
      return { body: { name: member.name, phoneNumber: member.phoneNumber }, mailbox: member.username };
    },
  },
  {
    name: 'admin find-password (console reset link)',
    path: '/api/auth/admin/find-password',
    prepare: async () => {
      const username = unique('admin');
      await insertAccount(t.db, accountSeed({ role: 'ADMIN', username }), PASSWORD, t.deps.passwords.hash);
      return { body: { username }, mailbox: username };
    },
  },
];

const post = (path: string, body: unknown, lang: Lang, url: string, headers: Record<string, string> = {}) =>
  t.app.request(new URL(path, url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, 'x-test-ip': freshIp(), ...headers },
    body: JSON.stringify(body),
  });

describe('calls that mail a link', () => {
  for (const call of mailingCalls) {
    for (const lang of ['ko', 'en'] as const) {
      it(`POST ${call.path} (${call.name}) with a hostile Host is refused in ${lang} and mails nothing`, async () => {
        const { body, mailbox } = await call.prepare();
        const before = (await t.mailTo(mailbox)).length;
        await expectFailure(await post(call.path, body, lang, 'http://evil.example'), 421, lang, 'api.wrongHost');
        await expectFailure(await post(call.path, body, lang, 'http://portal.test.evil.example'), 421, lang, 'api.wrongHost');
        expect(await t.mailTo(mailbox)).toHaveLength(before);
      });
    }

    it(`POST ${call.path} (${call.name}) ignores a hostile X-Forwarded-Host: the link is the configured address's`, async () => {
      const { body, mailbox } = await call.prepare();
      const before = (await t.mailTo(mailbox)).length;
      const res = await post(call.path, body, 'ko', SITE, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' });
      expect(res.status).toBeLessThan(300);
      const mails = await t.mailTo(mailbox);
      expect(mails.length).toBe(before + 1);
      const links = mails[0]?.body.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${SITE}/`)).toBe(true);
      expect(mails[0]?.body).not.toContain('evil.example');
    });
  }
});

describe('the host a request names', () => {
  it('GET /api and pages at a host that is not the portal answer 421 in the portal own shape, with the security headers', async () => {
    const api = await t.app.request('http://evil.example/api/public/pre-built-model-code', { headers: { 'accept-language': 'en' } });
    await expectFailure(api, 421, 'en', 'api.wrongHost');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    const page = await t.app.request('http://evil.example/en/login');
    expect(page.status).toBe(421);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Wrong address');
  });

  it('on a loopback address any loopback name with the same port is the portal, another port is not', async () => {
    const local = await createTestApp({ config: { publicSiteUrl: 'http://127.0.0.1:4321' } });
    try {
      for (const origin of ['http://127.0.0.1:4321', 'http://localhost:4321', 'http://[::1]:4321']) {
        expect((await local.app.request(`${origin}/api/public/pre-built-model-code`)).status).toBe(200);
      }
      expect((await local.app.request('http://localhost:4322/api/public/pre-built-model-code')).status).toBe(421);
      expect((await local.app.request('http://10.0.0.5:4321/api/public/pre-built-model-code')).status).toBe(421);
    } finally {
      local.close();
    }
  });
});

/** The connection history's newest row: where the portal thinks a sign-in came from. */
const lastConnection = async (app: TestApp) => (await app.db.select().from(schema.connectionHistory).orderBy(desc(schema.connectionHistory.id)).limit(1))[0];

describe('forwarded headers', () => {
  it('without TRUST_PROXY, X-Forwarded-Proto, -Host and -For change nothing: no Secure cookie, the socket address recorded', async () => {
    const member = await createMember(t, { username: unique('direct') });
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-ip': '10.9.9.9', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ username: member.username, password: member.password }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/^portal_session=/m);
    expect(cookies).not.toContain('__Host-');
    expect(cookies).not.toContain('Secure');
    expect(await lastConnection(t)).toMatchObject({ username: member.username, ip: '10.9.9.9' });
  });

  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ config: { publicSiteUrl: 'https://portal.example.com', trustProxy: true } });
    });
    afterAll(() => proxied.close());

    const viaProxy = (path: string, init: RequestInit & { headers: Record<string, string> }) =>
      proxied.app.request(`http://10.0.0.2:8080${path}`, {
        ...init,
        headers: { 'x-test-ip': '10.0.0.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.com', ...init.headers },
      });

    it('the session cookies keep Secure and the __Host- prefix, and the client address is the one the proxy saw', async () => {
      const member = await createMember(proxied, { username: unique('proxied') });
      const res = await viaProxy('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://portal.example.com', 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
        body: JSON.stringify({ username: member.username, password: member.password }),
      });
      expect(res.status).toBe(200);
      const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-portal_session='));
      expect(session).toContain('Secure');
      expect(session).toContain('HttpOnly');
      // the last address is the one the proxy itself saw; anything before it is the client's own say
      expect(await lastConnection(proxied)).toMatchObject({ username: member.username, ip: '203.0.113.9' });
    });

    it('a forwarded host that is not the portal is refused, and the link of a mail is the configured address', async () => {
      const member = await createMember(proxied, { username: unique('proxyreset') });
      for (const host of ['evil.example', 'portal.example.com@evil.example', 'portal.example.com/evil', 'portal.example.com.evil.example']) {
        const refused = await viaProxy('/api/public/find-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-host': host },
          body: JSON.stringify({ username: member.username }),
        });
        expect(refused.status).toBe(421);
      }
      expect(await proxied.mailTo(member.username)).toEqual([]);
      const res = await viaProxy('/api/public/find-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: member.username }),
      });
      expect((await readJson(res)).success).toBe(true);
      const [mail] = await proxied.mailTo(member.username);
      expect(mail?.body).toMatch(/https:\/\/portal\.example\.com\/reset-password\?token=/);
    });
  });
});
