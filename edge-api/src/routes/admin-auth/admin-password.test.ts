import { describe, expect, it } from 'vitest';
import {
  createAccount,
  expectFailure,
  freshIp,
  msg,
  passwordStep,
  readJson,
  signedInAdmin,
  signInAdmin,
  TEST_START,
  useApp,
  type TestApp,
} from '../../testing/api-kit.ts';

let t: TestApp;
useApp((app) => (t = app));

const resetToken = (body: string) => /\/admin\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];

describe('POST /api/auth/admin/check-password and check-new-password', () => {
  it('tell a right current password and a usable new one, in the caller language', async () => {
    const admin = await signedInAdmin(t);
    const right = await t.send('POST', '/api/auth/admin/check-password', { password: admin.password }, 'en', { cookie: admin.cookie });
    expect((await readJson(right)).message).toBe(msg('en', 'auth.passwordOk'));
    await expectFailure(
      await t.send('POST', '/api/auth/admin/check-password', { password: 'Wrong#pw99' }, 'ko', { cookie: admin.cookie }),
      400,
      'ko',
      'auth.passwordWrong',
    );
    await expectFailure(
      await t.send('POST', '/api/auth/admin/check-new-password', { newPassword: admin.password }, 'en', { cookie: admin.cookie }),
      400,
      'en',
      'validation.passwordSame',
    );
    await expectFailure(
      await t.send('POST', '/api/auth/admin/check-new-password', { newPassword: 'abc12345!x99999' }, 'ko', { cookie: admin.cookie }),
      422,
      'ko',
      'validation.passwordLength',
    );
    const usable = await t.send('POST', '/api/auth/admin/check-new-password', { newPassword: 'Other#7531' }, 'ko', { cookie: admin.cookie });
    expect((await readJson(usable)).message).toBe(msg('ko', 'auth.passwordUsable'));
  });

  it('need an admin session', async () => {
    await expectFailure(await t.send('POST', '/api/auth/admin/check-password', { password: 'Anything#1' }, 'en'), 401, 'en', 'auth.loginRequired');
  });
});

describe('PUT /api/auth/admin/change-password', () => {
  it('refuses a wrong current password and a mismatched confirmation, changing nothing', async () => {
    const admin = await signedInAdmin(t);
    await expectFailure(
      await t.send(
        'PUT',
        '/api/auth/admin/change-password',
        { currentPassword: 'Wrong#pw99', newPassword: 'Renew#5813', confirmPassword: 'Renew#5813' },
        'en',
        { cookie: admin.cookie },
      ),
      400,
      'en',
      'auth.passwordWrong',
    );
    const mismatch = await t.send(
      'PUT',
      '/api/auth/admin/change-password',
      { currentPassword: admin.password, newPassword: 'Renew#5813', confirmPassword: 'Renew#5814' },
      'ko',
      { cookie: admin.cookie },
    );
    expect(mismatch.status).toBe(422);
    expect((await readJson(mismatch)).message).toBe(msg('ko', 'validation.passwordConfirm'));
    expect((await t.get('/api/auth/admin/user-info', 'ko', { cookie: admin.cookie })).status).toBe(200);
    expect((await passwordStep(t, admin.username, admin.password)).res.status).toBe(200);
  });
});

describe('POST /api/auth/admin/find-password and PUT /api/auth/admin/reset-password', () => {
  it('mail an admin a console reset link that sets a new password once', async () => {
    const admin = await createAccount(t);
    const res = await t.send('POST', '/api/auth/admin/find-password', { username: admin.username }, 'en', { 'x-test-ip': freshIp() });
    expect((await readJson(res)).message).toBe(msg('en', 'auth.resetMailSent'));
    const [mail] = await t.mailTo(admin.username);
    expect(mail?.body).toContain('http://portal.test/admin/reset-password?token=');
    const token = resetToken(mail?.body ?? '');
    const body = { token, newPassword: 'Reset#8642', confirmPassword: 'Reset#8642' };
    const reset = await t.send('PUT', '/api/auth/admin/reset-password', body, 'ko', { 'x-test-ip': freshIp() });
    expect((await readJson(reset)).message).toBe(msg('ko', 'auth.resetDone'));
    await expectFailure(await t.send('PUT', '/api/auth/admin/reset-password', body, 'en', { 'x-test-ip': freshIp() }), 400, 'en', 'auth.resetInvalid');
    expect((await passwordStep(t, admin.username, admin.password)).res.status).toBe(400);
    await signInAdmin(t, { username: admin.username, password: 'Reset#8642' });
  });

  it('answer the same for a member or an unknown address and mail nothing', async () => {
    const member = await createAccount(t, { role: 'MEMBER' });
    for (const username of [member.username, 'nobody.here@example.co.kr']) {
      const res = await t.send('POST', '/api/auth/admin/find-password', { username }, 'ko', { 'x-test-ip': freshIp() });
      expect(res.status).toBe(200);
      expect((await readJson(res)).message).toBe(msg('ko', 'auth.resetMailSent'));
      expect(await t.mailTo(username)).toHaveLength(0);
    }
  });

  it('stop an IP after 20 requests in 15 minutes', async () => {
    // the clock stands still: on the real one, 21 requests taking over a minute on a busy machine left 14
    t.clock.now = TEST_START;
    try {
      const ip = freshIp();
      for (let i = 0; i < 20; i++)
        expect((await t.send('POST', '/api/auth/admin/find-password', { username: `probe${i}@example.co.kr` }, 'ko', { 'x-test-ip': ip })).status).toBe(200);
      await expectFailure(
        await t.send('POST', '/api/auth/admin/find-password', { username: 'probe@example.co.kr' }, 'en', { 'x-test-ip': ip }),
        429,
        'en',
        'auth.tooManyAttempts',
        { minutes: 15 },
        184,
      );
    } finally {
      t.clock.now = null;
    }
  });
});

describe('POST /api/auth/admin/find-id', () => {
  it('answers the masked IDs of matching admins only', async () => {
    const admin = await createAccount(t, { name: '조관리', phoneNumber: '01077712345' });
    await createAccount(t, { name: '조관리', phoneNumber: '01077712345', role: 'MEMBER' });
    const res = await t.send('POST', '/api/auth/admin/find-id', { name: '조관리', phoneNumber: '01077712345' }, 'ko', { 'x-test-ip': freshIp() });
    const body = await readJson<{ usernames: string[] }>(res);
    expect(body.message).toBe(msg('ko', 'console.findIdDone'));
    expect(body.data.usernames).toEqual([`${admin.username.slice(0, 2)}***@ex***.co.kr`]);
    await expectFailure(
      await t.send('POST', '/api/auth/admin/find-id', { name: '없는사람', phoneNumber: '01000000000' }, 'en', { 'x-test-ip': freshIp() }),
      404,
      'en',
      'auth.findIdNone',
    );
  });
});
