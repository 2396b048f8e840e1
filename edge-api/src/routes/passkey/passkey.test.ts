import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import type { PasskeyView } from '#core/schemas/passkey.ts';
import { schema } from '#db/client.ts';
import { liveAnswer } from '../../contract/contract-kit.ts';
import { expectFailure, freshIp, lastMail, msg, readJson, sessionCookieAfter, signedInMember, useTestApp, type TestApp } from '../../testing/api-kit.ts';
import {
  addPasskey,
  historyOf,
  pageAuthenticator,
  reenter,
  registrationOptions,
  sendSignIn,
  signInOptions,
  signInWithPasskey,
} from '../../testing/passkey-steps.ts';

// Issue 34: passkeys on the site. A member adds passkeys on My Page behind the password re-entry and signs in with
// one alone; every answer an attacker or a broken client could send is refused with a message in the reader's
// language, written in the connection history and counted toward the sign-in limits.

let t: TestApp;
const { at } = useTestApp((app) => (t = app));

/** A signed-in member who re-entered the password, with an authenticator holding one passkey of theirs. */
async function memberWithPasskey(lang: 'ko' | 'en' = 'ko', name = '사무실 노트북') {
  const member = await signedInMember(t, { lang });
  await reenter(t, member.cookie, member.password);
  const authenticator = pageAuthenticator();
  const added = await addPasskey(t, member.cookie, authenticator, name, { lang });
  expect(added.res.status).toBe(201);
  return { member, authenticator, credential: added.credential, view: (await readJson<PasskeyView>(added.res)).data };
}

describe('passkeys on My Page (issue 34)', () => {
  it('POST /api/auth/passkey/register and /login: a member adds a passkey behind the re-entry, then signs in with it alone', async () => {
    const { member, authenticator, credential, view } = await memberWithPasskey('ko');
    expect(view).toMatchObject({ name: '사무실 노트북', lastUsedAt: null, multiDevice: false, backedUp: false });
    expect(await liveAnswer(t, 'GET /api/auth/passkey', { cookie: member.cookie })).toEqual([view]);
    // the addition is in the history and mailed, in the member's language
    expect((await historyOf(t, member.id))[0]).toEqual({ event: 'SECURITY_CHANGE', detail: 'passkeyAdded:사무실 노트북', kind: 'MEMBER' });
    expect((await lastMail(t, member.username)).body).toContain(msg('ko', 'mail.securityChanged.passkeyAdded'));
    // what is stored is the public key and what later answers are checked against, never a secret
    const [stored] = await t.db.select().from(schema.passkey).where(eq(schema.passkey.userId, member.id));
    expect(stored).toMatchObject({ scope: 'MEMBER', credentialId: credential.id, counter: 0, transports: '["internal"]', deviceType: 'singleDevice' });
    expect(stored?.userHandle).toBe(credential.userHandle);
    // a random 32-byte handle of the passkey's own, not the account's id
    expect(stored?.userHandle).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // a new browser: no session, no password
    const { res } = await signInWithPasskey(t, authenticator, credential);
    expect(res.status).toBe(200);
    const body = await readJson<SessionUser>(res.clone());
    expect({ message: body.message, username: body.data.username }).toEqual({ message: msg('ko', 'auth.loggedIn'), username: member.username });
    const session = sessionCookieAfter(res);
    expect((await t.get('/api/auth/user-info', 'ko', { cookie: session ?? '' })).status).toBe(200);
    expect((await historyOf(t, member.id))[0]).toEqual({ event: 'LOGIN', detail: 'passkey', kind: 'MEMBER' });
    const [used] = await t.db.select().from(schema.passkey).where(eq(schema.passkey.userId, member.id));
    expect({ counter: used?.counter, used: Boolean(used?.lastUsedAt) }).toEqual({ counter: 1, used: true });
  });

  it('POST /api/auth/passkey/register-options: refused without the password re-entered, and a challenge of another session is refused', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    const headers = { cookie: member.cookie, 'x-test-ip': freshIp() };
    await expectFailure(await t.send('POST', '/api/auth/passkey/register-options', undefined, 'en', headers), 403, 'en', 'auth.reauthRequired');
    await expectFailure(await t.get('/api/auth/passkey', 'en', headers), 403, 'en', 'auth.reauthRequired');
    // another member's session asked for the challenge: this session may not register with it
    const other = await signedInMember(t);
    await reenter(t, other.cookie, other.password);
    const { options } = await registrationOptions(t, other.cookie);
    const { response } = await pageAuthenticator().register(options!);
    await reenter(t, member.cookie, member.password);
    await expectFailure(await t.send('POST', '/api/auth/passkey/register', { name: 'Laptop', response }, 'en', headers), 400, 'en', 'passkey.challengeUnknown');
    expect(await t.db.select().from(schema.passkey).where(eq(schema.passkey.userId, member.id))).toEqual([]);
  });

  it('POST /api/auth/passkey/register: a wrong origin, RP ID or an unverified user is refused, and a device holding the passkey already', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await reenter(t, member.cookie, member.password);
    const authenticator = pageAuthenticator();
    const cases = [
      [{ origin: 'https://portal.test.evil.example' }, 'passkey.wrongOrigin'],
      [{ rpID: 'evil.example' }, 'passkey.wrongRpId'],
      [{ unverified: true }, 'passkey.userNotVerified'],
      [{ type: 'webauthn.get' }, 'passkey.invalid'],
    ] as const;
    for (const [bend, key] of cases) {
      await expectFailure((await addPasskey(t, member.cookie, authenticator, 'Laptop', { lang: 'en', bend })).res, 400, 'en', key);
    }
    const first = await addPasskey(t, member.cookie, authenticator, 'Laptop', { lang: 'en' });
    expect(first.res.status).toBe(201);
    const again = await addPasskey(t, member.cookie, authenticator, 'Laptop again', { lang: 'en', bend: { reuse: first.credential } });
    await expectFailure(again.res, 409, 'en', 'passkey.alreadyRegistered');
    await expectFailure(
      await t.send('POST', '/api/auth/passkey/register', { name: ' ', response: {} }, 'en', { cookie: member.cookie, 'x-test-ip': freshIp() }),
      422,
      'en',
      'validation.required',
      { field: msg('en', 'field.name'), min: '', max: '' },
    );
  });

  it('PUT /api/auth/passkey/:id: the owner renames a passkey; another member cannot touch it', async () => {
    const { member, view } = await memberWithPasskey('ko');
    const renamed = await t.send('PUT', `/api/auth/passkey/${view.id}`, { name: '집 데스크톱' }, 'ko', { cookie: member.cookie, 'x-test-ip': freshIp() });
    expect(await readJson(renamed)).toMatchObject({ message: msg('ko', 'passkey.renamed'), data: { id: view.id, name: '집 데스크톱' } });
    const other = await signedInMember(t, { lang: 'en' });
    await reenter(t, other.cookie, other.password);
    const headers = { cookie: other.cookie, 'x-test-ip': freshIp() };
    await expectFailure(await t.send('PUT', `/api/auth/passkey/${view.id}`, { name: 'Mine now' }, 'en', headers), 404, 'en', 'passkey.notFound');
    await expectFailure(await t.send('DELETE', `/api/auth/passkey/${view.id}`, undefined, 'en', headers), 404, 'en', 'passkey.notFound');
    expect((await liveAnswer(t, 'GET /api/auth/passkey', { cookie: member.cookie })).map((row) => row.name)).toEqual(['집 데스크톱']);
  });
});

describe('signing in by a passkey alone on the site (issue 34)', () => {
  it('POST /api/auth/passkey/login: a replayed answer, a challenge of another browser and an expired challenge are refused', async () => {
    const { member, authenticator, credential } = await memberWithPasskey('en');
    const first = await signInWithPasskey(t, authenticator, credential);
    expect(first.res.status).toBe(200);
    await expectFailure(await sendSignIn(t, 'MEMBER', first.response, first.browser.cookie, 'en'), 400, 'en', 'passkey.challengeUsed');
    // another browser's challenge, answered and sent with this browser's cookie, or with none
    const mine = await signInOptions(t);
    const theirs = await signInOptions(t);
    const answer = await authenticator.assert(theirs.options, credential);
    await expectFailure(await sendSignIn(t, 'MEMBER', answer, mine.cookie, 'en'), 400, 'en', 'passkey.challengeUnknown');
    await expectFailure(await sendSignIn(t, 'MEMBER', answer, '', 'en'), 400, 'en', 'passkey.challengeUnknown');
    // a challenge lives 5 minutes
    const late = await signInOptions(t);
    at(6);
    await expectFailure(
      await sendSignIn(t, 'MEMBER', await authenticator.assert(late.options, credential), late.cookie, 'en'),
      400,
      'en',
      'passkey.challengeExpired',
      {
        minutes: 5,
      },
    );
    const failures = (await historyOf(t, member.id)).filter((row) => row.event === 'LOGIN_FAILED').map((row) => row.detail);
    expect(failures).toEqual(['passkey:challengeExpired', 'passkey:challengeUnknown', 'passkey:challengeUnknown', 'passkey:challengeUsed']);
  });

  it('POST /api/auth/passkey/login: a wrong origin or RP ID, an unverified user and a counter that went backwards are refused (ko)', async () => {
    const { member, authenticator, credential } = await memberWithPasskey('ko');
    const cases = [
      [{ origin: 'http://portal.test:8080' }, 'passkey.wrongOrigin', 'wrongOrigin'],
      [{ rpID: 'example.com' }, 'passkey.wrongRpId', 'wrongRpId'],
      [{ unverified: true }, 'passkey.userNotVerified', 'userNotVerified'],
    ] as const;
    for (const [bend, key, reason] of cases) {
      await expectFailure((await signInWithPasskey(t, authenticator, credential, { bend })).res, 400, 'ko', key);
      expect((await historyOf(t, member.id))[0]).toEqual({ event: 'LOGIN_FAILED', detail: `passkey:${reason}`, kind: 'MEMBER' });
    }
    expect((await signInWithPasskey(t, authenticator, credential, { bend: { counter: 7 } })).res.status).toBe(200);
    // a copy of the authenticator that has not seen the last use reports an older count
    await expectFailure((await signInWithPasskey(t, authenticator, credential, { bend: { counter: 7 } })).res, 400, 'ko', 'passkey.counterBackwards');
    await expectFailure((await signInWithPasskey(t, authenticator, credential, { bend: { counter: 3 } })).res, 400, 'ko', 'passkey.counterBackwards');
    expect((await signInWithPasskey(t, authenticator, credential, { bend: { counter: 8 } })).res.status).toBe(200);
  });

  it('POST /api/auth/passkey/login: a synced passkey that keeps no counter (always 0) signs in each time', async () => {
    const { authenticator, credential } = await memberWithPasskey('en');
    for (let n = 0; n < 2; n += 1) expect((await signInWithPasskey(t, authenticator, credential, { bend: { counter: 0 } })).res.status).toBe(200);
  });

  it('DELETE /api/auth/passkey/:id: a removed passkey is refused at sign-in; unknown passkeys count toward the address limit', async () => {
    const { member, authenticator, credential, view } = await memberWithPasskey('en');
    const headers = { cookie: member.cookie, 'x-test-ip': freshIp() };
    const removed = await t.send('DELETE', `/api/auth/passkey/${view.id}`, undefined, 'en', headers);
    expect((await readJson(removed)).message).toBe(msg('en', 'passkey.removed'));
    expect((await historyOf(t, member.id))[0]).toEqual({ event: 'SECURITY_CHANGE', detail: 'passkeyRemoved:사무실 노트북', kind: 'MEMBER' });
    expect((await lastMail(t, member.username)).body).toContain(msg('en', 'mail.securityChanged.passkeyRemoved'));
    await expectFailure((await signInWithPasskey(t, authenticator, credential, { lang: 'en' })).res, 400, 'en', 'passkey.unknownCredential');
    // a removed passkey names no account any more: the failure is written without one
    const [failed] = await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.detail, 'passkey:unknownCredential'));
    expect(failed).toMatchObject({ event: 'LOGIN_FAILED', userId: null, username: '', kind: 'MEMBER' });
    await expectFailure(await t.send('DELETE', `/api/auth/passkey/${view.id}`, undefined, 'en', headers), 404, 'en', 'passkey.notFound');

    // 20 failures from one address, then the address waits, as after 20 wrong passwords
    const ip = freshIp();
    for (let n = 1; n < 20; n += 1) expect((await signInWithPasskey(t, authenticator, credential, { ip })).res.status).toBe(400);
    expect((await signInWithPasskey(t, authenticator, credential, { ip })).res.status).toBe(400);
    await expectFailure(
      (await signInWithPasskey(t, authenticator, credential, { ip, lang: 'en' })).res,
      429,
      'en',
      'auth.tooManyAttempts',
      { minutes: 15 },
      184,
    );
  });
});
