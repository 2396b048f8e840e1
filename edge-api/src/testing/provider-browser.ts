// A browser of the API tests of the sign-in providers (issue 34): it keeps the portal's cookies between calls as
// a browser does (the trip's state, the waiting identity, the session), speaks one language from one address,
// and goes to the provider and back: Google's through the real OpenID Connect provider's pages, Kakao's and
// Naver's through the test server, which answers at once for the person signed in there.
import { expect } from 'vitest';
import type { SignInProvider } from '#core/auth/sign-in-providers.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { freshIp, readJson, type TestApp } from './api-kit.ts';
import { signInAtOidcProvider } from './oidc-browser.ts';

export type ProviderBrowser = ReturnType<typeof providerBrowser>;

export function providerBrowser(t: TestApp, lang: Lang = 'ko', ip = freshIp()) {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /max-age=0\b/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    'accept-language': lang,
    'x-test-ip': ip,
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ...extra,
  });
  const browser = {
    cookies,
    ip,
    /** A GET as this browser (a page's call, or a navigation the provider sent it on). */
    get: async (path: string) => keep(await t.request(path, { headers: headers() })),
    /** A JSON call as this browser. */
    send: async (method: string, path: string, body?: unknown) =>
      keep(
        await t.request(path, {
          method,
          headers: headers({ 'content-type': 'application/json' }),
          body: body === undefined ? null : JSON.stringify(body),
        }),
      ),
    /**
     * The provider's page a trip starts at: a sign-in's start link (its redirect), or a signed-in member's link or
     * re-entry (the call's answer).
     */
    start: async (provider: SignInProvider, next = '/', member?: 'link' | 'reauth') => {
      if (member) {
        const res = await browser.send('POST', `/api/member/sign-in-providers/${provider}/${member}`, { next });
        const body = await readJson<{ authorizationUrl: string }>(res);
        expect(res.status, body.message).toBe(200);
        return body.data.authorizationUrl;
      }
      // the sign-in page's link names its language, as a navigation's Accept-Language is the browser's
      const res = await browser.get(`/api/public/sign-in-providers/${provider}/start?${new URLSearchParams({ lang, next }).toString()}`);
      expect(res.status, await res.clone().text()).toBe(302);
      return res.headers.get('location') ?? '';
    },
    /** The portal's answer to the callback the provider sent the browser to. */
    callback: (url: URL) => browser.get(url.pathname + url.search),
    /** Start → the provider (signed in as `login` there) → the portal's callback: the callback's answer. */
    signInThrough: async (provider: SignInProvider, login = '', next = '/') => {
      const authorizationUrl = await browser.start(provider, next);
      return browser.callback(await atProvider(provider, authorizationUrl, login));
    },
  };
  return browser;
}

/** The portal's callback address the provider sends the browser to, after its sign-in as `login` (Google's test provider). */
export async function atProvider(provider: SignInProvider, authorizationUrl: string, login: string): Promise<URL> {
  if (provider === 'google') return signInAtOidcProvider(authorizationUrl, login);
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) throw new Error(`${provider} answered ${res.status} without sending the browser back`);
  return new URL(location);
}

/** Where a redirect sends the browser (path and query). */
export function locationOf(res: Response): string {
  const location = res.headers.get('location');
  if (!location) throw new Error(`no redirect (status ${res.status})`);
  const url = new URL(location, 'http://portal.test');
  return url.pathname + url.search;
}
