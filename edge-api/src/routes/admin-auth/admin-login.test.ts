import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '#core/auth/token.ts';
import { schema } from '#db/client.ts';
import {
  codeIn,
  cookieJar,
  createAccount,
  expectFailure,
  freshIp,
  msg,
  passwordStep,
  readJson,
  requestCode,
  signedInAdmin,
  signInAdmin,
  useApp,
  type TestApp,
} from '../../testing/api-kit.ts';
import { sessionCookieOf } from '../../testing/test-app.ts';

let t: TestApp;
useApp((app) => (t = app));

type AdminUser = { username: string; name: string; roleCd: string; expireDate: string; passwordChangeNotice: boolean; enrolSecondFactor: boolean };

const tokensOf = (userId: number, purpose: 'ADMIN_CODE' | 'ADMIN_PENDING_LOGIN') =>
  t.db
    .select()
    .from(schema.oneTimeToken)
    .where(and(eq(schema.oneTimeToken.userId, userId), eq(schema.oneTimeToken.purpose, purpose)));
const connectionsOf = (username: string) => t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.username, username));

describe('POST /api/auth/admin/login', () => {
  it('accepts an admin password with a pending sign-in cookie (HttpOnly, SameSite=Strict) and no session yet', async () => {
    const admin = await createAccount(t);
    const res = await t.send('POST', '/api/auth/admin/login', { username: admin.username, password: admin.password }, 'en', { 'x-test-ip': freshIp() });
    expect(res.status).toBe(200);
    const body = await readJson<{ channels: string[] }>(res.clone());
    expect(body).toMatchObject({
      success: true,
      message: msg('en', 'console.passwordAccepted'),
      data: { channels: ['MAIL', 'SMS'], secondFactor: [], enrolSecondFactor: false },
    });
    const pending = res.headers.getSetCookie().find((cookie) => cookie.startsWith('portal_admin_pending='));
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/SameSite=Strict/i);
    expect(sessionCookieOf(res, 'portal_admin')).toBeUndefined();
    expect(await tokensOf(admin.id, 'ADMIN_PENDING_LOGIN')).toHaveLength(1);
  });

  it.each(['MEMBER', 'CONTENT_MANAGER'] as const)('refuses a %s with "접근 권한이 없습니다 !" and records the failure', async (role) => {
    const account = await createAccount(t, { role });
    const ko = await t.send('POST', '/api/auth/admin/login', { username: account.username, password: account.password }, 'ko', { 'x-test-ip': freshIp() });
    expect(ko.headers.getSetCookie().some((cookie) => cookie.startsWith('portal_admin'))).toBe(false);
    await expectFailure(ko, 403, 'ko', 'admin.accessDeniedRole');
    expect(msg('ko', 'admin.accessDeniedRole')).toBe('접근 권한이 없습니다 !');
    const en = await t.send('POST', '/api/auth/admin/login', { username: account.username, password: account.password }, 'en', { 'x-test-ip': freshIp() });
    await expectFailure(en, 403, 'en', 'admin.accessDeniedRole');
    const failures = (await connectionsOf(account.username)).filter((row) => row.event === 'LOGIN_FAILED');
    expect(failures.map((row) => [row.kind, row.detail])).toEqual([
      ['ADMIN', 'notAdmin'],
      ['ADMIN', 'notAdmin'],
    ]);
    expect(await tokensOf(account.id, 'ADMIN_PENDING_LOGIN')).toHaveLength(0);
  });

  it('answers a wrong password like the member sign-in', async () => {
    const admin = await createAccount(t);
    const res = await t.send('POST', '/api/auth/admin/login', { username: admin.username, password: 'Wrong#pw99' }, 'en', { 'x-test-ip': freshIp() });
    await expectFailure(res, 400, 'en', 'auth.loginFailed');
  });
});

describe('the two-step admin sign-in', () => {
  it('GET get-otp-login mails a code stored only as a hash, and POST login-admin starts the admin session', async () => {
    const admin = await createAccount(t, { name: '한관리' });
    const ip = freshIp();
    const { cookie } = await passwordStep(t, admin.username, admin.password, ip);
    const sent = await t.get('/api/auth/admin/get-otp-login?channel=MAIL', 'ko', { cookie, 'x-test-ip': ip });
    const sentBody = await readJson<{ channel: string; sentTo: string }>(sent);
    expect(sentBody.message).toBe('6자리 액세스 코드가 전송되었습니다. 메일함이나 SMS를 확인하세요.');
    expect(sentBody.data.channel).toBe('MAIL');
    expect(sentBody.data.sentTo).toMatch(/^\w{2}\*\*\*@ex\*\*\*\.co\.kr$/);
    const [mail] = await t.mailTo(admin.username);
    expect(mail).toMatchObject({ channel: 'MAIL', template: 'mail.adminCode' });
    const code = codeIn(mail?.body ?? '');
    // the database holds only sha256(pendingId:code)
    const [pending] = await tokensOf(admin.id, 'ADMIN_PENDING_LOGIN');
    const [stored] = await tokensOf(admin.id, 'ADMIN_CODE');
    expect(stored?.tokenHash).toBe(await sha256Hex(`${pending?.id}:${code}`));
    expect(JSON.stringify(await t.db.select().from(schema.oneTimeToken))).not.toContain(code);

    const res = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { cookie, 'x-test-ip': ip });
    const body = await readJson<AdminUser>(res.clone());
    expect(res.status).toBe(200);
    const { expireDate, ...rest } = body.data;
    expect(rest).toEqual({ username: admin.username, name: '한관리', roleCd: 'ADMIN', passwordChangeNotice: false, enrolSecondFactor: false });
    // the admin session's end: 8 hours after sign-in at most
    expect(Date.parse(expireDate) - Date.now()).toBeGreaterThan(7.9 * 3_600_000);
    const session = sessionCookieOf(res, 'portal_admin');
    expect(session).toBeDefined();
    expect(res.headers.getSetCookie().find((set) => set.startsWith('portal_admin_pending='))).toMatch(/Max-Age=0/i);
    expect(await tokensOf(admin.id, 'ADMIN_PENDING_LOGIN')).toHaveLength(0);
    const [event] = (await connectionsOf(admin.username)).filter((row) => row.event === 'LOGIN');
    expect(event).toMatchObject({ kind: 'ADMIN', ip });

    const info = await t.get('/api/auth/admin/user-info', 'ko', { cookie: session ?? '' });
    expect((await readJson<AdminUser>(info)).data).toEqual(body.data);
  });

  it('sends the code by SMS to the full number and answers it masked', async () => {
    const admin = await createAccount(t, { country: '+82', phoneNumber: '01055501234' });
    const { cookie } = await passwordStep(t, admin.username);
    const { res, code, sent } = await requestCode(t, cookie, '+8201055501234', 'SMS');
    expect((await readJson<{ sentTo: string }>(res)).data).toEqual({ channel: 'SMS', sentTo: '+82 010****1234' });
    expect(sent).toMatchObject({ channel: 'SMS', template: 'mail.adminCode', subject: '' });
    const login = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { cookie, 'x-test-ip': freshIp() });
    expect(login.status).toBe(200);
  });

  it('counts wrong codes, and after 5 the code is dead even when right', async () => {
    const admin = await createAccount(t);
    const { cookie } = await passwordStep(t, admin.username);
    const { code } = await requestCode(t, cookie, admin.username);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await t.send('POST', '/api/auth/admin/login-admin', { code: wrong }, left % 2 ? 'en' : 'ko', { cookie, 'x-test-ip': freshIp() });
      await expectFailure(res, 400, left % 2 ? 'en' : 'ko', 'console.codeWrong', { left });
    }
    const fifth = await t.send('POST', '/api/auth/admin/login-admin', { code: wrong }, 'en', { cookie, 'x-test-ip': freshIp() });
    await expectFailure(fifth, 400, 'en', 'console.codeDead', { max: 5 });
    const right = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { cookie, 'x-test-ip': freshIp() });
    await expectFailure(right, 400, 'ko', 'console.codeDead', { max: 5 });
    expect(sessionCookieOf(right, 'portal_admin')).toBeUndefined();
    // a new code replaces the dead one
    const again = await requestCode(t, cookie, admin.username);
    const res = await t.send('POST', '/api/auth/admin/login-admin', { code: again.code }, 'ko', { cookie, 'x-test-ip': freshIp() });
    expect(res.status).toBe(200);
  });

  it('refuses a code after its 5 minutes, and a new code works', async () => {
    const admin = await createAccount(t);
    const start = new Date('2026-11-20T01:00:00Z');
    t.clock.now = start;
    try {
      const { cookie } = await passwordStep(t, admin.username);
      const { code } = await requestCode(t, cookie, admin.username);
      t.clock.now = new Date(start.getTime() + 6 * 60_000);
      const late = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'en', { cookie, 'x-test-ip': freshIp() });
      await expectFailure(late, 400, 'en', 'console.codeExpired');
      const fresh = await requestCode(t, cookie, admin.username);
      const res = await t.send('POST', '/api/auth/admin/login-admin', { code: fresh.code }, 'ko', { cookie, 'x-test-ip': freshIp() });
      expect(res.status).toBe(200);
    } finally {
      t.clock.now = null;
    }
  });

  it('uses a code once, and binds it to its pending sign-in', async () => {
    const admin = await createAccount(t);
    const { cookie } = await passwordStep(t, admin.username);
    const { code } = await requestCode(t, cookie, admin.username);
    expect((await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { cookie, 'x-test-ip': freshIp() })).status).toBe(200);
    const reused = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { cookie, 'x-test-ip': freshIp() });
    await expectFailure(reused, 401, 'ko', 'auth.loginRequired');
    // a new password step: the old code means nothing to it
    const second = await passwordStep(t, admin.username);
    await requestCode(t, second.cookie, admin.username);
    const old = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'en', { cookie: second.cookie, 'x-test-ip': freshIp() });
    expect(old.status).toBe(400);
  });

  it('needs the pending cookie for the code and for sending it', async () => {
    const admin = await createAccount(t);
    const { cookie } = await passwordStep(t, admin.username);
    const { code } = await requestCode(t, cookie, admin.username);
    await expectFailure(await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { 'x-test-ip': freshIp() }), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await t.get('/api/auth/admin/get-otp-login?channel=SMS', 'en', { 'x-test-ip': freshIp() }), 401, 'en', 'auth.loginRequired');
    await expectFailure(
      await t.send('POST', '/api/auth/admin/login-admin', { code }, 'en', { cookie: 'portal_admin_pending=forged-value', 'x-test-ip': freshIp() }),
      401,
      'en',
      'auth.loginRequired',
    );
  });

  it('answers a malformed code or channel with 422', async () => {
    const admin = await createAccount(t);
    const { cookie } = await passwordStep(t, admin.username);
    await expectFailure(await t.send('POST', '/api/auth/admin/login-admin', { code: '12ab' }, 'en', { cookie }), 422, 'en', 'validation.code6', {
      field: 'Access code',
    });
    expect((await t.get('/api/auth/admin/get-otp-login?channel=FAX', 'ko', { cookie })).status).toBe(422);
  });
});

describe('the admin session', () => {
  it('is its own cookie: a member session, even of an ADMIN, does not open the console', async () => {
    const admin = await createAccount(t);
    const memberLogin = await t.send('POST', '/api/auth/login', { username: admin.username, password: admin.password }, 'ko', { 'x-test-ip': freshIp() });
    expect(memberLogin.status).toBe(200);
    const memberCookie = sessionCookieOf(memberLogin);
    expect(memberCookie).toBeDefined();
    await expectFailure(await t.get('/api/admin/connect-hist', 'ko', { cookie: memberCookie ?? '' }), 401, 'ko', 'auth.loginRequired');
    const member = await createAccount(t, { role: 'MEMBER' });
    const plain = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, 'en', { 'x-test-ip': freshIp() });
    await expectFailure(await t.get('/api/admin/connect-hist', 'en', { cookie: sessionCookieOf(plain) ?? '' }), 401, 'en', 'auth.loginRequired');
    const { cookie } = await signInAdmin(t, admin);
    expect(cookie.startsWith('portal_admin=')).toBe(true);
    expect((await t.get('/api/admin/connect-hist', 'ko', { cookie })).status).toBe(200);
  });

  it('with an expired password carries passwordChangeNotice and may only change the password', async () => {
    const admin = await createAccount(t, { passwordAgeDays: 100 });
    const { res, cookie } = await signInAdmin(t, admin);
    expect((await readJson<AdminUser>(res)).data.passwordChangeNotice).toBe(true);
    await expectFailure(await t.get('/api/admin/connect-hist', 'ko', { cookie }), 403, 'ko', 'admin.passwordExpired', {}, 180);
    await expectFailure(await t.get('/api/admin/user-access-hist', 'en', { cookie }), 403, 'en', 'admin.passwordExpired', {}, 180);
    expect((await readJson<AdminUser>(await t.get('/api/auth/admin/user-info', 'ko', { cookie }))).data.passwordChangeNotice).toBe(true);
    const change = await t.send(
      'PUT',
      '/api/auth/admin/change-password',
      { currentPassword: admin.password, newPassword: 'Renew#5813', confirmPassword: 'Renew#5813' },
      'ko',
      { cookie },
    );
    expect((await readJson(change)).message).toBe(msg('ko', 'auth.passwordChanged'));
    await expectFailure(await t.get('/api/auth/admin/user-info', 'ko', { cookie }), 401, 'ko', 'auth.sessionExpired');
    const again = await signInAdmin(t, { username: admin.username, password: 'Renew#5813' });
    expect((await readJson<AdminUser>(again.res)).data.passwordChangeNotice).toBe(false);
    expect((await t.get('/api/admin/connect-hist', 'ko', { cookie: again.cookie })).status).toBe(200);
  });

  it('with a temporary password (an admin made by admin:create) carries passwordChangeNotice too', async () => {
    const admin = await createAccount(t);
    await t.db.update(schema.userAccount).set({ mustChangePassword: true }).where(eq(schema.userAccount.id, admin.id));
    const { res, cookie } = await signInAdmin(t, admin);
    expect((await readJson<AdminUser>(res)).data.passwordChangeNotice).toBe(true);
    await expectFailure(await t.get('/api/admin/connect-hist', 'ko', { cookie }), 403, 'ko', 'admin.passwordExpired', {}, 180);
  });
});

describe('GET /api/auth/admin/logout', () => {
  it('ends the admin session and records the sign-out', async () => {
    const admin = await signedInAdmin(t);
    const res = await t.get('/api/auth/admin/logout', 'en', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect((await readJson(res.clone())).message).toBe(msg('en', 'auth.loggedOut'));
    expect(cookieJar(admin.cookie, res)).toBe('');
    await expectFailure(await t.get('/api/auth/admin/user-info', 'ko', { cookie: admin.cookie }), 401, 'ko', 'auth.sessionExpired');
    expect((await connectionsOf(admin.username)).map((row) => row.event)).toContain('LOGOUT');
  });

  it('says "암호가 만료되었습니다." with reason=password-expired', async () => {
    const admin = await signedInAdmin(t, { passwordAgeDays: 200 });
    const ko = await readJson(await t.get('/api/auth/admin/logout?reason=password-expired', 'ko', { cookie: admin.cookie }));
    expect(ko).toMatchObject({ success: true, message: '암호가 만료되었습니다.' });
    const other = await signedInAdmin(t, { passwordAgeDays: 200 });
    const en = await readJson(await t.get('/api/auth/admin/logout?reason=password-expired', 'en', { cookie: other.cookie }));
    expect(en.message).toBe(msg('en', 'admin.passwordExpired'));
  });
});
