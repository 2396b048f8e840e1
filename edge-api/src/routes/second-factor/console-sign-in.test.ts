import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminLoginAnswer, AdminUser } from '#core/schemas/admin-auth.ts';
import { schema } from '#db/client.ts';
import {
  ADMIN_PASSWORD,
  expectFailure,
  freshIp,
  passwordStep,
  readJson,
  requestCode,
  signedInAdmin,
  useTestApp,
  type SignedInAdmin,
  type TestApp,
} from '../../testing/api-kit.ts';
import { appCode, appNow, enrolApp, type Enrolled } from '../../testing/second-factor.ts';
import { sessionCookieOf } from '../../testing/test-app.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));
const MY = '/api/admin/my-second-factor';

/** An admin with an authenticator app enrolled on "My security". */
async function adminWithApp(): Promise<SignedInAdmin & Enrolled> {
  const admin = await signedInAdmin(t);
  return { ...admin, ...(await enrolApp(t, admin.cookie, MY)) };
}

const setPolicy = async (admin: SignedInAdmin, on: boolean) =>
  expect(
    (await t.send('PUT', '/api/admin/second-factor-policy', { consoleStrongFactorRequired: on }, 'ko', { cookie: admin.cookie, 'x-test-ip': freshIp() }))
      .status,
  ).toBe(200);

const totpStep = (cookie: string, code: string, lang: 'ko' | 'en' = 'ko') =>
  t.send('POST', '/api/auth/admin/login-second-factor', { method: 'TOTP', code }, lang, { cookie, 'x-test-ip': freshIp() });

describe("the console's sign-in with an authenticator app (issue 34)", () => {
  it('offers the app beside the mailed code, and the app signs the admin in', async () => {
    const admin = await adminWithApp();
    const step1 = await passwordStep(t, admin.username, ADMIN_PASSWORD);
    expect((await readJson<AdminLoginAnswer>(step1.res)).data).toEqual({
      channels: ['MAIL', 'SMS'],
      secondFactor: ['TOTP', 'RECOVERY_CODE'],
      enrolSecondFactor: false,
    });
    at(1);
    const res = await totpStep(step1.cookie, appCode(admin.secret, appNow(t)), 'en');
    expect(res.status).toBe(200);
    expect((await readJson<AdminUser>(res.clone())).data).toMatchObject({ username: admin.username, passwordChangeNotice: false, enrolSecondFactor: false });
    expect(sessionCookieOf(res, 'portal_admin')).toMatch(/^portal_admin=[\w-]{43}$/);
    const logins = await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, admin.id));
    expect(logins.filter((row) => row.event === 'LOGIN').map((row) => [row.kind, row.detail])).toEqual([
      ['ADMIN', ''],
      ['ADMIN', 'totp'],
    ]);
  });

  it('under the policy, offers no mailed code to an admin with an app, and refuses one asked for anyway', async () => {
    const admin = await adminWithApp();
    await setPolicy(admin, true);
    try {
      const step1 = await passwordStep(t, admin.username, ADMIN_PASSWORD);
      expect((await readJson<AdminLoginAnswer>(step1.res)).data).toEqual({ channels: [], secondFactor: ['TOTP', 'RECOVERY_CODE'], enrolSecondFactor: false });
      const asked = await t.get('/api/auth/admin/get-otp-login?channel=MAIL', 'en', { cookie: step1.cookie, 'x-test-ip': freshIp() });
      await expectFailure(asked, 403, 'en', 'secondFactor.mailedCodeOff');
      await expectFailure(
        await t.send('POST', '/api/auth/admin/login-admin', { code: '123456' }, 'ko', { cookie: step1.cookie }),
        403,
        'ko',
        'secondFactor.mailedCodeOff',
      );
      // its only strong factor stays while the policy needs it
      await expectFailure(
        await t.send('DELETE', `${MY}/totp`, { password: ADMIN_PASSWORD }, 'en', { cookie: admin.cookie }),
        409,
        'en',
        'secondFactor.policyNeedsIt',
      );
      // a recovery code still takes the app's place
      const res = await t.send('POST', '/api/auth/admin/login-second-factor', { method: 'RECOVERY_CODE', code: admin.codes[0] }, 'ko', {
        cookie: step1.cookie,
      });
      expect(res.status).toBe(200);
    } finally {
      await setPolicy(admin, false);
    }
  });

  it('under the policy, leads an admin without a strong factor through the enrolment before the console opens', async () => {
    const policyMaker = await signedInAdmin(t);
    await setPolicy(policyMaker, true);
    try {
      // the mailed code still proves this sign-in: the admin has no strong factor yet
      const fresh = await signedInAdmin(t);
      // the password step said so, and the mailed code made a session that may only enrol
      const again = await passwordStep(t, fresh.username, ADMIN_PASSWORD);
      expect((await readJson<AdminLoginAnswer>(again.res)).data).toEqual({ channels: ['MAIL', 'SMS'], secondFactor: [], enrolSecondFactor: true });
      const info = await readJson<AdminUser>(await t.get('/api/auth/admin/user-info', 'ko', { cookie: fresh.cookie }));
      expect(info.data.enrolSecondFactor).toBe(true);
      for (const lang of ['ko', 'en'] as const)
        await expectFailure(await t.get('/api/admin/user', lang, { cookie: fresh.cookie }), 403, lang, 'secondFactor.enrolFirst');
      await expectFailure(await t.get('/api/admin/second-factor-policy', 'en', { cookie: fresh.cookie }), 403, 'en', 'secondFactor.enrolFirst');
      await enrolApp(t, fresh.cookie, MY);
      expect((await readJson<AdminUser>(await t.get('/api/auth/admin/user-info', 'ko', { cookie: fresh.cookie }))).data.enrolSecondFactor).toBe(false);
      expect((await t.get('/api/admin/user', 'ko', { cookie: fresh.cookie })).status).toBe(200);
    } finally {
      await setPolicy(policyMaker, false);
    }
  });

  it('refuses a replayed or wrong authenticator code like the member sign-in, and a missing pending sign-in', async () => {
    const admin = await adminWithApp();
    at(2);
    const code = appCode(admin.secret, appNow(t));
    const first = await passwordStep(t, admin.username, ADMIN_PASSWORD);
    expect((await totpStep(first.cookie, code)).status).toBe(200);
    const second = await passwordStep(t, admin.username, ADMIN_PASSWORD);
    await expectFailure(await totpStep(second.cookie, code, 'en'), 400, 'en', 'secondFactor.codeUsed', { left: 4 });
    await expectFailure(await totpStep('', code, 'ko'), 401, 'ko', 'auth.loginRequired');
    // the mailed code still works without the policy, and is spent by the same step
    const { code: mailed } = await requestCode(t, second.cookie, admin.username);
    const viaMail = await t.send('POST', '/api/auth/admin/login-admin', { code: mailed }, 'ko', { cookie: second.cookie });
    expect(viaMail.status).toBe(200);
  });
});
