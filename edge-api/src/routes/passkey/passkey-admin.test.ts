import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '#core/schemas/admin-auth.ts';
import type { PasskeyView } from '#core/schemas/passkey.ts';
import { schema } from '#db/client.ts';
import { liveAnswer } from '../../contract/contract-kit.ts';
import { expectFailure, freshIp, lastMail, login, msg, readJson, signedInAdmin, signedInMember, useApp, type TestApp } from '../../testing/api-kit.ts';
import { addPasskey, historyOf, pageAuthenticator, reenter, signInWithPasskey } from '../../testing/passkey-steps.ts';
import { sessionCookieOf } from '../../testing/test-app.ts';

// Issue 34: passkeys in the console. An admin adds a passkey on the console's passkey screen and signs in to the
// console with it alone, without the mailed code (a passkey with the user's verification is two factors). A
// passkey added on My Page, behind the password alone, never opens the console (decision 053).

let t: TestApp;
useApp((app) => (t = app));

describe('passkeys in the console (issue 34)', () => {
  it('POST /api/admin/passkey/register and /api/auth/admin/passkey/login: an admin signs in to the console with a passkey alone', async () => {
    const admin = await signedInAdmin(t, { lang: 'en' });
    const authenticator = pageAuthenticator();
    const added = await addPasskey(t, admin.cookie, authenticator, 'Security key', { place: 'ADMIN', lang: 'en' });
    expect(added.res.status).toBe(201);
    const view = (await readJson<PasskeyView>(added.res)).data;
    expect(await liveAnswer(t, 'GET /api/admin/passkey', { cookie: admin.cookie })).toEqual([view]);
    expect((await historyOf(t, admin.id))[0]).toEqual({ event: 'SECURITY_CHANGE', detail: 'passkeyAdded:Security key', kind: 'ADMIN' });
    expect((await lastMail(t, admin.username)).body).toContain(msg('en', 'mail.securityChanged.passkeyAdded'));

    const mailsBefore = (await t.mailTo(admin.username)).length;
    const { res } = await signInWithPasskey(t, authenticator, added.credential, { kind: 'ADMIN', lang: 'en' });
    expect(res.status).toBe(200);
    const answer = await readJson<AdminUser>(res.clone());
    expect(answer).toMatchObject({ message: msg('en', 'auth.loggedIn'), data: { username: admin.username, roleCd: 'ADMIN', passwordChangeNotice: false } });
    // no code was mailed: the passkey was the whole sign-in
    expect((await t.mailTo(admin.username)).length).toBe(mailsBefore);
    const session = sessionCookieOf(res, 'portal_admin');
    expect((await t.get('/api/auth/admin/user-info', 'en', { cookie: session ?? '' })).status).toBe(200);
    expect((await historyOf(t, admin.id))[0]).toEqual({ event: 'LOGIN', detail: 'passkey', kind: 'ADMIN' });
    // a console passkey signs in to the site too: it was added behind the console's second factor
    expect((await signInWithPasskey(t, authenticator, added.credential)).res.status).toBe(200);
  });

  it('POST /api/auth/admin/passkey/login: a passkey added on My Page does not open the console', async () => {
    const admin = await signedInAdmin(t, { lang: 'ko' });
    // the same admin on the site, with the password alone and its re-entry
    const site = await login(t, admin.username, admin.password, 'ko');
    await reenter(t, site.cookie ?? '', admin.password);
    const authenticator = pageAuthenticator();
    const added = await addPasskey(t, site.cookie ?? '', authenticator, '노트북');
    expect(added.res.status).toBe(201);
    await expectFailure((await signInWithPasskey(t, authenticator, added.credential, { kind: 'ADMIN' })).res, 400, 'ko', 'passkey.memberScope');
    expect((await historyOf(t, admin.id))[0]).toEqual({ event: 'LOGIN_FAILED', detail: 'passkey:memberScope', kind: 'ADMIN' });
    // and the console's list holds only the console's passkeys
    expect(await liveAnswer(t, 'GET /api/admin/passkey', { cookie: admin.cookie })).toEqual([]);
  });

  it('POST /api/auth/admin/passkey/login: a console passkey of an account that is no longer an ADMIN is refused', async () => {
    const admin = await signedInAdmin(t, { lang: 'en' });
    const authenticator = pageAuthenticator();
    const added = await addPasskey(t, admin.cookie, authenticator, 'Key', { place: 'ADMIN', lang: 'en' });
    await t.db.update(schema.userAccount).set({ role: 'STAFF' }).where(eq(schema.userAccount.id, admin.id));
    await expectFailure((await signInWithPasskey(t, authenticator, added.credential, { kind: 'ADMIN', lang: 'en' })).res, 403, 'en', 'admin.accessDeniedRole');
    expect((await historyOf(t, admin.id))[0]).toEqual({ event: 'LOGIN_FAILED', detail: 'notAdmin', kind: 'ADMIN' });
  });

  it('the console passkey calls need the console session; a member session is refused and the count per account is limited', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await expectFailure(await t.get('/api/admin/passkey', 'en', { cookie: member.cookie, 'x-test-ip': freshIp() }), 401, 'en', 'auth.loginRequired');
    const admin = await signedInAdmin(t, { lang: 'en' });
    const now = new Date().toISOString();
    await t.db.insert(schema.passkey).values(
      Array.from({ length: 20 }, (_, n) => ({
        userId: admin.id,
        scope: 'ADMIN' as const,
        credentialId: `credential-${admin.id}-${n}`,
        publicKey: 'AA',
        userHandle: `handle-${n}`,
        deviceType: 'singleDevice',
        name: `Key ${n}`,
        createdAt: now,
      })),
    );
    await expectFailure(
      await t.send('POST', '/api/admin/passkey/register-options', undefined, 'en', { cookie: admin.cookie, 'x-test-ip': freshIp() }),
      409,
      'en',
      'passkey.limitReached',
      {
        max: 20,
      },
    );
  });
});
