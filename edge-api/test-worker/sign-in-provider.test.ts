// Sign-in through the providers in workerd on D1 (issue 34): the Worker reads the providers' settings from its
// variables, oauth4webapi runs on the Worker's fetch and Web Crypto (the ID token's signature checked against the
// provider's keys), and the callback's cookies and redirects are the Node runtime's. The providers are the real
// OpenID Connect provider and the server of Kakao's shapes, started in Node by the project's global setup.
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { signInAtOidcProvider } from '../src/testing/oidc-browser.ts';
import { bindings, ORIGIN } from './support.ts';

const servers = inject('signInProviderServers');

/** The portal as the Worker runs it, with Google and Kakao switched on by its variables, and a browser's cookies. */
function browser() {
  const app = createApp({
    deps: () =>
      createWorkerDeps({
        ...bindings,
        GOOGLE_CLIENT_ID: servers.clients.google.id,
        GOOGLE_CLIENT_SECRET: servers.clients.google.secret,
        GOOGLE_ISSUER: servers.googleIssuer,
        KAKAO_CLIENT_ID: servers.clients.kakao.id,
        KAKAO_CLIENT_SECRET: servers.clients.kakao.secret,
        KAKAO_AUTHORIZATION_ENDPOINT: `${servers.koreanOrigin}/kakao/oauth/authorize`,
        KAKAO_TOKEN_ENDPOINT: `${servers.koreanOrigin}/kakao/oauth/token`,
        KAKAO_PROFILE_ENDPOINT: `${servers.koreanOrigin}/kakao/v2/user/me`,
      }),
    clientIp: (c) => c.req.header('cf-connecting-ip') ?? '',
  });
  const cookies = new Map<string, string>();
  const request = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await app.request(`${ORIGIN}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        'cf-connecting-ip': '203.0.113.34',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value && !/max-age=0\b/i.test(line)) cookies.set(name, value);
      else cookies.delete(name);
    }
    return res;
  };
  /** The provider's page the sign-in's start link sends the browser to. */
  const start = async (provider: string) => {
    const res = await request(`/api/public/sign-in-providers/${provider}/start?next=${encodeURIComponent('/en/download')}`);
    expect(res.status).toBe(302);
    return res.headers.get('location') ?? '';
  };
  return { request, start };
}

const locationOf = (res: Response) => res.headers.get('location') ?? `(status ${res.status})`;

describe('sign-in providers in workerd on D1', () => {
  it('GET /api/public/sign-in-providers/google/callback: a new person signs up through Google, then signs in through the link', async () => {
    const person = servers.people.google;
    const first = browser();
    const firstCallback = await signInAtOidcProvider(await first.start('google'), person.login);
    expect(locationOf(await first.request(`/api/public/sign-in-providers/google/callback${firstCallback.search}`))).toBe('/en/register-provider');
    const signedUp = await first.request('/api/public/sign-in-providers/sign-up', {
      method: 'POST',
      body: {
        name: 'Worker Kim',
        companyName: 'Edge Data',
        phoneNumber: '01012341234',
        country: '+82',
        historyTermAgreement: {
          isAgreeRequiredTerms: true,
          requiredTermsContent: JSON.stringify(['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16']),
        },
      },
    });
    expect(signedUp.status).toBe(200);
    const account = await env.DB.prepare('select id, status, has_password from user_account where username = ?')
      .bind(person.email)
      .first<{ id: number; status: string; has_password: number }>();
    expect({ status: account?.status, hasPassword: account?.has_password }).toEqual({ status: 'ACTIVE', hasPassword: 0 });
    const link = await env.DB.prepare('select provider, subject from sign_in_provider_link where user_id = ?')
      .bind(account?.id ?? 0)
      .first();
    expect(link).toEqual({ provider: 'google', subject: person.login });

    const again = browser();
    const callback = await signInAtOidcProvider(await again.start('google'), person.login);
    expect(locationOf(await again.request(`/api/public/sign-in-providers/google/callback${callback.search}`))).toBe('/en/download');
    expect((await again.request('/api/auth/user-info')).status).toBe(200);
  });

  it("GET /api/public/sign-in-providers/kakao/callback: Kakao's person is read from /v2/user/me; a wrong state and a code used twice are refused", async () => {
    const kakao = browser();
    const authorization = await fetch(await kakao.start('kakao'), { redirect: 'manual' });
    const callback = new URL(authorization.headers.get('location') ?? '');
    expect(locationOf(await kakao.request(`/api/public/sign-in-providers/kakao/callback${callback.search}`))).toBe('/en/register-provider');
    const pending = await (await kakao.request('/api/public/sign-in-providers/pending')).json<Envelope<{ email: string; name: string }>>();
    expect({ email: pending.data.email, name: pending.data.name }).toEqual({ email: servers.people.kakao.email, name: '워커' });

    // a browser whose own sign-in is not the one the callback answers
    const replay = browser();
    await replay.start('kakao');
    const wrongState = new URL(callback);
    wrongState.searchParams.set('state', 'not-this-browsers');
    expect(locationOf(await replay.request(`/api/public/sign-in-providers/kakao/callback${wrongState.search}`))).toBe('/en/login?providerError=stateMismatch');
    // the code Kakao gave the first browser, already exchanged, brought to a fresh sign-in
    const usedCode = new URL(callback);
    usedCode.searchParams.set('state', new URL(await replay.start('kakao')).searchParams.get('state') ?? '');
    expect(locationOf(await replay.request(`/api/public/sign-in-providers/kakao/callback${usedCode.search}`))).toBe('/en/login?providerError=codeRefused');
    const failures = await env.DB.prepare(
      "select detail from connection_history where event = 'LOGIN_FAILED' and detail like 'provider:kakao:%' order by id",
    ).all<{ detail: string }>();
    expect(failures.results.map((row) => row.detail)).toEqual(['provider:kakao:stateMismatch', 'provider:kakao:codeRefused']);
  });
});
