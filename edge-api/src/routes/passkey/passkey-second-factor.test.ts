import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { schema } from '#db/client.ts';
import {
  cookieJar,
  expectFailure,
  freshIp,
  login,
  passwordStep,
  readJson,
  sessionCookieAfter,
  signedInAdmin,
  signedInMember,
  useApp,
  type TestApp,
} from '../../testing/api-kit.ts';
import { addPasskey, historyOf, pageAuthenticator, reenter, type Authenticator } from '../../testing/passkey-steps.ts';
import { enrolApp } from '../../testing/second-factor.ts';

// Issue 34: a passkey as a proof within a sign-in or a session. As the second factor after the password, through the
// second step's own calls (the member's and the console's), and as My Page's re-entry instead of the password.

let t: TestApp;
useApp((app) => (t = app));

type RequestOptions = { challenge: string; allowCredentials: { id: string }[] };
const steps = {
  MEMBER: { options: '/api/auth/login/second-factor/passkey-options', proof: '/api/auth/login/second-factor' },
  ADMIN: { options: '/api/auth/admin/login-second-factor/passkey-options', proof: '/api/auth/admin/login-second-factor' },
} as const;

/** The member's password step: its answer and the pending sign-in's cookie. */
async function memberPasswordStep(member: { username: string; password: string }, ip: string, lang: Lang = 'en') {
  const res = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, lang, { 'x-test-ip': ip });
  return { res, body: await readJson<{ secondFactor?: string[] }>(res.clone()), cookie: cookieJar('', res) };
}

/** Asks the second step of `kind` for a passkey's challenge and answers it with `credential`, as the browser of `cookie`. */
async function answer(kind: keyof typeof steps, authenticator: Authenticator, cookie: string, ip: string, credential = authenticator.held[0]) {
  const options = await t.send('POST', steps[kind].options, undefined, 'en', { cookie, 'x-test-ip': ip });
  expect(options.status).toBe(200);
  const asked = (await readJson<RequestOptions>(options)).data;
  const response = await authenticator.assert(asked, credential);
  const send = (sentCookie = cookie) => t.send('POST', steps[kind].proof, { method: 'PASSKEY', response }, 'en', { cookie: sentCookie, 'x-test-ip': ip });
  return { response, send, allowed: asked.allowCredentials.map((item) => item.id) };
}

const lastLogin = async (userId: number) => (await historyOf(t, userId)).find((row) => row.event === 'LOGIN');

describe('a passkey as the second factor (issue 34)', () => {
  it("the console's second step: the admin's console passkey is offered, signs in, and is not taken twice", async () => {
    const admin = await signedInAdmin(t);
    const authenticator = pageAuthenticator();
    const { credential } = await addPasskey(t, admin.cookie, authenticator, 'Key', { place: 'ADMIN' });
    const ip = freshIp();
    const { res, cookie } = await passwordStep(t, admin.username, admin.password, ip);
    expect((await readJson<{ secondFactor: string[] }>(res)).data.secondFactor).toEqual(['PASSKEY']);
    const { send, allowed } = await answer('ADMIN', authenticator, cookie, ip);
    expect(allowed).toEqual([credential.id]);
    const signedIn = await send();
    expect(signedIn.status).toBe(200);
    expect(await lastLogin(admin.id)).toEqual({ event: 'LOGIN', detail: 'passkeySecondFactor', kind: 'ADMIN' });
    // the pending sign-in is over: the same answer again has nothing to finish
    await expectFailure(await send(), 401, 'en', 'auth.loginRequired');
  });

  it("refuses another account's passkey, another pending sign-in's challenge and a My Page passkey, each counted", async () => {
    const admin = await signedInAdmin(t);
    const mine = pageAuthenticator();
    await addPasskey(t, admin.cookie, mine, 'Key', { place: 'ADMIN' });
    const other = await signedInAdmin(t);
    const theirs = pageAuthenticator();
    await addPasskey(t, other.cookie, theirs, 'Their key', { place: 'ADMIN' });

    const ip = freshIp();
    const first = await passwordStep(t, admin.username, admin.password, ip);
    const stolen = await answer('ADMIN', mine, first.cookie, ip, theirs.held[0]);
    await expectFailure(await stolen.send(), 400, 'en', 'passkey.otherAccount');
    expect((await historyOf(t, admin.id))[0]).toEqual({ event: 'LOGIN_FAILED', detail: 'passkey:otherAccount', kind: 'ADMIN' });
    const pendingRow = async () => {
      const rows = await t.db.select().from(schema.oneTimeToken).where(eq(schema.oneTimeToken.userId, admin.id));
      return rows.find((row) => row.purpose === 'ADMIN_PENDING_LOGIN');
    };
    expect((await pendingRow())?.attempts).toBe(1);

    // a new password step is a new pending sign-in: the earlier one's challenge is not its own
    const earlier = await answer('ADMIN', mine, first.cookie, ip);
    const second = await passwordStep(t, admin.username, admin.password, ip);
    await expectFailure(await earlier.send(second.cookie), 400, 'en', 'passkey.challengeUnknown');

    // an admin whose only passkey was added on My Page has none for the console: the mailed code is the second step
    const siteOnly = await signedInAdmin(t);
    const site = await login(t, siteOnly.username, siteOnly.password);
    await reenter(t, site.cookie ?? '', siteOnly.password);
    await addPasskey(t, site.cookie ?? '', pageAuthenticator(), 'Laptop');
    const pending = await passwordStep(t, siteOnly.username, siteOnly.password, ip);
    expect((await readJson<{ secondFactor: string[] }>(pending.res)).data.secondFactor).toEqual([]);
    await expectFailure(
      await t.send('POST', steps.ADMIN.options, undefined, 'en', { cookie: pending.cookie, 'x-test-ip': ip }),
      404,
      'en',
      'passkey.noneRegistered',
    );
  });

  it("a member's second step: with the app on, every passkey of the member is offered beside it; a passkey alone adds no step", async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await reenter(t, member.cookie, member.password);
    const authenticator = pageAuthenticator();
    await addPasskey(t, member.cookie, authenticator, '휴대폰');
    const ip = freshIp();
    // two-step verification is off: the password signs the member in, the passkey is a way to sign in without it
    const plain = await memberPasswordStep(member, ip);
    expect(plain.body.data.secondFactor).toBeUndefined();
    expect(sessionCookieAfter(plain.res)).toBeDefined();

    await enrolApp(t, member.cookie, '/api/member/second-factor');
    const step = await memberPasswordStep(member, ip);
    expect(step.body.data.secondFactor).toEqual(['TOTP', 'PASSKEY', 'RECOVERY_CODE']);
    const { send } = await answer('MEMBER', authenticator, step.cookie, ip);
    const signedIn = await send();
    expect(signedIn.status).toBe(200);
    expect(sessionCookieAfter(signedIn)).toBeDefined();
    expect(await lastLogin(member.id)).toEqual({ event: 'LOGIN', detail: 'passkeySecondFactor', kind: 'MEMBER' });
  });

  it("a removed passkey is refused at the second step, in the reader's language", async () => {
    const admin = await signedInAdmin(t);
    const authenticator = pageAuthenticator();
    await addPasskey(t, admin.cookie, authenticator, 'Old key', { place: 'ADMIN' });
    await addPasskey(t, admin.cookie, authenticator, 'New key', { place: 'ADMIN' });
    const ip = freshIp();
    const { cookie } = await passwordStep(t, admin.username, admin.password, ip);
    const options = (await readJson<RequestOptions>(await t.send('POST', steps.ADMIN.options, undefined, 'ko', { cookie, 'x-test-ip': ip }))).data;
    const response = await authenticator.assert(options, authenticator.held[0]);
    const [old] = (await readJson<{ id: number }[]>(await t.get('/api/admin/passkey', 'ko', { cookie: admin.cookie }))).data;
    expect((await t.send('DELETE', `/api/admin/passkey/${old?.id}`, undefined, 'ko', { cookie: admin.cookie, 'x-test-ip': freshIp() })).status).toBe(200);
    const refused = await t.send('POST', steps.ADMIN.proof, { method: 'PASSKEY', response }, 'ko', { cookie, 'x-test-ip': ip });
    await expectFailure(refused, 400, 'ko', 'passkey.unknownCredentialConsole');
  });
});

describe("My Page's re-entry by a passkey (issue 34)", () => {
  it('POST /api/auth/passkey/reauth: opens my page as the password does; another account’s passkey is refused', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await reenter(t, member.cookie, member.password);
    const authenticator = pageAuthenticator();
    await addPasskey(t, member.cookie, authenticator, 'Phone', { lang: 'en' });
    // a new session: my page is closed until the member proves it is them again
    const fresh = await login(t, member.username, member.password, 'en');
    const headers = { cookie: fresh.cookie ?? '', 'x-test-ip': freshIp() };
    await expectFailure(await t.get('/api/auth/get-mypage-info', 'en', headers), 403, 'en', 'auth.reauthRequired');
    const optionsOf = async () =>
      (
        await readJson<{ challenge: string; allowCredentials: { id: string }[] }>(
          await t.send('POST', '/api/auth/passkey/reauth-options', undefined, 'en', headers),
        )
      ).data;
    const options = await optionsOf();
    expect(options.allowCredentials.map((item) => item.id)).toEqual([authenticator.held[0]?.id]);
    const reauth = await t.send('POST', '/api/auth/passkey/reauth', { response: await authenticator.assert(options) }, 'en', headers);
    expect(await readJson(reauth)).toMatchObject({ success: true, message: translator('en')('passkey.reauthOk') });
    expect((await t.get('/api/auth/get-mypage-info', 'en', headers)).status).toBe(200);

    const stranger = await signedInMember(t);
    await reenter(t, stranger.cookie, stranger.password);
    const theirs = pageAuthenticator();
    await addPasskey(t, stranger.cookie, theirs, 'Theirs');
    const stolen = await t.send('POST', '/api/auth/passkey/reauth', { response: await theirs.assert(await optionsOf()) }, 'en', headers);
    await expectFailure(stolen, 400, 'en', 'passkey.otherAccount');
  });

  it('POST /api/auth/passkey/reauth-options: a member without a passkey is told so, not offered whatever the browser holds', async () => {
    const member = await signedInMember(t, { lang: 'ko' });
    await expectFailure(
      await t.send('POST', '/api/auth/passkey/reauth-options', undefined, 'ko', { cookie: member.cookie, 'x-test-ip': freshIp() }),
      404,
      'ko',
      'passkey.noneRegistered',
    );
  });
});
