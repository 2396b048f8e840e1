import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '#core/auth/token.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { signUpFormSchema } from '#core/schemas/account.ts';
import { schema } from '#db/client.ts';
import { findAccountByUsername } from '#db/queries/account.ts';
import { createMember, expectFailure, freshIp, lastMail, login, msg, PASSWORD, readJson, tokenInMail, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
const start = new Date('2026-11-20T01:00:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = start;
});
afterAll(() => t.close());

let counter = 0;
const terms: Record<Lang, string[]> = {
  ko: ['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14'],
  en: ['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16'],
};

/** A complete, valid sign-up payload for a caller of `lang`, with a new address. */
function payload(lang: Lang = 'ko', overrides: Record<string, unknown> = {}, termOverrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `signup${counter}@example.co.kr`,
    password: PASSWORD,
    name: lang === 'ko' ? '홍길동' : 'Jane Doe',
    companyName: lang === 'ko' ? '한빛데이터' : 'Acme Analytics',
    departmentName: '',
    phoneNumber: `0101234${String(counter).padStart(4, '0')}`,
    country: lang === 'ko' ? '+82' : '+1',
    historyTermAgreement: { isAgreeRequiredTerms: true, isAgreeOptionalItem5: true, requiredTermsContent: JSON.stringify(terms[lang]), ...termOverrides },
    ...overrides,
  };
}

const signUp = (body: unknown, lang: Lang = 'ko') => t.send('POST', '/api/public/sign-up', body, lang, { 'x-test-ip': freshIp() });
const accountCount = async () => (await t.db.select({ n: count() }).from(schema.userAccount))[0]?.n ?? 0;

describe('POST /api/public/sign-up', () => {
  it('registers a pending Korean member with its consents and mails a 10-minute activation link in Korean', async () => {
    const body = payload('ko');
    const res = await signUp(body, 'ko');
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ success: true, message: msg('ko', 'auth.signedUp'), data: null, code: 201, status: 201 });
    const account = await findAccountByUsername(t.db, body.username);
    expect(account).toMatchObject({ status: 'PENDING', lang: 'ko', role: 'MEMBER', name: '홍길동', country: '+82', activatedAt: null });
    expect(account?.passwordHash).toMatch(/^\$scrypt\$/);
    const [consent] = await t.db
      .select()
      .from(schema.termAgreement)
      .where(eq(schema.termAgreement.userId, account?.id ?? 0));
    expect(consent).toMatchObject({
      lang: 'ko',
      isAgreeRequiredTerms: true,
      isAgreeOptionalItem5: true,
      marketingAgreedAt: start.toISOString(),
      optionalTermsContent: '["MARKETING_USE"]',
    });
    const mail = await lastMail(t, body.username);
    expect(mail).toMatchObject({ lang: 'ko', template: 'mail.activation', subject: msg('ko', 'mail.activation.subject') });
    expect(mail.body).toContain('홍길동님');
    expect(mail.body).toMatch(/http:\/\/portal\.test\/register-success\?token=[A-Za-z0-9_-]{43}/);
    // the database keeps only the hash of the link's token, valid 10 minutes
    const token = tokenInMail(mail.body);
    const [stored] = await t.db
      .select()
      .from(schema.oneTimeToken)
      .where(eq(schema.oneTimeToken.userId, account?.id ?? 0));
    expect(stored).toMatchObject({
      purpose: 'ACTIVATION',
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(start.getTime() + 10 * MINUTE).toISOString(),
    });
  });

  it('registers an English member with the English terms, an /en/ link and a mail in English', async () => {
    const body = payload('en');
    const res = await signUp(body, 'en');
    expect(res.status).toBe(201);
    expect((await readJson(res)).message).toBe(msg('en', 'auth.signedUp'));
    expect(await findAccountByUsername(t.db, body.username)).toMatchObject({ lang: 'en', status: 'PENDING' });
    const mail = await lastMail(t, body.username);
    expect(mail).toMatchObject({ lang: 'en', subject: '[Analytics Portal] Activate your account' });
    expect(mail.body).toContain('Hello Jane Doe');
    expect(mail.body).toMatch(/http:\/\/portal\.test\/en\/register-success\?token=[A-Za-z0-9_-]{43}/);
  });

  it('answers a taken address exactly like a new one, changes nothing and mails the owner instead', async () => {
    const owner = await createMember(t, { lang: 'en' });
    const before = await findAccountByUsername(t.db, owner.username);
    const fresh = await readJson(await signUp(payload('ko'), 'ko'));
    const takenRes = await signUp(payload('ko', { username: owner.username.toUpperCase(), name: '다른사람' }), 'ko');
    expect(takenRes.status).toBe(201);
    expect(await readJson(takenRes)).toEqual(fresh);
    expect(await findAccountByUsername(t.db, owner.username)).toEqual(before);
    const mails = await t.mailTo(owner.username);
    expect(mails.map((mail) => mail.template)).toEqual(['mail.alreadyRegistered']);
    expect(mails[0]?.lang).toBe('en');
    expect(mails[0]?.body).toContain('http://portal.test/en/forget-password');
  });

  it('two sign-ups with one address at once make one whole account, and both get the same answer', async () => {
    const body = payload('ko');
    const answers = await Promise.all([signUp(body, 'ko'), signUp({ ...body, name: '동시가입' }, 'ko')]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const account = await findAccountByUsername(t.db, body.username);
    const consents = await t.db
      .select()
      .from(schema.termAgreement)
      .where(eq(schema.termAgreement.userId, account?.id ?? 0));
    const tokens = await t.db
      .select()
      .from(schema.oneTimeToken)
      .where(eq(schema.oneTimeToken.userId, account?.id ?? 0));
    expect([consents.length, tokens.length]).toEqual([1, 1]);
    expect((await t.mailTo(body.username)).map((mail) => mail.template).sort()).toEqual(['mail.activation', 'mail.alreadyRegistered']);
  });
});

describe('POST /api/public/sign-up refuses what it cannot take', () => {
  const invalid: [
    string,
    Record<string, unknown>,
    Record<string, unknown>,
    (
      | 'validation.email'
      | 'validation.phone'
      | 'validation.required'
      | 'validation.passwordLength'
      | 'validation.passwordMix'
      | 'validation.passwordDigitRun'
      | 'validation.passwordRepeat'
    ),
    string,
  ][] = [
    ['an address with a capital-less bad domain', { username: 'name@example' }, {}, 'validation.email', 'username'],
    ['an address with a plus sign', { username: 'a+b@example.com' }, {}, 'validation.email', 'username'],
    ['a phone number with dashes', { phoneNumber: '010-1234-5678' }, {}, 'validation.phone', 'phoneNumber'],
    ['a phone number of 12 digits', { phoneNumber: '010123456789' }, {}, 'validation.phone', 'phoneNumber'],
    ['no name', { name: '  ' }, {}, 'validation.required', 'name'],
    ['no company', { companyName: '' }, {}, 'validation.required', 'companyName'],
    ['no phone number', { phoneNumber: '' }, {}, 'validation.required', 'phoneNumber'],
    ['a password of 7 characters', { password: 'Ab#1234' }, {}, 'validation.passwordLength', 'password'],
    ['a password of 13 characters', { password: 'Abcdefgh#1234' }, {}, 'validation.passwordLength', 'password'],
    ['a password without a special character', { password: 'Abcdef1234' }, {}, 'validation.passwordMix', 'password'],
    ['a password without a digit', { password: 'Abcdefg#!' }, {}, 'validation.passwordMix', 'password'],
    ['a password with 5 digits in a row', { password: 'Ab#12345' }, {}, 'validation.passwordDigitRun', 'password'],
    ['a password repeating a character 4 times', { password: 'Abbbb#12' }, {}, 'validation.passwordRepeat', 'password'],
  ];
  for (const lang of ['ko', 'en'] as const) {
    for (const [what, overrides, termOverrides, key, field] of invalid) {
      it(`refuses ${what} with 422 and a ${lang} message, writing nothing`, async () => {
        const accounts = await accountCount();
        const res = await signUp(payload(lang, overrides, termOverrides), lang);
        await expectFailure(res, 422, lang, key, { field: msg(lang, `field.${field}` as 'field.name') });
        expect(await accountCount()).toBe(accounts);
      });
    }
  }

  it('refuses a missing field and the required-terms flag left false', async () => {
    const { name: _name, ...withoutName } = payload('ko');
    await expectFailure(await signUp(withoutName, 'ko'), 422, 'ko', 'validation.required', { field: '이름' });
    await expectFailure(await signUp(payload('en', {}, { isAgreeRequiredTerms: false }), 'en'), 422, 'en', 'auth.requiredTermsMissing');
    await expectFailure(await signUp(payload('ko', {}, { isAgreeRequiredTerms: false }), 'ko'), 422, 'ko', 'auth.requiredTermsMissing');
  });

  it('requires every required term of the caller language', async () => {
    const accounts = await accountCount();
    // the Korean terms do not cover the English ones (privacy policy, cross-border transfer, age 16)
    await expectFailure(await signUp(payload('en', {}, { requiredTermsContent: JSON.stringify(terms.ko) }), 'en'), 422, 'en', 'auth.requiredTermsMissing');
    await expectFailure(await signUp(payload('ko', {}, { requiredTermsContent: '["TERMS_OF_USE","AGE_14"]' }), 'ko'), 422, 'ko', 'auth.requiredTermsMissing');
    await expectFailure(await signUp(payload('ko', {}, { requiredTermsContent: 'not json' }), 'ko'), 422, 'ko', 'validation.invalid', { field: '약관 동의' });
    expect(await accountCount()).toBe(accounts);
  });

  it('refuses a NUL, a text-direction override or a line break in a typed name, in both languages, and writes nothing', async () => {
    const accounts = await accountCount();
    await expectFailure(await signUp(payload('ko', { name: '홍\u0000길동' }), 'ko'), 422, 'ko', 'validation.invisibleCharacters', { field: '이름' });
    await expectFailure(await signUp(payload('en', { companyName: 'Acme\u202Eelgoog' }), 'en'), 422, 'en', 'validation.invisibleCharacters', {
      field: msg('en', 'field.companyName'),
    });
    await expectFailure(await signUp(payload('en', { departmentName: 'Data\nScience' }), 'en'), 422, 'en', 'validation.invisibleCharacters', {
      field: msg('en', 'field.departmentName'),
    });
    expect(await accountCount()).toBe(accounts);
  });

  it('stores a name typed as decomposed Hangul (NFD) in NFC, so it compares and is found as typed elsewhere', async () => {
    const body = payload('ko', { name: '홍길동'.normalize('NFD'), companyName: '한빛데이터'.normalize('NFD') });
    expect((await signUp(body, 'ko')).status).toBe(201);
    const account = await findAccountByUsername(t.db, body.username);
    expect(account).toMatchObject({ name: '홍길동'.normalize('NFC'), companyName: '한빛데이터'.normalize('NFC') });
  });

  it('refuses a country code that is not in the list', async () => {
    const accounts = await accountCount();
    await expectFailure(await signUp(payload('ko', { country: '+999' }), 'ko'), 422, 'ko', 'auth.countryUnknown');
    await expectFailure(await signUp(payload('en', { country: '+999' }), 'en'), 422, 'en', 'auth.countryUnknown');
    expect(await accountCount()).toBe(accounts);
  });

  it('the sign-up form schema requires the confirmation to match', () => {
    const { issues } = v.safeParse(signUpFormSchema, { ...payload('ko'), confirmPassword: 'Other#2468' });
    expect(issues?.map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message])).toEqual([['confirmPassword', 'validation.passwordConfirm']]);
    expect(v.safeParse(signUpFormSchema, { ...payload('ko'), confirmPassword: PASSWORD }).success).toBe(true);
  });
});

/** Signs up through the API and returns the address and the mailed activation token. */
async function signedUp(lang: Lang = 'ko') {
  const body = payload(lang);
  expect((await signUp(body, lang)).status).toBe(201);
  return { username: body.username, token: tokenInMail((await lastMail(t, body.username)).body) };
}

const activate = (token: string, lang: Lang = 'ko') => t.send('POST', '/api/public/activate-account', { token }, lang);

describe('POST /api/public/activate-account', () => {
  it('activates a pending account once; the member can then sign in', async () => {
    const { username, token } = await signedUp('ko');
    await expectFailure((await login(t, username, PASSWORD, 'ko')).res, 403, 'ko', 'auth.notActivated', {}, 181);
    const res = await activate(token, 'ko');
    expect(await readJson(res)).toEqual({ success: true, message: msg('ko', 'auth.activated'), data: null, code: 200, status: 200 });
    expect(await findAccountByUsername(t.db, username)).toMatchObject({ status: 'ACTIVE', activatedAt: start.toISOString() });
    expect((await login(t, username, PASSWORD, 'ko')).res.status).toBe(200);
    // a used link does not work again
    await expectFailure(await activate(token, 'en'), 400, 'en', 'auth.activationInvalid');
  });

  it('answers an expired link with data { expired: true } in both languages, and leaves the account pending', async () => {
    const { username, token } = await signedUp('en');
    t.clock.now = new Date(start.getTime() + 10 * MINUTE + 1000);
    try {
      for (const lang of ['ko', 'en'] as const) {
        const body = await expectFailure(await activate(token, lang), 400, lang, 'auth.activationExpired');
        expect(body.data).toEqual({ expired: true });
      }
      expect((await findAccountByUsername(t.db, username))?.status).toBe('PENDING');
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses an unknown or malformed token', async () => {
    await expectFailure(await activate('A'.repeat(43), 'ko'), 400, 'ko', 'auth.activationInvalid');
    await expectFailure(await activate('short', 'en'), 422, 'en', 'validation.token');
  });
});

describe('POST /api/public/resend-activation', () => {
  it('exchanges an expired link for a new one in the member language; the old one stops working', async () => {
    const { username, token } = await signedUp('en');
    t.clock.now = new Date(start.getTime() + 11 * MINUTE);
    try {
      const res = await t.send('POST', '/api/public/resend-activation', { token }, 'ko', { 'x-test-ip': freshIp() });
      expect(await readJson(res)).toMatchObject({ success: true, message: msg('ko', 'auth.activationSent'), data: null });
      const mail = await lastMail(t, username);
      expect(mail.lang).toBe('en');
      const fresh = tokenInMail(mail.body);
      expect(fresh).not.toBe(token);
      await expectFailure(await activate(token, 'ko'), 400, 'ko', 'auth.activationInvalid');
      expect((await activate(fresh, 'en')).status).toBe(200);
      // the account is active now: no more links for it
      await expectFailure(
        await t.send('POST', '/api/public/resend-activation', { token: fresh }, 'en', { 'x-test-ip': freshIp() }),
        400,
        'en',
        'auth.activationInvalid',
      );
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses an unknown token, and more than 20 requests from one address in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      await expectFailure(
        await t.send('POST', '/api/public/resend-activation', { token: 'B'.repeat(43) }, 'ko', { 'x-test-ip': ip }),
        400,
        'ko',
        'auth.activationInvalid',
      );
    }
    await expectFailure(
      await t.send('POST', '/api/public/resend-activation', { token: 'B'.repeat(43) }, 'en', { 'x-test-ip': ip }),
      429,
      'en',
      'auth.tooManyAttempts',
      { minutes: 15 },
      184,
    );
  });
});

describe('POST /api/auth/member/send-link-active-account', () => {
  const call = (username: string, password: string, lang: Lang) =>
    t.send('POST', '/api/auth/member/send-link-active-account', { username, password }, lang, { 'x-test-ip': freshIp() });

  it('mails a new link to a pending account whose password is right', async () => {
    const pending = await createMember(t, { status: 'PENDING', lang: 'en' });
    const res = await call(pending.username, pending.password, 'ko');
    expect(await readJson(res)).toMatchObject({ success: true, message: msg('ko', 'auth.activationSent') });
    const mail = await lastMail(t, pending.username);
    expect(mail).toMatchObject({ template: 'mail.activation', lang: 'en' });
    expect((await activate(tokenInMail(mail.body), 'en')).status).toBe(200);
  });

  it('sends nothing for a wrong password or an active account', async () => {
    const pending = await createMember(t, { status: 'PENDING' });
    await expectFailure(await call(pending.username, 'Wrong#pw12', 'en'), 400, 'en', 'auth.loginFailed');
    expect(await t.mailTo(pending.username)).toEqual([]);
    const active = await createMember(t);
    await expectFailure(await call(active.username, active.password, 'ko'), 400, 'ko', 'auth.alreadyActive');
    await expectFailure(await call(active.username, active.password, 'en'), 400, 'en', 'auth.alreadyActive');
    expect(await t.mailTo(active.username)).toEqual([]);
  });
});
