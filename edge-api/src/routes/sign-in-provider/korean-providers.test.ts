// Kakao's and Naver's sign-in (issue 34) against a server started here that answers in their documented shapes,
// their error shapes included (testing/korean-providers.ts): the person's address, name and mobile as each gives
// them, the address counted only when the provider vouches for it, PKCE and state at Kakao, Naver's refusal in an
// HTTP 200, a revoked access token at the profile API, and a sign-in cancelled at the provider.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '#db/client.ts';
import { readJson, useApp, type TestApp } from '../../testing/api-kit.ts';
import { KAKAO_CLIENT, NAVER_CLIENT, startKoreanProviders, type KakaoPerson, type KoreanProviders } from '../../testing/korean-providers.ts';
import { atProvider, locationOf, providerBrowser } from '../../testing/provider-browser.ts';
import { callbackUri, historyOf, linksOf, providerSignUpBody } from '../../testing/provider-sign-up.ts';

let servers: KoreanProviders;
let t: TestApp;
beforeAll(async () => {
  servers = await startKoreanProviders();
});
useApp((app) => {
  t = app;
  t.deps.config.signInProviders = servers.settings;
});
afterAll(() => servers.close());
beforeEach(() => {
  Object.assign(servers.state, { kakao: null, naver: null, deny: false, revoked: false });
});

let serial = 0;
const stamp = () => `${Date.now()}${(serial += 1)}`;

/** Kakao's person with a valid, verified address, a name and a mobile number (the app's consent items agreed). */
function kakaoPerson(account: Record<string, unknown> = {}): KakaoPerson {
  const id = 4_100_000_000 + (serial += 1);
  return {
    id,
    kakao_account: {
      email_needs_agreement: false,
      email: `kakao${stamp()}@kakao.example.com`,
      is_email_valid: true,
      is_email_verified: true,
      name_needs_agreement: false,
      name: '이카카',
      phone_number_needs_agreement: false,
      phone_number: '+82 10-1234-5678',
      profile_nickname_needs_agreement: false,
      profile: { nickname: '카카', is_default_nickname: false },
      ...account,
    },
  };
}

const accountOf = async (username: string) => (await t.db.select().from(schema.userAccount).where(eq(schema.userAccount.username, username)))[0];

describe('sign-in with Kakao (OAuth 2.0, /v2/user/me)', () => {
  it('a new person signs up with the name and mobile Kakao gave; the trip carries state and PKCE; the next sign-in goes through the link', async () => {
    const person = kakaoPerson();
    servers.state.kakao = person;
    const browser = providerBrowser(t, 'ko');
    const authorizationUrl = new URL(await browser.start('kakao', '/education/prods'));
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(servers.settings.kakao.authorizationEndpoint);
    expect(
      Object.fromEntries(
        ['client_id', 'redirect_uri', 'response_type', 'code_challenge_method'].map((name) => [name, authorizationUrl.searchParams.get(name)]),
      ),
    ).toEqual({
      client_id: KAKAO_CLIENT.id,
      redirect_uri: callbackUri('kakao'),
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(authorizationUrl.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    const callback = await browser.callback(await atProvider('kakao', authorizationUrl.href, ''));
    expect(locationOf(callback)).toBe('/register-provider');
    // the code went back with the PKCE verifier and the client's secret (the server checked both)
    expect(servers.state.requests.at(-1)?.form).toMatchObject({
      grant_type: 'authorization_code',
      client_id: KAKAO_CLIENT.id,
      client_secret: KAKAO_CLIENT.secret,
    });
    expect(servers.state.requests.at(-1)?.form.code_verifier).toMatch(/^[\w-]{43,}$/);

    const email = String(person.kakao_account.email);
    const pending = await readJson(await browser.get('/api/public/sign-in-providers/pending'));
    expect(pending.data).toEqual({ provider: 'kakao', email, name: '이카카', phoneNumber: '01012345678', country: '+82', accountExists: false });
    expect(
      (await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko', { name: '이카카', phoneNumber: '01012345678' }))).status,
    ).toBe(200);
    const account = await accountOf(email);
    expect(await linksOf(t, account?.id ?? 0)).toEqual([{ provider: 'kakao', subject: String(person.id), email }]);

    expect(locationOf(await providerBrowser(t, 'ko').signInThrough('kakao', '', '/education/prods'))).toBe('/education/prods');
  });

  it.each([
    ['emailUnverified', { is_email_verified: false }],
    ['emailUnverified', { is_email_valid: false }],
    ['emailMissing', { email_needs_agreement: true, email: undefined }],
  ] as const)('an address Kakao does not vouch for is refused: %s (%j)', async (reason, account) => {
    const person = kakaoPerson(account);
    servers.state.kakao = person;
    expect(locationOf(await providerBrowser(t, 'en').signInThrough('kakao', '', '/en/'))).toBe(`/en/login?providerError=${reason}`);
    if (typeof person.kakao_account.email === 'string') expect(await accountOf(person.kakao_account.email)).toBeUndefined();
  });

  it("a code is taken only with its own sign-in's PKCE verifier, and only once (Kakao's KOE320)", async () => {
    servers.state.kakao = kakaoPerson();
    const browser = providerBrowser(t, 'ko');
    // a code of one sign-in, brought to the callback of another sign-in of the same browser
    const first = await atProvider('kakao', await browser.start('kakao', '/'), '');
    const second = new URL(await browser.start('kakao', '/'));
    const stolen = new URL(first);
    stolen.searchParams.set('state', second.searchParams.get('state') ?? '');
    expect(locationOf(await browser.callback(stolen))).toBe('/login?providerError=codeRefused');

    // a code already exchanged, in a fresh sign-in
    const used = await atProvider('kakao', await browser.start('kakao', '/'), '');
    expect(locationOf(await browser.callback(used))).toBe('/register-provider');
    const third = new URL(await browser.start('kakao', '/'));
    const again = new URL(used);
    again.searchParams.set('state', third.searchParams.get('state') ?? '');
    expect(locationOf(await browser.callback(again))).toBe('/login?providerError=codeRefused');
    expect((await historyOf(t, 'LOGIN_FAILED', '')).map((row) => row.detail)).toContain('provider:kakao:codeRefused');
  });

  it('an access token Kakao no longer knows ({ msg, code: -401 }) leaves the sign-in refused', async () => {
    servers.state.kakao = kakaoPerson();
    servers.state.revoked = true;
    expect(locationOf(await providerBrowser(t, 'ko').signInThrough('kakao', '', '/'))).toBe('/login?providerError=profileRefused');
  });

  it('a sign-in cancelled at the provider says so, and is not counted against the address', async () => {
    servers.state.deny = true;
    const browser = providerBrowser(t, 'ko');
    expect(locationOf(await browser.signInThrough('kakao', '', '/'))).toBe('/login?providerError=cancelled');
    const counted = await t.db
      .select()
      .from(schema.rateLimit)
      .where(eq(schema.rateLimit.key, `login:${browser.ip}`));
    expect(counted).toEqual([]);
  });
});

describe('sign-in with Naver (OAuth 2.0, /v1/nid/me)', () => {
  it('a new person with a Naver mailbox signs up with the name and mobile Naver gave; the token request names the state', async () => {
    const id = `naver-${stamp()}`;
    const email = `naver${stamp()}@naver.com`;
    servers.state.naver = { id, email, name: '박네이', nickname: '네이', mobile: '010-9876-5432', mobile_e164: '+821098765432' };
    const browser = providerBrowser(t, 'ko');
    expect(locationOf(await browser.signInThrough('naver', '', '/'))).toBe('/register-provider');
    expect(servers.state.requests.at(-1)?.form).toMatchObject({
      client_id: NAVER_CLIENT.id,
      client_secret: NAVER_CLIENT.secret,
      grant_type: 'authorization_code',
    });
    expect(servers.state.requests.at(-1)?.form.state).toMatch(/^[\w-]{40,}$/);
    const pending = await readJson(await browser.get('/api/public/sign-in-providers/pending'));
    expect(pending.data).toEqual({ provider: 'naver', email, name: '박네이', phoneNumber: '01098765432', country: '+82', accountExists: false });
    expect((await browser.send('POST', '/api/public/sign-in-providers/sign-up', providerSignUpBody('ko'))).status).toBe(200);
    expect(await linksOf(t, (await accountOf(email))?.id ?? 0)).toEqual([{ provider: 'naver', subject: id, email }]);
  });

  it('an address other than the Naver mailbox is one Naver does not vouch for: refused', async () => {
    servers.state.naver = { id: `naver-${stamp()}`, email: `someone${stamp()}@example.com`, name: '박네이' };
    expect(locationOf(await providerBrowser(t, 'ko').signInThrough('naver', '', '/'))).toBe('/login?providerError=emailUnverified');
  });

  it("Naver's refusal of a code, answered with HTTP 200 and an error body, refuses the sign-in", async () => {
    servers.state.naver = { id: `naver-${stamp()}`, email: `naver${stamp()}@naver.com` };
    const browser = providerBrowser(t, 'ko');
    const used = await atProvider('naver', await browser.start('naver', '/'), '');
    expect(locationOf(await browser.callback(used))).toBe('/register-provider');
    const next = new URL(await browser.start('naver', '/'));
    const again = new URL(used);
    again.searchParams.set('state', next.searchParams.get('state') ?? '');
    expect(locationOf(await browser.callback(again))).toBe('/login?providerError=codeRefused');
  });

  it("an access token Naver refuses ({ resultcode: '024' }) leaves the sign-in refused", async () => {
    servers.state.naver = { id: `naver-${stamp()}`, email: `naver${stamp()}@naver.com` };
    servers.state.revoked = true;
    expect(locationOf(await providerBrowser(t, 'en').signInThrough('naver', '', '/en/'))).toBe('/en/login?providerError=profileRefused');
  });
});
