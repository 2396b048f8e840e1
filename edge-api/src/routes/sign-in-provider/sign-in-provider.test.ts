// Google's sign-in end to end against a real OpenID Connect provider started here (`oidc-provider`, issue 34):
// a new person's sign-up in each language, the next sign-in through the link, and every refusal of the
// callback (state, replay, nonce, issuer, audience, expiry, an unverified address, a return address off the
// site), each written as LOGIN_FAILED and counted against the address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_FAILURE_LIMIT } from '#core/auth/limits.ts';
import { schema } from '#db/client.ts';
import { expectFailure, freshIp, login, msg, readJson, useApp, type TestApp } from '../../testing/api-kit.ts';
import { signInAtOidcProvider } from '../../testing/oidc-browser.ts';
import { googleSettingsOf, startOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { locationOf, providerBrowser } from '../../testing/provider-browser.ts';
import { callbackUri, historyOf, linksOf, providerSignUpBody } from '../../testing/provider-sign-up.ts';

let idp: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: [callbackUri('google')] });
});
useApp((app) => {
  t = app;
  t.deps.config.signInProviders = { google: googleSettingsOf(idp) };
});
afterAll(() => idp.close());

let people = 0;
/** A person at the provider with a verified address of their own; their login there. */
function person(overrides: { email_verified?: boolean; name?: string } = {}) {
  people += 1;
  const login = `google-person-${people}`;
  idp.people.set(login, { email: `person${people}.${Date.now()}@example.com`, email_verified: true, name: '김하늘', ...overrides });
  return { login, email: idp.people.get(login)?.email ?? '' };
}

const accountOf = async (username: string) => (await t.db.select().from(schema.userAccount).where(eq(schema.userAccount.username, username)))[0];

describe('sign-in with Google (OpenID Connect)', () => {
  it('GET /api/public/sign-in-providers lists the providers switched on by their settings, Kakao and Naver first', async () => {
    const res = await t.get('/api/public/sign-in-providers');
    expect((await readJson(res)).data).toEqual({ providers: ['google'] });
  });

  it('a new person signs up through Google in Korean: the fields and consents asked, the account active, linked, signed in and told by mail', async () => {
    const { login: who, email } = person();
    const browser = providerBrowser(t, 'ko');
    const callback = await browser.signInThrough('google', who, '/resources/success-story?page=2');
    expect(callback.status).toBe(302);
    expect(locationOf(callback)).toBe('/register-provider');
    const pending = await readJson(await browser.get('/api/public/sign-in-providers/pending'));
    expect(pending.data).toEqual({ provider: 'google', email, name: '김하늘', phoneNumber: '', country: '', accountExists: false });

    // the Korean terms are required in Korean (portal spec §3): the English ones are not enough
    const english = providerSignUpBody('en');
    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/sign-up', english), 422, 'ko', 'auth.requiredTermsMissing');
    const done = await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko'));
    const body = await readJson<{ user: { name: string }; next: string }>(done);
    expect({ status: done.status, message: body.message, next: body.data.next, name: body.data.user.name }).toEqual({
      status: 200,
      message: msg('ko', 'provider.signedUp'),
      next: '/resources/success-story?page=2',
      name: '김하늘',
    });
    expect((await browser.get('/api/auth/user-info')).status).toBe(200);

    const account = await accountOf(email);
    expect({ status: account?.status, hasPassword: account?.hasPassword, lang: account?.lang, company: account?.companyName }).toEqual({
      status: 'ACTIVE',
      hasPassword: false,
      lang: 'ko',
      company: '하늘데이터',
    });
    expect(await linksOf(t, account?.id ?? 0)).toEqual([{ provider: 'google', subject: who, email }]);
    const [terms] = await t.db
      .select()
      .from(schema.termAgreement)
      .where(eq(schema.termAgreement.userId, account?.id ?? 0));
    expect({ required: terms?.requiredTermsContent, marketing: terms?.isAgreeOptionalItem5 }).toEqual({
      required: JSON.stringify(['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14']),
      marketing: true,
    });
    expect((await historyOf(t, 'LOGIN', email)).map((row) => row.detail)).toEqual(['provider:google']);
    expect((await historyOf(t, 'SECURITY_CHANGE', email)).map((row) => row.detail)).toEqual(['providerLinked:google']);
    expect((await t.mailTo(email)).map((mail) => mail.subject)).toContain(msg('ko', 'mail.securityChanged.subject'));

    // the identity was used: the same browser cannot make a second account with it
    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko')), 400, 'ko', 'provider.pendingMissing');
    // nobody knows the account's password: a password sign-in fails like any wrong one
    expect((await login(t, email, 'Guess#2468x')).res.status).toBe(400);

    // the next sign-in through Google signs the linked account in, and goes where it was going
    const again = providerBrowser(t, 'ko');
    const signedIn = await again.signInThrough('google', who, '/community/FAQ');
    expect(locationOf(signedIn)).toBe('/community/FAQ');
    const info = await readJson<{ name: string }>(await again.get('/api/auth/user-info'));
    expect(info.data.name).toBe('김하늘');
    expect((await historyOf(t, 'LOGIN', email)).map((row) => row.detail)).toEqual(['provider:google', 'provider:google']);
  });

  it('a new person signs up through Google in English: the English terms and the age of 16, the account in English', async () => {
    const { login: who, email } = person({ name: 'Sky Kim' });
    const browser = providerBrowser(t, 'en');
    expect(locationOf(await browser.signInThrough('google', who, '/en/'))).toBe('/en/register-provider');
    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko')), 422, 'en', 'auth.requiredTermsMissing');
    const done = await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('en'));
    expect(done.status).toBe(200);
    expect((await readJson<{ next: string }>(done)).data.next).toBe('/en/');
    expect((await accountOf(email))?.lang).toBe('en');
    expect((await t.mailTo(email)).map((mail) => mail.subject)).toContain(msg('en', 'mail.securityChanged.subject'));
  });

  it("the sign-in page's link names its language, which wins over the browser's own", async () => {
    const { login: who } = person();
    const browser = providerBrowser(t, 'en');
    const start = await browser.get(`/api/public/sign-in-providers/google/start?lang=ko&next=${encodeURIComponent('/download')}`);
    expect(new URL(start.headers.get('location') ?? '').searchParams.get('ui_locales')).toBe('ko');
    const callback = await signInAtOidcProvider(start.headers.get('location') ?? '', who);
    expect(locationOf(await browser.callback(callback))).toBe('/register-provider');
  });
});

describe("sign-in with Google: the callback's refusals", () => {
  it('an address the provider has not verified is refused, and no account is made', async () => {
    const { login: who, email } = person({ email_verified: false });
    const browser = providerBrowser(t, 'en');
    const res = await browser.signInThrough('google', who, '/en/');
    expect(locationOf(res)).toBe('/en/login?providerError=emailUnverified');
    expect(await accountOf(email)).toBeUndefined();
    expect((await historyOf(t, 'LOGIN_FAILED', email)).map((row) => row.detail)).toEqual(['provider:google:emailUnverified']);
  });

  it('GET /api/public/sign-in-providers/:provider/callback refuses a missing or wrong state, and a callback replayed with its cookie', async () => {
    const { login: who } = person();
    // a sign-in the first browser then repeats
    const browser = providerBrowser(t, 'ko');
    const authorizationUrl = await browser.start('google', '/');
    const callback = await signInAtOidcProvider(authorizationUrl, who);
    const flowCookie = browser.cookies.get('portal_provider_flow') ?? '';
    expect(flowCookie).not.toBe('');
    expect(locationOf(await browser.callback(callback))).toBe('/register-provider');
    browser.cookies.set('portal_provider_flow', flowCookie);
    expect(locationOf(await browser.callback(callback))).toBe('/login?providerError=replayed');

    // a callback without a state, and one whose state is not the browser's
    const other = providerBrowser(t, 'ko');
    const started = new URL(await other.start('google', '/'));
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect(locationOf(await other.callback(noState))).toBe('/login?providerError=stateMismatch');
    const wrongState = new URL(callback);
    wrongState.searchParams.set('state', started.searchParams.get('state') === 'x' ? 'y' : 'x');
    expect(locationOf(await other.callback(wrongState))).toBe('/login?providerError=stateMismatch');
    // a browser that never started a sign-in (someone else's callback sent to it)
    expect(locationOf(await providerBrowser(t, 'en').callback(callback))).toBe('/en/login?providerError=stateMismatch');
    const failures = (await historyOf(t, 'LOGIN_FAILED', '')).map((row) => row.detail);
    expect(failures).toEqual(expect.arrayContaining(['provider:google:replayed', 'provider:google:stateMismatch']));
  });

  it.each([
    ['nonceMismatch', (claims: Record<string, unknown>) => ({ ...claims, nonce: 'another-sign-in' })],
    ['idTokenIssuer', (claims: Record<string, unknown>) => ({ ...claims, iss: 'https://accounts.example.com' })],
    ['idTokenAudience', (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-client' })],
    [
      'idTokenExpired',
      (claims: Record<string, unknown>) => ({ ...claims, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
  ] as const)('an ID token with a wrong claim is refused: %s', async (reason, change) => {
    const { login: who, email } = person();
    idp.tamper.idToken = change;
    try {
      const res = await providerBrowser(t, 'ko').signInThrough('google', who, '/');
      expect(locationOf(res)).toBe(`/login?providerError=${reason}`);
    } finally {
      idp.tamper.idToken = null;
    }
    expect(await accountOf(email)).toBeUndefined();
    expect((await historyOf(t, 'LOGIN_FAILED', '')).map((row) => row.detail)).toContain(`provider:google:${reason}`);
  });

  it('GET /api/public/sign-in-providers/:provider/start refuses a return address off the site, and an unknown provider', async () => {
    for (const next of ['https://evil.example/', '//evil.example/login', '/\\evil.example']) {
      const res = await t.get(`/api/public/sign-in-providers/google/start?${new URLSearchParams({ next }).toString()}`, 'ko', { 'x-test-ip': freshIp() });
      await expectFailure(res, 422, 'ko', 'provider.returnOffSite');
    }
    await expectFailure(await t.get('/api/public/sign-in-providers/kakao/start?next=/', 'en'), 404, 'en', 'provider.unknown');
    await expectFailure(await t.get('/api/public/sign-in-providers/yahoo/start?next=/', 'en'), 422, 'en', 'provider.unknown');
  });

  it("failures of the callback count toward the address's sign-in limit", async () => {
    const browser = providerBrowser(t, 'ko');
    for (let failure = 0; failure < IP_FAILURE_LIMIT; failure += 1) {
      const res = await browser.get('/api/public/sign-in-providers/google/callback?code=stolen&state=guessed');
      expect(locationOf(res)).toBe('/login?providerError=stateMismatch');
    }
    expect(locationOf(await browser.get('/api/public/sign-in-providers/google/start?next=/'))).toBe('/login?providerError=tooManyAttempts');
    expect(locationOf(await browser.get('/api/public/sign-in-providers/google/callback?code=stolen&state=guessed'))).toBe(
      '/login?providerError=tooManyAttempts',
    );
    // the password sign-in of the same address is held too
    expect((await login(t, 'member@example.com', 'Guess#2468x', 'ko', { 'x-test-ip': browser.ip })).res.status).toBe(429);
  });
});
