// The account with the address a provider vouches for is never linked on the provider's word (issue 34): its
// owner proves it, by its password or by a mailed link opened in the browser the sign-in began in, and only
// then is the provider linked and the account signed in. Against the real OpenID Connect provider started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '#core/auth/mask.ts';
import { createMember, expectFailure, lastMail, msg, PASSWORD, readJson, tokenInMail, useApp, type TestApp } from '../../testing/api-kit.ts';
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
/** A member of the portal, and a person at the provider with the member's address (verified there). */
async function memberAndPerson(lang: 'ko' | 'en' = 'ko', status: 'ACTIVE' | 'PENDING' = 'ACTIVE') {
  people += 1;
  const member = await createMember(t, { username: `owner${people}.${Date.now()}@example.com`, lang, status });
  const login = `google-owner-${people}`;
  idp.people.set(login, { email: member.username, email_verified: true, name: member.name });
  return { member, login };
}

describe('linking a provider to the account with its address', () => {
  it('POST /api/public/sign-in-providers/link: the owner proves the account with its password, then Google is linked and signs it in', async () => {
    const { member, login } = await memberAndPerson('ko');
    const browser = providerBrowser(t, 'ko');
    expect(locationOf(await browser.signInThrough('google', login, '/download'))).toBe('/login-provider');
    expect((await readJson<{ accountExists: boolean }>(await browser.get('/api/public/sign-in-providers/pending'))).data.accountExists).toBe(true);
    // the provider's word does not make a second account, nor sign the first one in
    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko')), 409, 'ko', 'provider.accountExists');
    expect((await browser.get('/api/auth/user-info')).status).toBe(401);

    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/link', { password: 'Wrong#2468x' }), 400, 'ko', 'auth.loginFailed');
    expect(await linksOf(t, member.id)).toEqual([]);
    expect((await historyOf(t, 'LOGIN_FAILED', member.username)).map((row) => row.detail)).toEqual(['wrongPassword']);

    const linked = await browser.send('POST', '/api/public/sign-in-providers/link', { password: PASSWORD });
    expect(linked.status).toBe(200);
    expect((await readJson<{ next: string }>(linked)).data.next).toBe('/download');
    expect(await linksOf(t, member.id)).toEqual([{ provider: 'google', subject: login, email: member.username }]);
    expect((await historyOf(t, 'SECURITY_CHANGE', member.username)).map((row) => row.detail)).toEqual(['providerLinked:google']);
    expect((await lastMail(t, member.username)).subject).toBe(msg('ko', 'mail.securityChanged.subject'));
    expect((await browser.get('/api/auth/user-info')).status).toBe(200);

    // from now on Google signs the account in at once
    expect(locationOf(await providerBrowser(t, 'ko').signInThrough('google', login, '/download'))).toBe('/download');
  });

  it('POST /api/public/sign-in-providers/link-mail and link-confirm: a mailed link proves the account, in the browser the sign-in began in only', async () => {
    const { member, login } = await memberAndPerson('en');
    const browser = providerBrowser(t, 'en');
    expect(locationOf(await browser.signInThrough('google', login, '/en/'))).toBe('/en/login-provider');
    const sent = await browser.send('POST', '/api/public/sign-in-providers/link-mail');
    const sentBody = await readJson<{ sentTo: string }>(sent);
    expect({ status: sent.status, sentTo: sentBody.data.sentTo, message: sentBody.message }).toEqual({
      status: 200,
      sentTo: maskEmail(member.username),
      message: msg('en', 'provider.linkMailSent'),
    });
    const mail = await lastMail(t, member.username);
    expect(mail.subject).toBe(msg('en', 'provider.mail.link.subject', { provider: 'Google' }));
    expect(mail.body).toContain('http://portal.test/en/login-provider?token=');
    const token = tokenInMail(mail.body);

    // the link alone, in another browser, proves nothing: the sign-in that asked for it is in the first one
    await expectFailure(
      await providerBrowser(t, 'en').send('POST', '/api/public/sign-in-providers/link-confirm', { token }),
      400,
      'en',
      'provider.pendingMissing',
    );
    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/link-confirm', { token: 'A'.repeat(43) }), 400, 'en', 'provider.linkInvalid');
    expect(await linksOf(t, member.id)).toEqual([]);

    const confirmed = await browser.send('POST', '/api/public/sign-in-providers/link-confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await linksOf(t, member.id)).toEqual([{ provider: 'google', subject: login, email: member.username }]);
    expect((await historyOf(t, 'LOGIN', member.username)).map((row) => row.detail)).toEqual(['provider:google']);
    // used once
    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/link-confirm', { token }), 400, 'en', 'provider.pendingMissing');
  });

  it("someone whose provider account shows another person's address gets no session and no link without that person's proof", async () => {
    const { member, login } = await memberAndPerson('ko');
    const intruder = providerBrowser(t, 'ko');
    expect(locationOf(await intruder.signInThrough('google', login, '/'))).toBe('/login-provider');
    // the mailed link goes to the account's owner, never to the one asking
    await intruder.send('POST', '/api/public/sign-in-providers/link-mail');
    const mail = await lastMail(t, member.username);
    expect({ recipient: mail.recipient, subject: mail.subject }).toEqual({
      recipient: member.username,
      subject: msg('ko', 'provider.mail.link.subject', { provider: 'Google' }),
    });
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await intruder.send('POST', '/api/public/sign-in-providers/link', { password: `Guess#246${guess}x` })).status).toBe(400);
    }
    expect((await intruder.get('/api/auth/user-info')).status).toBe(401);
    expect(await linksOf(t, member.id)).toEqual([]);
  });

  it('an account that is not active is not linked: the password step says why', async () => {
    const { member, login } = await memberAndPerson('en', 'PENDING');
    const browser = providerBrowser(t, 'en');
    expect(locationOf(await browser.signInThrough('google', login, '/en/'))).toBe('/en/login-provider');
    await expectFailure(await browser.send('POST', '/api/public/sign-in-providers/link', { password: PASSWORD }), 403, 'en', 'auth.notActivated', {}, 181);
    expect(await linksOf(t, member.id)).toEqual([]);
  });

  it('GET /api/public/sign-in-providers/pending without a waiting identity answers none, and says to start again', async () => {
    const res = await t.get('/api/public/sign-in-providers/pending', 'en');
    const body = await readJson(res);
    expect({ status: res.status, data: body.data, message: body.message }).toEqual({ status: 200, data: null, message: msg('en', 'provider.pendingMissing') });
  });
});
