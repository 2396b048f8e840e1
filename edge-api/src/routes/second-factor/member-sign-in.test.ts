import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import { schema } from '#db/client.ts';
import {
  cookieJar,
  expectFailure,
  freshIp,
  lastMail,
  msg,
  readJson,
  sessionCookieAfter,
  signedInMember,
  useTestApp,
  type TestApp,
} from '../../testing/api-kit.ts';
import { appCode, appNow, enrolApp, type Enrolled } from '../../testing/second-factor.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));
const BASE = '/api/member/second-factor';

/** A member with an authenticator app: the account, its secret and recovery codes. */
async function memberWithApp(lang: Lang = 'ko') {
  const member = await signedInMember(t, { lang });
  const enrolled: Enrolled = await enrolApp(t, member.cookie, BASE, member.password);
  return { ...member, ...enrolled };
}

/** The password step from `ip`: its answer and the cookies it left (the pending sign-in's). */
async function passwordStep(member: { username: string; password: string }, lang: Lang = 'ko', ip = freshIp()) {
  const res = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, lang, { 'x-test-ip': ip });
  return { res, body: await readJson<Record<string, unknown>>(res.clone()), cookie: cookieJar('', res) };
}

const secondStep = (cookie: string, proof: { method: 'TOTP' | 'RECOVERY_CODE'; code: string }, lang: Lang = 'ko', ip = freshIp()) =>
  t.send('POST', '/api/auth/login/second-factor', proof, lang, { cookie, 'x-test-ip': ip });

const connections = async (userId: number) =>
  (await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, userId))).map((row) => `${row.event}:${row.detail}`);

describe('POST /api/auth/login for a member with a second factor (issue 34)', () => {
  it('answers the factors to choose from with a pending sign-in cookie, and no session yet', async () => {
    const member = await memberWithApp('en');
    const { res, body } = await passwordStep(member, 'en');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: msg('en', 'secondFactor.needed'), data: { secondFactor: ['TOTP', 'RECOVERY_CODE'] } });
    const pending = res.headers.getSetCookie().find((line) => line.startsWith('portal_member_pending='));
    expect(pending).toMatch(/^portal_member_pending=[\w-]{43}; Max-Age=300; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(sessionCookieAfter(res)).toBeUndefined();
  });

  it('signs in with the code of the step before, of now and of the step after, each once', async () => {
    const member = await memberWithApp('en');
    // the enrolment spent the step of now: the app's next codes follow
    at(1);
    for (const steps of [-1, 0, 1]) {
      const { cookie } = await passwordStep(member);
      const res = await secondStep(cookie, { method: 'TOTP', code: appCode(member.secret, appNow(t), steps) }, 'en');
      const body = await readJson<SessionUser>(res.clone());
      expect({ status: res.status, message: body.message, id: body.data.id }).toEqual({ status: 200, message: msg('en', 'auth.loggedIn'), id: member.id });
      expect(sessionCookieAfter(res)).toMatch(/^portal_session=[\w-]{43}$/);
      // the pending sign-in is over
      expect(res.headers.getSetCookie().some((line) => /^portal_member_pending=;/.test(line))).toBe(true);
    }
    expect((await connections(member.id)).filter((row) => row.startsWith('LOGIN:'))).toEqual(['LOGIN:', 'LOGIN:totp', 'LOGIN:totp', 'LOGIN:totp']);
  });

  it('refuses a replayed code, a code from minutes away and a wrong one, each with its message and a LOGIN_FAILED', async () => {
    const member = await memberWithApp();
    at(1);
    const code = appCode(member.secret, appNow(t));
    const first = await passwordStep(member);
    expect((await secondStep(first.cookie, { method: 'TOTP', code })).status).toBe(200);
    for (const lang of ['ko', 'en'] as const) {
      const { cookie } = await passwordStep(member, lang);
      await expectFailure(await secondStep(cookie, { method: 'TOTP', code }, lang), 400, lang, 'secondFactor.codeUsed', { left: 4 });
      await expectFailure(
        await secondStep(cookie, { method: 'TOTP', code: appCode(member.secret, appNow(t), -4) }, lang),
        400,
        lang,
        'secondFactor.codeOutOfTime',
        {
          left: 3,
        },
      );
      const wrong = code === '000000' ? '111111' : '000000';
      await expectFailure(await secondStep(cookie, { method: 'TOTP', code: wrong }, lang), 400, lang, 'secondFactor.codeWrong', { left: 2 });
    }
    expect((await connections(member.id)).filter((row) => row.startsWith('LOGIN_FAILED'))).toEqual([
      'LOGIN_FAILED:replayedCode',
      'LOGIN_FAILED:codeOutOfTime',
      'LOGIN_FAILED:wrongCode',
      'LOGIN_FAILED:replayedCode',
      'LOGIN_FAILED:codeOutOfTime',
      'LOGIN_FAILED:wrongCode',
    ]);
  });

  it('ends the pending sign-in after 5 wrong codes: the password again', async () => {
    const member = await memberWithApp('en');
    const { cookie } = await passwordStep(member, 'en');
    for (let n = 1; n < 5; n += 1)
      await expectFailure(await secondStep(cookie, { method: 'TOTP', code: '000001' }, 'en'), 400, 'en', 'secondFactor.codeWrong', { left: 5 - n });
    await expectFailure(await secondStep(cookie, { method: 'TOTP', code: '000001' }, 'en'), 401, 'en', 'secondFactor.tooManyWrong', { max: 5 });
    // even the right code now needs the password first
    await expectFailure(
      await secondStep(cookie, { method: 'TOTP', code: appCode(member.secret, appNow(t), 1) }, 'ko'),
      401,
      'ko',
      'secondFactor.signInExpired',
    );
  });

  it('counts wrong codes toward the attempt limit of the address: 20 in 15 minutes, then 429', async () => {
    const member = await memberWithApp('en');
    const ip = freshIp();
    for (let round = 0; round < 4; round += 1) {
      const { cookie } = await passwordStep(member, 'en', ip);
      for (let n = 0; n < 5; n += 1) expect((await secondStep(cookie, { method: 'TOTP', code: '000002' }, 'en', ip)).status).toBeGreaterThanOrEqual(400);
    }
    const { cookie } = await passwordStep(member, 'en', ip);
    await expectFailure(
      await secondStep(cookie, { method: 'TOTP', code: appCode(member.secret, appNow(t), 1) }, 'en', ip),
      429,
      'en',
      'auth.tooManyAttempts',
      { minutes: 15 },
      184,
    );
  });

  it('refuses a missing, expired or foreign pending sign-in, and a code of another account', async () => {
    const member = await memberWithApp('en');
    const other = await memberWithApp();
    await expectFailure(await secondStep('', { method: 'TOTP', code: '123456' }, 'en'), 401, 'en', 'secondFactor.signInExpired');
    // the console's pending sign-in is another kind: the member's is no proof there
    const { cookie } = await passwordStep(member);
    const asAdmin = await t.send('POST', '/api/auth/admin/login-second-factor', { method: 'TOTP', code: '123456' }, 'ko', { cookie, 'x-test-ip': freshIp() });
    await expectFailure(asAdmin, 401, 'ko', 'auth.loginRequired');
    // the other member's code is checked against this member's secret
    await expectFailure(await secondStep(cookie, { method: 'TOTP', code: appCode(other.secret, appNow(t), 1) }, 'en'), 400, 'en', 'secondFactor.codeWrong', {
      left: 4,
    });
    at(6);
    await expectFailure(await secondStep(cookie, { method: 'TOTP', code: appCode(member.secret, appNow(t)) }, 'ko'), 401, 'ko', 'secondFactor.signInExpired');
  });

  it('takes a recovery code once, as typed, and records and mails its use', async () => {
    const member = await memberWithApp('en');
    const [code = '', second = ''] = member.codes;
    const first = await passwordStep(member, 'en');
    const res = await secondStep(first.cookie, { method: 'RECOVERY_CODE', code: ` ${code.toUpperCase()} ` }, 'en');
    expect(res.status).toBe(200);
    expect((await lastMail(t, member.username)).body).toContain(msg('en', 'mail.securityChanged.recoveryCodeUsed'));
    const again = await passwordStep(member, 'en');
    await expectFailure(await secondStep(again.cookie, { method: 'RECOVERY_CODE', code }, 'en'), 400, 'en', 'secondFactor.recoveryCodeUsed', { left: 4 });
    await expectFailure(await secondStep(again.cookie, { method: 'RECOVERY_CODE', code: 'abcde-fghjk' }, 'ko'), 400, 'ko', 'secondFactor.recoveryCodeWrong', {
      left: 3,
    });
    await expectFailure(await secondStep(again.cookie, { method: 'RECOVERY_CODE', code: 'not a code' }, 'en'), 422, 'en', 'secondFactor.recoveryCodeFormat');
    expect((await secondStep(again.cookie, { method: 'RECOVERY_CODE', code: second.replace('-', '') }, 'en')).status).toBe(200);
    expect((await connections(member.id)).filter((row) => /recovery/i.test(row))).toEqual([
      'SECURITY_CHANGE:recoveryCodeUsed',
      'LOGIN:recoveryCode',
      'LOGIN_FAILED:usedRecoveryCode',
      'LOGIN_FAILED:wrongRecoveryCode',
      'SECURITY_CHANGE:recoveryCodeUsed',
      'LOGIN:recoveryCode',
    ]);
  });
});
