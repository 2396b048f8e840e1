import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import { schema } from '#db/client.ts';
import { findAccountById } from '#db/queries/account.ts';
import {
  createMember,
  expectFailure,
  freshIp,
  isoAfterStart,
  login,
  msg,
  NEW_PASSWORD,
  PASSWORD,
  readJson,
  signedInMember,
  useTestApp,
  type TestApp,
} from '../../testing/api-kit.ts';
import { sessionCookieOf } from '../../testing/test-app.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));
const userInfo = (cookie: string | undefined, lang: Lang = 'ko') => t.get('/api/auth/user-info', lang, cookie ? { cookie } : {});
const connections = (userId: number) => t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, userId));
const sessionsOf = (userId: number) => t.db.select().from(schema.session).where(eq(schema.session.userId, userId));

describe('POST /api/auth/login', () => {
  for (const lang of ['ko', 'en'] as const) {
    it(`signs a ${lang} member in: the session user, an HttpOnly cookie, last access and the connection history`, async () => {
      const member = await createMember(t, { lang, name: lang === 'ko' ? '김하늘' : 'Sky Kim' });
      const { res, body, cookie } = await login(t, member.username, member.password, lang);
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ success: true, message: msg(lang, 'auth.loggedIn'), code: 200 });
      expect(body.data).toEqual({
        id: member.id,
        name: member.name,
        username: member.username,
        role: 'MEMBER',
        lang,
        isRecommendedChangePassword: false,
        noticeActualDay: null,
        isShowPopUpAgreementExpired: false,
        historyTermAgreement: {
          isAgreeRequiredTerms: true,
          isAgreeItem2p1: true,
          isAgreeItem2p2: true,
          // the cross-border transfer is one of the English required terms only
          isAgreeItem2p3: lang === 'en',
          isAgreeItem2p4: true,
          isAgreeItem3p1: false,
          isAgreeItem5: false,
        },
        sessionExpiresAt: isoAfterStart(30),
        termsPending: false,
      } satisfies SessionUser);
      const setCookie = res.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/portal_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
      // nothing secret in the answer: no hash, no token
      const text = JSON.stringify(body);
      expect(text).not.toContain('$scrypt');
      expect(text).not.toContain(cookie?.split('=')[1]);
      expect((await findAccountById(t.db, member.id))?.lastAccess).toBe(isoAfterStart(0));
      expect((await connections(member.id)).map((row) => [row.event, row.kind])).toEqual([['LOGIN', 'MEMBER']]);
    });
  }

  it('signs admins, content managers, staff and partners in with the member session too', async () => {
    for (const role of ['ADMIN', 'CONTENT_MANAGER', 'STAFF', 'PARTNER'] as const) {
      const account = await createMember(t, { role });
      const { res, body } = await login(t, account.username, account.password);
      expect([res.status, (body.data as SessionUser).role]).toEqual([200, role]);
    }
  });

  it('answers an unknown address and a wrong password alike (no user enumeration)', async () => {
    const member = await createMember(t);
    for (const lang of ['ko', 'en'] as const) {
      const wrong = await login(t, member.username, 'Wrong#pw99', lang);
      const unknown = await login(t, 'nobody.here@example.com', 'Wrong#pw99', lang);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.res.status).toBe(unknown.res.status);
      await expectFailure(wrong.res, 400, lang, 'auth.loginFailed');
      expect(wrong.cookie).toBeUndefined();
    }
  });
});

describe('POST /api/auth/login: lockout, rate limit, session renewal, cross-site posts and password age', () => {
  it('locks the account after 5 wrong passwords and says for how many minutes, in both languages', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 4; i++) await expectFailure((await login(t, member.username, 'Wrong#pw99')).res, 400, 'ko', 'auth.loginFailed');
    await expectFailure((await login(t, member.username, 'Wrong#pw99', 'en')).res, 429, 'en', 'auth.locked', { minutes: 15 }, 183);
    at(5);
    // even the right password waits for the lock to end
    await expectFailure((await login(t, member.username, member.password, 'ko')).res, 429, 'ko', 'auth.locked', { minutes: 10 }, 183);
    at(16);
    expect((await login(t, member.username, member.password)).res.status).toBe(200);
  }, 30_000);

  it('refuses more than 20 failures from one IP address for the rest of the 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await login(t, `unknown${i}@example.com`, 'Wrong#pw99', 'ko', { 'x-test-ip': ip });
    const member = await createMember(t);
    await expectFailure(
      (await login(t, member.username, member.password, 'en', { 'x-test-ip': ip })).res,
      429,
      'en',
      'auth.tooManyAttempts',
      { minutes: 15 },
      184,
    );
    await expectFailure(
      (await login(t, member.username, member.password, 'ko', { 'x-test-ip': ip })).res,
      429,
      'ko',
      'auth.tooManyAttempts',
      { minutes: 15 },
      184,
    );
    // another address is not held up
    expect((await login(t, member.username, member.password, 'ko')).res.status).toBe(200);
  }, 60_000);

  it('gives a new session token at every sign-in and ends the one the browser had (no fixation)', async () => {
    const member = await signedInMember(t);
    const again = await login(t, member.username, member.password, 'ko', { cookie: member.cookie });
    expect(again.cookie).toBeDefined();
    expect(again.cookie).not.toBe(member.cookie);
    expect((await userInfo(again.cookie)).status).toBe(200);
    await expectFailure(await userInfo(member.cookie, 'en'), 401, 'en', 'auth.sessionExpired');
    expect(await sessionsOf(member.id)).toHaveLength(1);
  });

  it('refuses a cross-site form post and writes nothing', async () => {
    const member = await createMember(t);
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'x-test-ip': freshIp() },
      body: new URLSearchParams({ username: member.username, password: member.password }).toString(),
    });
    await expectFailure(res, 403, 'ko', 'api.crossSite');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await sessionsOf(member.id)).toEqual([]);
    expect(await connections(member.id)).toEqual([]);
  });

  it('refuses a password older than the cycle with code 180, and tells pending and dormant accounts apart after a right password', async () => {
    const expired = await createMember(t, { passwordAgeDays: 100 });
    for (const lang of ['ko', 'en'] as const) {
      const { res, cookie } = await login(t, expired.username, expired.password, lang);
      await expectFailure(res, 403, lang, 'auth.passwordExpired', { months: 3 }, 180);
      expect(cookie).toBeUndefined();
    }
    const pending = await createMember(t, { status: 'PENDING' });
    await expectFailure((await login(t, pending.username, pending.password, 'en')).res, 403, 'en', 'auth.notActivated', {}, 181);
    const dormant = await createMember(t, { status: 'DORMANT' });
    await expectFailure(
      (await login(t, dormant.username, dormant.password, 'ko')).res,
      403,
      'ko',
      'auth.dormant',
      { email: 'support@example-analytics.com' },
      182,
    );
  });

  it('warns in the last 7 days of the password and recommends a change for a temporary password', async () => {
    // set 86 days before 2026-11-20: it expires 3 months after, on 2026-11-26, in 6 days
    const ageing = await createMember(t, { passwordAgeDays: 86 });
    expect((await login(t, ageing.username, ageing.password)).body.data).toMatchObject({ noticeActualDay: 6, isRecommendedChangePassword: false });
    const temporary = await createMember(t);
    await t.db.update(schema.userAccount).set({ mustChangePassword: true }).where(eq(schema.userAccount.id, temporary.id));
    expect((await login(t, temporary.username, temporary.password)).body.data).toMatchObject({ isRecommendedChangePassword: true });
  });
});

describe('POST /api/public/change-expired-password', () => {
  const change = (body: Record<string, string>, lang: Lang) => t.send('POST', '/api/public/change-expired-password', body, lang, { 'x-test-ip': freshIp() });

  it('changes an expired password without signing in; the new one signs in', async () => {
    const member = await createMember(t, { passwordAgeDays: 120 });
    const body = { username: member.username, currentPassword: member.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await expectFailure(await change({ ...body, currentPassword: 'Wrong#pw99' }, 'en'), 400, 'en', 'auth.loginFailed');
    await expectFailure(await change({ ...body, confirmPassword: 'Other#pw99' }, 'ko'), 422, 'ko', 'validation.passwordConfirm');
    await expectFailure(await change({ ...body, newPassword: member.password, confirmPassword: member.password }, 'ko'), 422, 'ko', 'validation.passwordSame');
    await expectFailure(await change({ ...body, newPassword: 'short#1', confirmPassword: 'short#1' }, 'en'), 422, 'en', 'validation.passwordLength');
    const res = await change(body, 'ko');
    expect(await readJson(res)).toMatchObject({ success: true, message: msg('ko', 'auth.passwordChanged') });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await sessionsOf(member.id)).toEqual([]);
    await expectFailure((await login(t, member.username, member.password)).res, 400, 'ko', 'auth.loginFailed');
    expect((await login(t, member.username, NEW_PASSWORD)).body.data).toMatchObject({ noticeActualDay: null });
  });

  it('is only for an expired or temporary password', async () => {
    const member = await createMember(t);
    const body = { username: member.username, currentPassword: member.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await expectFailure(await change(body, 'en'), 400, 'en', 'auth.passwordChangeNotNeeded');
    await expectFailure(await change(body, 'ko'), 400, 'ko', 'auth.passwordChangeNotNeeded');
    await t.db.update(schema.userAccount).set({ mustChangePassword: true }).where(eq(schema.userAccount.id, member.id));
    expect((await change(body, 'ko')).status).toBe(200);
    expect(await findAccountById(t.db, member.id)).toMatchObject({ mustChangePassword: false, passwordChangedAt: isoAfterStart(0) });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the member session, clears the cookie and records the sign-out', async () => {
    const member = await signedInMember(t);
    for (const lang of ['ko', 'en'] as const) {
      const res = await t.send('POST', '/api/auth/logout', undefined, lang, { cookie: member.cookie });
      expect(await readJson(res)).toEqual({ success: true, message: msg(lang, 'auth.loggedOut'), data: null, code: 200, status: 200 });
    }
    expect(await sessionsOf(member.id)).toEqual([]);
    expect((await connections(member.id)).map((row) => row.event)).toEqual(['LOGIN', 'LOGOUT']);
    await expectFailure(await userInfo(member.cookie), 401, 'ko', 'auth.sessionExpired');
  });
});

describe('GET /api/auth/user-info', () => {
  it('answers the session user while the session lives, and 401 without one', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    const body = await readJson<SessionUser>(await userInfo(member.cookie, 'en'));
    expect(body.data).toMatchObject({ username: member.username, lang: 'en', sessionExpiresAt: isoAfterStart(30) });
    await expectFailure(await userInfo(undefined, 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await userInfo(undefined, 'en'), 401, 'en', 'auth.loginRequired');
  });

  it('ends the session after 30 idle minutes', async () => {
    const member = await signedInMember(t);
    at(31);
    await expectFailure(await userInfo(member.cookie, 'ko'), 401, 'ko', 'auth.sessionExpired');
    await expectFailure(await userInfo(member.cookie, 'en'), 401, 'en', 'auth.sessionExpired');
  });

  it('renews the session with each request: a call at 20 minutes keeps it alive at 40', async () => {
    const member = await signedInMember(t);
    at(20);
    expect((await userInfo(member.cookie)).status).toBe(200);
    at(40);
    const body = await readJson<SessionUser>(await userInfo(member.cookie));
    expect(body.data.sessionExpiresAt).toBe(isoAfterStart(70));
    at(71);
    expect((await userInfo(member.cookie)).status).toBe(401);
  });

  it('asks to agree again when the marketing consent is older than its period', async () => {
    const member = await signedInMember(t);
    const t2 = schema.termAgreement;
    await t.db.update(t2).set({ isAgreeOptionalItem5: true, marketingAgreedAt: '2025-05-01T00:00:00.000Z' }).where(eq(t2.userId, member.id));
    expect((await readJson<SessionUser>(await userInfo(member.cookie))).data).toMatchObject({
      isShowPopUpAgreementExpired: true,
      historyTermAgreement: { isAgreeItem5: true },
    });
    await t.db.update(t2).set({ marketingAgreedAt: '2025-07-01T00:00:00.000Z' }).where(eq(t2.userId, member.id));
    expect((await readJson<SessionUser>(await userInfo(member.cookie))).data.isShowPopUpAgreementExpired).toBe(false);
  });
});

describe('POST /api/auth/change-password/check and /check-new', () => {
  it('checks the current password', async () => {
    const member = await signedInMember(t);
    const check = (password: string, lang: Lang) => t.send('POST', '/api/auth/change-password/check', { password }, lang, { cookie: member.cookie });
    expect(await readJson(await check(member.password, 'en'))).toMatchObject({ success: true, message: msg('en', 'auth.passwordOk') });
    await expectFailure(await check('Wrong#pw99', 'ko'), 400, 'ko', 'auth.passwordWrong');
    await expectFailure(await check('Wrong#pw99', 'en'), 400, 'en', 'auth.passwordWrong');
  });

  it('checks a new password against every rule and the current password', async () => {
    const member = await signedInMember(t);
    const check = (newPassword: string, lang: Lang) => t.send('POST', '/api/auth/change-password/check-new', { newPassword }, lang, { cookie: member.cookie });
    const broken = [
      ['Ab#1234', 'validation.passwordLength'],
      ['Abcdefgh#1234', 'validation.passwordLength'],
      ['abcdefgh12', 'validation.passwordMix'],
      ['Abc#12345', 'validation.passwordDigitRun'],
      ['Aaaaa#123', 'validation.passwordRepeat'],
    ] as const;
    for (const lang of ['ko', 'en'] as const) {
      for (const [password, key] of broken) await expectFailure(await check(password, lang), 422, lang, key);
      await expectFailure(await check(member.password, lang), 400, lang, 'validation.passwordSame');
      expect(await readJson(await check(NEW_PASSWORD, lang))).toMatchObject({ success: true, message: msg(lang, 'auth.passwordUsable') });
    }
  });
});

describe('PUT /api/auth/change-password', () => {
  it('changes the password, ends every session of the account and clears the cookie', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    const other = await login(t, member.username, member.password, 'en');
    const change = (body: Record<string, string>, lang: Lang) => t.send('PUT', '/api/auth/change-password', body, lang, { cookie: member.cookie });
    const body = { currentPassword: member.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await expectFailure(await change({ ...body, currentPassword: 'Wrong#pw99' }, 'ko'), 400, 'ko', 'auth.passwordWrong');
    await expectFailure(await change({ ...body, confirmPassword: 'Other#pw99' }, 'en'), 422, 'en', 'validation.passwordConfirm');
    await expectFailure(await change({ ...body, newPassword: PASSWORD, confirmPassword: PASSWORD }, 'ko'), 422, 'ko', 'validation.passwordSame');
    at(3);
    const res = await change(body, 'en');
    expect(await readJson(res)).toEqual({ success: true, message: msg('en', 'auth.passwordChanged'), data: null, code: 200, status: 200 });
    expect(res.headers.getSetCookie().join()).toMatch(/portal_session=;/);
    expect(await sessionsOf(member.id)).toEqual([]);
    await expectFailure(await userInfo(other.cookie, 'en'), 401, 'en', 'auth.sessionExpired');
    expect(await findAccountById(t.db, member.id)).toMatchObject({
      passwordChangedAt: isoAfterStart(3),
      mustChangePassword: false,
      passwordNoticeAfter: null,
    });
    await expectFailure((await login(t, member.username, member.password, 'en')).res, 400, 'en', 'auth.loginFailed');
    expect((await login(t, member.username, NEW_PASSWORD, 'en')).res.status).toBe(200);
  });

  it('answers the Korean message too', async () => {
    const member = await signedInMember(t);
    const res = await t.send(
      'PUT',
      '/api/auth/change-password',
      { currentPassword: member.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'ko',
      { cookie: member.cookie },
    );
    expect((await readJson(res)).message).toBe('변경이 완료되었습니다. 다시 로그인하세요.');
  });
});

describe('PUT /api/auth/reject-change-password', () => {
  it('"change after 3 months": the warning stops and the cycle counts from now', async () => {
    const member = await createMember(t, { passwordAgeDays: 86 });
    const { cookie, body } = await login(t, member.username, member.password);
    expect(body.data).toMatchObject({ noticeActualDay: 6 });
    for (const lang of ['ko', 'en'] as const) {
      const res = await t.send('PUT', '/api/auth/reject-change-password', undefined, lang, cookie ? { cookie } : {});
      expect(await readJson(res)).toMatchObject({ success: true, message: msg(lang, 'auth.passwordReminderPostponed'), data: null });
    }
    expect((await readJson<SessionUser>(await userInfo(cookie))).data.noticeActualDay).toBeNull();
    const row = await findAccountById(t.db, member.id);
    expect(row?.passwordNoticeAfter).toBe(isoAfterStart(0));
    // 80 days later the password is 166 days old and still good: the cycle restarted on 20 November
    at(60 * 24 * 80);
    expect((await login(t, member.username, member.password)).body.data).toMatchObject({ noticeActualDay: null });
  });
});
