// A member's sign-in providers on My Page (issue 34): the list with the dates linked, a link through the provider
// after My Page's re-entry, an identity of another account refused, the removal of one told by mail, the last way
// to sign in kept, and the re-entry through a linked provider for an account without a password of its own.
// Google against the real OpenID Connect provider, Kakao and Naver against the server of their shapes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecoveryCodeList, TotpEnrolment } from '#core/schemas/second-factor.ts';
import { createMember, expectFailure, lastMail, login, msg, PASSWORD, readJson, useApp, type TestApp } from '../../testing/api-kit.ts';
import { startKoreanProviders, type KoreanProviders } from '../../testing/korean-providers.ts';
import { googleSettingsOf, startOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { pageAuthenticator } from '../../testing/passkey-steps.ts';
import { atProvider, locationOf, providerBrowser, type ProviderBrowser } from '../../testing/provider-browser.ts';
import { callbackUri, historyOf, linksOf, providerSignUpBody } from '../../testing/provider-sign-up.ts';
import { appCode, appNow } from '../../testing/second-factor.ts';

let idp: TestOidcProvider;
let servers: KoreanProviders;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: [callbackUri('google')] });
  servers = await startKoreanProviders();
});
useApp((app) => {
  t = app;
  t.deps.config.signInProviders = {
    ...servers.settings,
    google: googleSettingsOf(idp),
  };
});
afterAll(async () => {
  await idp.close();
  await servers.close();
});
beforeEach(() => {
  Object.assign(servers.state, { kakao: null, naver: null, deny: false, revoked: false });
});

let serial = 0;
const MY_PAGE = '/my-page/security';

/** A member with a password, signed in in a browser of its own. */
async function signedInBrowser(lang: 'ko' | 'en' = 'ko') {
  const member = await createMember(t, { lang });
  const browser = providerBrowser(t, lang);
  const { cookie } = await login(t, member.username, member.password, lang);
  const [name = '', value = ''] = (cookie ?? '').split('=');
  browser.cookies.set(name, value);
  return { member, browser };
}

/** A person at the test OpenID Connect provider; their login there. */
function googlePerson() {
  serial += 1;
  const login = `google-member-${serial}`;
  idp.people.set(login, { email: `member${serial}.${Date.now()}@example.com`, email_verified: true, name: 'Sky Kim' });
  return login;
}

/** A link or re-entry trip of a signed-in member: start → the provider, as `login` → the callback's redirect. */
async function memberTrip(browser: ProviderBrowser, provider: 'google' | 'kakao' | 'naver', purpose: 'link' | 'reauth', personLogin = '') {
  const authorizationUrl = await browser.start(provider, MY_PAGE, purpose);
  return locationOf(await browser.callback(await atProvider(provider, authorizationUrl, personLogin)));
}

describe("a member's sign-in providers", () => {
  it('GET /api/member/sign-in-providers: a password member has none linked and may link each provider switched on', async () => {
    const { browser } = await signedInBrowser();
    const list = await readJson(await browser.get('/api/member/sign-in-providers'));
    expect(list.data).toEqual({ linked: [], available: ['kakao', 'naver', 'google'], hasPassword: true });
  });

  it("POST /api/member/sign-in-providers/:provider/link asks for My Page's re-entry, then links the identity the provider vouches for", async () => {
    const { member, browser } = await signedInBrowser('en');
    await expectFailure(await browser.send('POST', '/api/member/sign-in-providers/google/link', { next: MY_PAGE }), 403, 'en', 'auth.reauthRequired');
    expect((await browser.send('POST', '/api/auth/import-password', { password: PASSWORD })).status).toBe(200);
    const who = googlePerson();
    expect(await memberTrip(browser, 'google', 'link', who)).toBe(`${MY_PAGE}?providerLinked=google`);
    const list = await readJson<{ linked: { provider: string; linkedAt: string }[]; available: string[] }>(await browser.get('/api/member/sign-in-providers'));
    expect(list.data.linked.map((link) => link.provider)).toEqual(['google']);
    expect(list.data.linked[0]?.linkedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list.data.available).toEqual(['kakao', 'naver']);
    expect((await historyOf(t, 'SECURITY_CHANGE', member.username)).map((row) => row.detail)).toEqual(['providerLinked:google']);
    expect((await lastMail(t, member.username)).body).toContain(msg('en', 'mail.securityChanged.providerLinked'));
    // Google now signs the member in
    expect(locationOf(await providerBrowser(t, 'en').signInThrough('google', who, '/en/'))).toBe('/en/');
  });

  it('an identity linked to another account is not linked to a second one', async () => {
    const first = await signedInBrowser();
    const second = await signedInBrowser();
    const who = googlePerson();
    for (const { browser } of [first, second]) expect((await browser.send('POST', '/api/auth/import-password', { password: PASSWORD })).status).toBe(200);
    expect(await memberTrip(first.browser, 'google', 'link', who)).toBe(`${MY_PAGE}?providerLinked=google`);
    expect(await memberTrip(second.browser, 'google', 'link', who)).toBe(`${MY_PAGE}?providerError=linkedElsewhere`);
    expect(await linksOf(t, second.member.id)).toEqual([]);
    expect((await historyOf(t, 'LOGIN_FAILED')).filter((row) => row.userId === second.member.id).map((row) => row.detail)).toEqual([
      'provider:google:linkedElsewhere',
    ]);
  });

  it('DELETE /api/member/sign-in-providers/:provider removes a provider and tells the member; an account without a password keeps its last one', async () => {
    // an account made through Kakao: no password of its own
    serial += 1;
    const email = `kakao-only${serial}.${Date.now()}@example.com`;
    servers.state.kakao = { id: 4_200_000_000 + serial, kakao_account: { email, is_email_valid: true, is_email_verified: true, name: '최카카' } };
    const browser = providerBrowser(t, 'ko');
    expect(locationOf(await browser.signInThrough('kakao', '', '/'))).toBe('/register-provider');
    expect((await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko'))).status).toBe(200);
    expect((await readJson<{ hasPassword: boolean }>(await browser.get('/api/member/sign-in-providers'))).data.hasPassword).toBe(false);

    // My Page's re-entry through the linked provider, as there is no password to enter
    await expectFailure(await browser.get('/api/auth/get-mypage-info'), 403, 'ko', 'auth.reauthRequired');
    expect(await memberTrip(browser, 'kakao', 'reauth')).toBe(MY_PAGE);
    expect((await browser.get('/api/auth/get-mypage-info')).status).toBe(200);

    await expectFailure(await browser.send('DELETE', '/api/member/sign-in-providers/kakao'), 409, 'ko', 'provider.lastWayToSignIn');
    servers.state.naver = { id: `naver-${serial}`, email: `n${serial}@naver.com` };
    expect(await memberTrip(browser, 'naver', 'link')).toBe(`${MY_PAGE}?providerLinked=naver`);
    const removed = await browser.send('DELETE', '/api/member/sign-in-providers/kakao');
    expect({ status: removed.status, message: (await readJson(removed)).message }).toEqual({ status: 200, message: msg('ko', 'provider.unlinked') });
    expect((await historyOf(t, 'SECURITY_CHANGE', email)).map((row) => row.detail)).toEqual([
      'providerLinked:kakao',
      'providerLinked:naver',
      'providerUnlinked:kakao',
    ]);
    expect((await lastMail(t, email)).body).toContain(msg('ko', 'mail.securityChanged.providerUnlinked'));
    await expectFailure(await browser.send('DELETE', '/api/member/sign-in-providers/kakao'), 404, 'ko', 'provider.notLinked');
    await expectFailure(await browser.send('DELETE', '/api/member/sign-in-providers/naver'), 409, 'ko', 'provider.lastWayToSignIn');
  });

  it('a member with a password may remove their only provider', async () => {
    const { member, browser } = await signedInBrowser();
    expect((await browser.send('POST', '/api/auth/import-password', { password: PASSWORD })).status).toBe(200);
    expect(await memberTrip(browser, 'google', 'link', googlePerson())).toBe(`${MY_PAGE}?providerLinked=google`);
    expect((await browser.send('DELETE', '/api/member/sign-in-providers/google')).status).toBe(200);
    expect(await linksOf(t, member.id)).toEqual([]);
  });

  it("the re-entry through a provider needs the member's own linked identity", async () => {
    const { browser } = await signedInBrowser('en');
    await expectFailure(await browser.send('POST', '/api/member/sign-in-providers/google/reauth', { next: MY_PAGE }), 404, 'en', 'provider.notLinked');
    expect((await browser.send('POST', '/api/auth/import-password', { password: PASSWORD })).status).toBe(200);
    expect(await memberTrip(browser, 'google', 'link', googlePerson())).toBe(`${MY_PAGE}?providerLinked=google`);
    // someone else signed in at the provider in this browser: not the member's identity
    expect(await memberTrip(browser, 'google', 'reauth', googlePerson())).toBe(`${MY_PAGE}?providerError=notLinked`);
  });
});

describe('sign-in providers with the other ways of issue 34', () => {
  it('with two-step verification on, a provider stands for the password: its second step follows on the sign-in page', async () => {
    const { member, browser } = await signedInBrowser('en');
    expect((await browser.send('POST', '/api/auth/import-password', { password: PASSWORD })).status).toBe(200);
    const who = googlePerson();
    expect(await memberTrip(browser, 'google', 'link', who)).toBe(`${MY_PAGE}?providerLinked=google`);
    const { secret } = (await readJson<TotpEnrolment>(await browser.send('POST', '/api/member/second-factor/totp'))).data;
    const enrolled = await browser.send('PUT', '/api/member/second-factor/totp', { code: appCode(secret, appNow(t)) });
    expect((await readJson<RecoveryCodeList>(enrolled)).data.codes).toHaveLength(10);

    const elsewhere = providerBrowser(t, 'en');
    const back = new URL(locationOf(await elsewhere.signInThrough('google', who, '/en/resources')), 'http://portal.invalid');
    expect(back.pathname).toBe('/en/login');
    expect(Object.fromEntries(back.searchParams)).toEqual({ secondFactor: 'TOTP,RECOVERY_CODE', next: '/en/resources' });
    // no session yet: the pending sign-in only
    expect([...elsewhere.cookies.keys()]).toContain('portal_member_pending');
    expect([...elsewhere.cookies.keys()]).not.toContain('portal_session');
    await expectFailure(await elsewhere.get('/api/auth/user-info'), 401, 'en', 'auth.loginRequired');
    // the enrolment spent the step of now: the app's next code finishes the sign-in
    const signedIn = await elsewhere.send('POST', '/api/auth/login/second-factor', { method: 'TOTP', code: appCode(secret, appNow(t), 1) });
    expect(signedIn.status).toBe(200);
    expect((await readJson<{ username: string }>(await elsewhere.get('/api/auth/user-info'))).data.username).toBe(member.username);
  });

  it('the last way to sign in counts passkeys: an account without a password may unlink its provider once it has a passkey, and keeps that passkey', async () => {
    serial += 1;
    const email = `kakao-passkey${serial}.${Date.now()}@example.com`;
    servers.state.kakao = { id: 4_300_000_000 + serial, kakao_account: { email, is_email_valid: true, is_email_verified: true, name: '한패스' } };
    const browser = providerBrowser(t, 'ko');
    expect(locationOf(await browser.signInThrough('kakao', '', '/'))).toBe('/register-provider');
    expect((await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko'))).status).toBe(200);
    expect(await memberTrip(browser, 'kakao', 'reauth')).toBe(MY_PAGE);
    await expectFailure(await browser.send('DELETE', '/api/member/sign-in-providers/kakao'), 409, 'ko', 'provider.lastWayToSignIn');

    const authenticator = pageAuthenticator();
    const options = await readJson<Parameters<typeof authenticator.register>[0]>(await browser.send('POST', '/api/auth/passkey/register-options'));
    const { response } = await authenticator.register(options.data);
    const added = await browser.send('POST', '/api/auth/passkey/register', { name: '노트북', response });
    expect(added.status).toBe(201);
    const { id } = (await readJson<{ id: number }>(added)).data;

    expect((await browser.send('DELETE', '/api/member/sign-in-providers/kakao')).status).toBe(200);
    await expectFailure(await browser.send('DELETE', `/api/auth/passkey/${id}`), 409, 'ko', 'passkey.lastWayToSignIn');
  });
});
