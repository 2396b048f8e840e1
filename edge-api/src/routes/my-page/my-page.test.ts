import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { HistoryTermAgreement, MyPageInfo } from '#core/schemas/account-answers.ts';
import { schema } from '#db/client.ts';
import { findAccountById } from '#db/queries/account.ts';
import { findTermAgreement } from '#db/queries/term-agreement.ts';
import {
  createMember,
  expectFailure,
  isoAfterStart,
  lastMail,
  login,
  msg,
  readJson,
  sessionCookieAfter,
  signedInMember,
  useTestApp,
  type TestApp,
} from '../../testing/api-kit.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));
type Member = Awaited<ReturnType<typeof signedInMember>>;
const as = (member: Member, method: string, path: string, body?: unknown, lang: Lang = member.lang) =>
  t.send(method, path, body, lang, { cookie: member.cookie });
const reauth = async (member: Member) => expect((await as(member, 'POST', '/api/auth/import-password', { password: member.password })).status).toBe(200);
/** Asks for my page's code and reads it from the mail. */
async function mailedCode(member: Member) {
  expect((await as(member, 'POST', '/api/auth/get-mypage-otp')).status).toBe(200);
  const code = /: (\d{6})/.exec((await lastMail(t, member.username)).body)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
const edits = (overrides: Record<string, unknown> = {}) => ({
  name: '김바다',
  companyName: '바다테크',
  departmentName: '데이터팀',
  phoneNumber: '01055556666',
  country: '+82',
  secondaryEmail: '',
  ...overrides,
});

describe('POST /api/auth/import-password and GET /api/auth/get-mypage-info', () => {
  it('opens my page for 10 minutes after the password is entered again', async () => {
    const member = await signedInMember(t, { lang: 'en', name: 'Mina Choi' });
    for (const lang of ['ko', 'en'] as const)
      await expectFailure(await as(member, 'GET', '/api/auth/get-mypage-info', undefined, lang), 403, lang, 'auth.reauthRequired');
    await expectFailure(await as(member, 'POST', '/api/auth/import-password', { password: 'Wrong#pw99' }, 'ko'), 400, 'ko', 'auth.passwordWrong');
    await expectFailure(await as(member, 'POST', '/api/auth/import-password', { password: 'Wrong#pw99' }, 'en'), 400, 'en', 'auth.passwordWrong');
    const res = await as(member, 'POST', '/api/auth/import-password', { password: member.password }, 'ko');
    expect(await readJson(res)).toMatchObject({ success: true, message: msg('ko', 'auth.passwordOk') });
    const info = await readJson<MyPageInfo>(await as(member, 'GET', '/api/auth/get-mypage-info'));
    expect(info.data).toMatchObject({
      username: member.username,
      name: 'Mina Choi',
      companyName: member.companyName,
      phoneNumber: member.phoneNumber,
      country: member.country,
      privilege: member.privilege,
      lastAccess: isoAfterStart(0),
    });
    expect(info.data.historyTermAgreement).toMatchObject({
      isAgreeRequiredTerms: true,
      isAgreeItem5: false,
      isAgreeOptionalItem6: false,
      marketingAgreedAt: null,
    });
    expect(JSON.stringify(info)).not.toContain('scrypt');
    at(9);
    expect((await as(member, 'GET', '/api/auth/get-mypage-info')).status).toBe(200);
    at(11);
    await expectFailure(await as(member, 'GET', '/api/auth/get-mypage-info', undefined, 'en'), 403, 'en', 'auth.reauthRequired');
  });

  it('keeps the re-entry to the session it was made in', async () => {
    const member = await signedInMember(t);
    await reauth(member);
    const other = await login(t, member.username, member.password);
    await expectFailure(await t.get('/api/auth/get-mypage-info', 'ko', { cookie: other.cookie ?? '' }), 403, 'ko', 'auth.reauthRequired');
  });
});

describe('POST /api/auth/get-mypage-otp', () => {
  for (const lang of ['ko', 'en'] as const) {
    it(`mails a 6-digit code in the member language (${lang}) and answers only the masked address`, async () => {
      const member = await signedInMember(t, { lang, username: `otp.${lang}.member@example.com` });
      await expectFailure(await as(member, 'POST', '/api/auth/get-mypage-otp'), 403, lang, 'auth.reauthRequired');
      await reauth(member);
      const res = await as(member, 'POST', '/api/auth/get-mypage-otp');
      expect(await readJson(res)).toEqual({
        success: true,
        message: msg(lang, 'auth.otpSent', { email: 'ot***@ex***.com' }),
        data: { sentTo: 'ot***@ex***.com' },
        code: 200,
        status: 200,
      });
      const mail = await lastMail(t, member.username);
      expect(mail).toMatchObject({ template: 'mail.myPageOtp', lang, subject: msg(lang, 'mail.myPageOtp.subject') });
      expect(mail.body).toMatch(/: \d{6}\n/);
      const [stored] = await t.db.select().from(schema.oneTimeToken).where(eq(schema.oneTimeToken.userId, member.id));
      expect(stored).toMatchObject({ purpose: 'MYPAGE_OTP', expiresAt: isoAfterStart(10) });
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });
  }
});

describe('PUT /api/auth/edit-my-page', () => {
  const edit = (member: Member, body: unknown, lang: Lang = member.lang) => as(member, 'PUT', '/api/auth/edit-my-page', body, lang);

  it('changes the information with the mailed code, once', async () => {
    const member = await signedInMember(t);
    await reauth(member);
    const otp = await mailedCode(member);
    at(2);
    const res = await edit(member, {
      user: edits(),
      otp,
      historyTermAgreement: {
        isAgreeOptionalItem4: true,
        isAgreeOptionalItem5: true,
        isAgreeOptionalItem6: false,
        isAgreeOptionalItem61: true,
        isAgreeOptionalItem62: false,
        isAgreeOptionalItem63: false,
      },
    });
    const body = await readJson<MyPageInfo>(res);
    expect(body).toMatchObject({ success: true, message: '정보가 수정되었습니다.' });
    expect(body.data).toMatchObject({ name: '김바다', companyName: '바다테크', departmentName: '데이터팀', phoneNumber: '01055556666' });
    // agreeing to marketing starts its period; the channels exist only under item 6
    expect(body.data.historyTermAgreement).toMatchObject({
      isAgreeItem5: true,
      isAgreeOptionalItem4: true,
      isAgreeOptionalItem61: false,
      marketingAgreedAt: isoAfterStart(2),
    });
    expect((await findTermAgreement(t.db, member.id))?.optionalTermsContent).toBe('["OPTIONAL_COLLECTION","MARKETING_USE"]');
    expect(await findAccountById(t.db, member.id)).toMatchObject({ name: '김바다', updatedDtm: isoAfterStart(2) });
    await expectFailure(await edit(member, { user: edits({ name: '다시' }), otp }), 400, 'ko', 'auth.otpInvalid');
  });

  it('answers in English for an English caller', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await reauth(member);
    const otp = await mailedCode(member);
    expect((await readJson(await edit(member, { user: edits({ name: 'Mina' }), otp }, 'en'))).message).toBe('Update success');
  });

  it('refuses a wrong code, and after 5 wrong tries the right one too', async () => {
    const member = await signedInMember(t);
    await reauth(member);
    const otp = await mailedCode(member);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expectFailure(await edit(member, { user: edits(), otp: wrong }, i % 2 ? 'en' : 'ko'), 400, i % 2 ? 'en' : 'ko', 'auth.otpInvalid');
    await expectFailure(await edit(member, { user: edits(), otp }), 400, 'ko', 'auth.otpInvalid');
    expect((await findAccountById(t.db, member.id))?.name).toBe(member.name);
  });

  it('refuses an expired code and one replaced by a newer code', async () => {
    const member = await signedInMember(t);
    await reauth(member);
    const expired = await mailedCode(member);
    at(11);
    await reauth(member);
    await expectFailure(await edit(member, { user: edits(), otp: expired }), 400, 'ko', 'auth.otpInvalid');
    const older = await mailedCode(member);
    const newer = await mailedCode(member);
    if (older !== newer) await expectFailure(await edit(member, { user: edits(), otp: older }), 400, 'ko', 'auth.otpInvalid');
    expect((await edit(member, { user: edits(), otp: newer })).status).toBe(200);
  });

  it('refuses bad fields and an unknown country without spending the code', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await reauth(member);
    const otp = await mailedCode(member);
    await expectFailure(await edit(member, { user: edits({ country: '+999' }), otp }, 'en'), 422, 'en', 'auth.countryUnknown');
    await expectFailure(await edit(member, { user: edits({ country: '+999' }), otp }, 'ko'), 422, 'ko', 'auth.countryUnknown');
    // validationError (lib/validate.ts) names the first segment of a nested field's path
    await expectFailure(await edit(member, { user: edits({ phoneNumber: '010-5555' }), otp }, 'en'), 422, 'en', 'validation.phone', { field: 'Mobile number' });
    await expectFailure(await edit(member, { user: edits(), otp: '12ab' }, 'en'), 422, 'en', 'validation.code6', { field: 'Code' });
    expect((await findAccountById(t.db, member.id))?.name).toBe(member.name);
    expect((await edit(member, { user: edits({ country: '+1' }), otp }, 'en')).status).toBe(200);
  });

  it('needs the password re-entered', async () => {
    const member = await signedInMember(t);
    await expectFailure(await edit(member, { user: edits(), otp: '123456' }), 403, 'ko', 'auth.reauthRequired');
  });
});

describe('PUT /api/auth/change-term-agreement-use-marketing and /change-term-agreement', () => {
  it('agrees to and withdraws marketing use, answering the flags', async () => {
    const member = await signedInMember(t);
    for (const lang of ['ko', 'en'] as const) {
      at(lang === 'ko' ? 1 : 2);
      const res = await as(member, 'PUT', '/api/auth/change-term-agreement-use-marketing', { isAgreeItem5: true }, lang);
      const body = await readJson<HistoryTermAgreement>(res);
      expect(body).toMatchObject({ success: true, message: msg(lang, 'auth.marketingChanged') });
      expect(body.data).toEqual({
        isAgreeRequiredTerms: true,
        isAgreeItem2p1: true,
        isAgreeItem2p2: true,
        isAgreeItem2p3: false,
        isAgreeItem2p4: true,
        isAgreeItem3p1: false,
        isAgreeItem5: true,
      });
      expect((await findTermAgreement(t.db, member.id))?.marketingAgreedAt).toBe(t.clock.now?.toISOString());
    }
    const off = await readJson<HistoryTermAgreement>(await as(member, 'PUT', '/api/auth/change-term-agreement-use-marketing', { isAgreeItem5: false }));
    expect(off.data.isAgreeItem5).toBe(false);
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({ isAgreeOptionalItem5: false, marketingAgreedAt: null, optionalTermsContent: '[]' });
    await expectFailure(
      await as(member, 'PUT', '/api/auth/change-term-agreement-use-marketing', { isAgreeItem5: 'yes' }, 'en'),
      422,
      'en',
      'validation.invalid',
      { field: 'isAgreeItem5' },
    );
  });

  it('renews an expired marketing consent, so the popup stops', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await t.db
      .update(schema.termAgreement)
      .set({ isAgreeOptionalItem5: true, isAgreeOptionalItem6: true, isAgreeOptionalItem61: true, marketingAgreedAt: '2024-01-01T00:00:00.000Z' })
      .where(eq(schema.termAgreement.userId, member.id));
    const info = async () =>
      (await readJson<{ isShowPopUpAgreementExpired: boolean }>(await t.get('/api/auth/user-info', 'en', { cookie: member.cookie }))).data;
    expect((await info()).isShowPopUpAgreementExpired).toBe(true);
    for (const lang of ['ko', 'en'] as const) {
      const res = await as(member, 'PUT', '/api/auth/change-term-agreement', { isAgreeItem5: true, isAgreeOptionalItem6: true }, lang);
      expect(await readJson(res)).toMatchObject({ success: true, message: msg(lang, 'auth.termsAgreed'), data: { isAgreeItem5: true } });
    }
    expect((await info()).isShowPopUpAgreementExpired).toBe(false);
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({ marketingAgreedAt: isoAfterStart(0), isAgreeOptionalItem61: true });
    // declining item 6 withdraws its channels too
    await as(member, 'PUT', '/api/auth/change-term-agreement', { isAgreeItem5: true, isAgreeOptionalItem6: false });
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({ isAgreeOptionalItem6: false, isAgreeOptionalItem61: false });
  });
});

describe('DELETE /api/auth/delete-account', () => {
  for (const lang of ['ko', 'en'] as const) {
    it(`deletes the account and everything hanging from it, mails the member in ${lang} and ends the session`, async () => {
      const member = await signedInMember(t, { lang, name: lang === 'ko' ? '이별' : 'Leaving Soon' });
      await reauth(member);
      await mailedCode(member);
      await expectFailure(await as(member, 'DELETE', '/api/auth/delete-account', { password: 'Wrong#pw99' }), 400, lang, 'auth.passwordWrong');
      expect(await findAccountById(t.db, member.id)).not.toBeNull();
      const res = await as(member, 'DELETE', '/api/auth/delete-account', { password: member.password });
      expect(await readJson(res)).toEqual({ success: true, message: msg(lang, 'auth.accountDeleted'), data: null, code: 200, status: 200 });
      expect(sessionCookieAfter(res)).toBeUndefined();
      expect(res.headers.getSetCookie().join()).toMatch(/portal_session=;/);
      expect(await findAccountById(t.db, member.id)).toBeNull();
      for (const table of [schema.session, schema.oneTimeToken, schema.termAgreement])
        expect(await t.db.select().from(table).where(eq(table.userId, member.id))).toEqual([]);
      const mail = await lastMail(t, member.username);
      expect(mail).toMatchObject({ template: 'mail.accountDeleted', lang, subject: msg(lang, 'mail.accountDeleted.subject') });
      expect(mail.body).toContain(member.name);
      const history = await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, member.id));
      expect(history.map((row) => [row.event, row.detail])).toContainEqual(['LOGOUT', 'accountDeleted']);
      await expectFailure(await t.get('/api/auth/user-info', lang, { cookie: member.cookie }), 401, lang, 'auth.sessionExpired');
      await expectFailure((await login(t, member.username, member.password, lang)).res, 400, lang, 'auth.loginFailed');
    });
  }

  it('does not let an admin delete its own account here', async () => {
    const admin = await createMember(t, { role: 'ADMIN' });
    const { cookie } = await login(t, admin.username, admin.password);
    const res = await t.send('DELETE', '/api/auth/delete-account', { password: admin.password }, 'en', { cookie: cookie ?? '' });
    await expectFailure(res, 403, 'en', 'auth.accessDenied');
    expect(await findAccountById(t.db, admin.id)).not.toBeNull();
  });
});
