import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '#core/auth/mask.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { schema } from '#db/client.ts';
import { findAccountById } from '#db/queries/account.ts';
import {
  createMember,
  expectFailure,
  freshIp,
  isoAfterStart,
  lastMail,
  login,
  msg,
  NEW_PASSWORD,
  readJson,
  signedInMember,
  tokenInMail,
  useTestApp,
  type TestApp,
} from '../../testing/api-kit.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));

let phone = 0;
const uniquePhone = () => `0107${String((phone += 1)).padStart(7, '0')}`;

describe('maskEmail', () => {
  it('keeps the first letters of the name and of the domain', () => {
    expect(maskEmail('hong.gildong@example.com')).toBe('ho***@ex***.com');
    expect(maskEmail('member@hanbit.co.kr')).toBe('me***@ha***.co.kr');
    expect(maskEmail('ab@x.io')).toBe('a***@x***.io');
  });
});

describe('POST /api/public/find-username', () => {
  const find = (body: unknown, lang: Lang, ip = freshIp()) => t.send('POST', '/api/public/find-username', body, lang, { 'x-test-ip': ip });

  it('answers the masked IDs of the matching active accounts and mails each its full ID in its language', async () => {
    const phoneNumber = uniquePhone();
    const ko = await createMember(t, { name: '박서준', phoneNumber, lang: 'ko', username: 'seojun.park@example.co.kr' });
    const en = await createMember(t, { name: '박서준', phoneNumber, lang: 'en', username: 'sj.park@example.com' });
    await createMember(t, { name: '박서준', phoneNumber, status: 'PENDING', username: 'pending.park@example.com' });
    for (const lang of ['ko', 'en'] as const) {
      const res = await find({ name: '박서준', phoneNumber }, lang);
      expect(await readJson(res)).toEqual({
        success: true,
        message: msg(lang, 'auth.findIdResult'),
        data: { usernames: ['se***@ex***.co.kr', 'sj***@ex***.com'] },
        code: 200,
        status: 200,
      });
    }
    const koMail = await lastMail(t, ko.username);
    expect(koMail).toMatchObject({ template: 'mail.findId', lang: 'ko', subject: '[애널리틱스 포털] 아이디 안내' });
    expect(koMail.body).toContain('박서준님의 애널리틱스 포털 아이디는 seojun.park@example.co.kr 입니다.');
    expect(koMail.body).toContain('http://portal.test/login');
    const enMail = await lastMail(t, en.username);
    expect(enMail.body).toContain('your Analytics Portal ID is sj.park@example.com');
    expect(enMail.body).toContain('http://portal.test/en/login');
    expect(await t.mailTo('pending.park@example.com')).toEqual([]);
  });

  it('answers 404 when nothing matches, and validates the fields', async () => {
    await expectFailure(await find({ name: '없는사람', phoneNumber: uniquePhone() }, 'ko'), 404, 'ko', 'auth.findIdNone');
    await expectFailure(await find({ name: 'Nobody', phoneNumber: uniquePhone() }, 'en'), 404, 'en', 'auth.findIdNone');
    await expectFailure(await find({ name: '', phoneNumber: uniquePhone() }, 'en'), 422, 'en', 'validation.required', { field: 'Name' });
    await expectFailure(await find({ name: '박서준', phoneNumber: '010-1234-5678' }, 'ko'), 422, 'ko', 'validation.phone', { field: '휴대폰 번호' });
  });

  it('counts every request against the caller address: the 21st in 15 minutes is refused', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await find({ name: 'Nobody', phoneNumber: uniquePhone() }, 'ko', ip)).status).toBe(404);
    await expectFailure(await find({ name: 'Nobody', phoneNumber: uniquePhone() }, 'en', ip), 429, 'en', 'auth.tooManyAttempts', { minutes: 15 }, 184);
    at(16);
    expect((await find({ name: 'Nobody', phoneNumber: uniquePhone() }, 'en', ip)).status).toBe(404);
  });
});

for (const path of ['/api/public/find-password', '/api/v1/users/forgot-password']) {
  describe(`POST ${path}`, () => {
    const forgot = (username: string, lang: Lang, ip = freshIp()) => t.send('POST', path, { username }, lang, { 'x-test-ip': ip });

    it('answers the same for a known and an unknown address, and mails the account a reset link in its language', async () => {
      const ko = await createMember(t, { lang: 'ko' });
      const en = await createMember(t, { lang: 'en' });
      for (const lang of ['ko', 'en'] as const) {
        const known = await readJson(await forgot(ko.username, lang));
        const unknown = await readJson(await forgot(`nobody.${lang}@example.com`, lang));
        expect(known).toEqual(unknown);
        expect(known).toEqual({ success: true, message: msg(lang, 'auth.resetMailSent'), data: null, code: 200, status: 200 });
      }
      const koMail = await lastMail(t, ko.username);
      expect(koMail).toMatchObject({ template: 'mail.reset', lang: 'ko', subject: '[애널리틱스 포털] 비밀번호 재설정' });
      expect(koMail.body).toMatch(/http:\/\/portal\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      await forgot(en.username.toUpperCase(), 'ko');
      const enMail = await lastMail(t, en.username);
      expect(enMail).toMatchObject({ lang: 'en', subject: '[Analytics Portal] Reset your password' });
      expect(enMail.body).toMatch(/http:\/\/portal\.test\/en\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      // the link is stored hashed, for 30 minutes
      const [stored] = await t.db.select().from(schema.oneTimeToken).where(eq(schema.oneTimeToken.userId, en.id));
      expect(stored).toMatchObject({ purpose: 'PASSWORD_RESET', expiresAt: isoAfterStart(30) });
      expect(stored?.tokenHash).not.toBe(tokenInMail(enMail.body));
    });

    it('mails nothing to an account that is not active', async () => {
      const pending = await createMember(t, { status: 'PENDING' });
      expect((await forgot(pending.username, 'ko')).status).toBe(200);
      expect(await t.mailTo(pending.username)).toEqual([]);
    });

    it('refuses a malformed address and more than 20 requests from one address', async () => {
      await expectFailure(await forgot('not-an-address', 'en'), 422, 'en', 'validation.email', { field: 'E-mail (ID)' });
      const ip = freshIp();
      for (let i = 0; i < 20; i++) expect((await forgot(`nobody${i}@example.com`, 'ko', ip)).status).toBe(200);
      await expectFailure(await forgot('nobody@example.com', 'ko', ip), 429, 'ko', 'auth.tooManyAttempts', { minutes: 15 }, 184);
    });
  });
}

describe('POST /api/v1/users/reset-password', () => {
  const reset = (token: string, newPassword: string, lang: Lang, confirmPassword = newPassword) =>
    t.send('POST', '/api/v1/users/reset-password', { token, newPassword, confirmPassword }, lang);
  async function resetLinkFor(username: string) {
    expect((await t.send('POST', '/api/public/find-password', { username }, 'ko', { 'x-test-ip': freshIp() })).status).toBe(200);
    return tokenInMail((await lastMail(t, username)).body);
  }

  it('sets the new password once, ends every session and lifts a lock', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    // a temporary password, and locked by wrong guesses: the mailed link is how the owner gets back in
    const lockedUntil = isoAfterStart(60);
    await t.db.update(schema.userAccount).set({ mustChangePassword: true, lockedUntil }).where(eq(schema.userAccount.id, member.id));
    const token = await resetLinkFor(member.username);
    await expectFailure(await reset(token, 'short#1', 'en'), 422, 'en', 'validation.passwordLength');
    await expectFailure(await reset(token, NEW_PASSWORD, 'ko', 'Other#pw99'), 422, 'ko', 'validation.passwordConfirm');
    at(29);
    const res = await reset(token, NEW_PASSWORD, 'ko');
    expect(await readJson(res)).toEqual({ success: true, message: msg('ko', 'auth.resetDone'), data: null, code: 200, status: 200 });
    expect(await findAccountById(t.db, member.id)).toMatchObject({
      mustChangePassword: false,
      lockedUntil: null,
      passwordChangedAt: isoAfterStart(29),
    });
    expect(await t.db.select().from(schema.session).where(eq(schema.session.userId, member.id))).toEqual([]);
    await expectFailure((await login(t, member.username, member.password, 'en')).res, 400, 'en', 'auth.loginFailed');
    expect((await login(t, member.username, NEW_PASSWORD, 'en')).res.status).toBe(200);
    // once only
    await expectFailure(await reset(token, 'Other#pw99', 'en'), 400, 'en', 'auth.resetInvalid');
    await expectFailure(await reset(token, 'Other#pw99', 'ko'), 400, 'ko', 'auth.resetInvalid');
  });

  it('refuses an expired link, a replaced link and an unknown one', async () => {
    const member = await createMember(t);
    const expired = await resetLinkFor(member.username);
    at(31);
    await expectFailure(await reset(expired, NEW_PASSWORD, 'ko'), 400, 'ko', 'auth.resetInvalid');
    const older = await resetLinkFor(member.username);
    const newer = await resetLinkFor(member.username);
    await expectFailure(await reset(older, NEW_PASSWORD, 'en'), 400, 'en', 'auth.resetInvalid');
    await expectFailure(await reset('C'.repeat(43), NEW_PASSWORD, 'en'), 400, 'en', 'auth.resetInvalid');
    await expectFailure(await reset('not a token', NEW_PASSWORD, 'en'), 422, 'en', 'validation.token');
    expect((await reset(newer, NEW_PASSWORD, 'en')).status).toBe(200);
  });
});
