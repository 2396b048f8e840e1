import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { Page } from '#core/schemas/common.ts';
import type { PartnerApplicationItem } from '#core/schemas/partner.ts';
import { schema } from '#db/client.ts';
import { findAccountByUsername } from '#db/queries/account.ts';
import {
  createMember,
  expectFailure,
  freshIp,
  lastMail,
  msg,
  PASSWORD,
  readJson,
  signedInMember,
  tokenInMail,
  useAdminApp,
  type TestApp,
} from '../../testing/api-kit.ts';

let t: TestApp;
const admin = useAdminApp(
  (app) => {
    t = app;
    t.clock.now = new Date('2026-11-20T01:00:00Z');
  },
  { username: 'reviewer@example-analytics.com' },
);

let counter = 0;
function application(lang: Lang = 'ko', overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    company: lang === 'ko' ? '한빛데이터' : 'Northwind Analytics',
    businessTypes: ['FINANCE', 'MANUFACTURING'],
    name: lang === 'ko' ? '김하늘' : 'Grace Park',
    contact: `0105555${String(counter).padStart(4, '0')}`,
    email: `applicant${counter}@partner-test.co.kr`,
    country: lang === 'ko' ? '+82' : '+1',
    isAgreePrivacy: true,
    ...overrides,
  };
}

const apply = (body: unknown, lang: Lang = 'ko', ip = freshIp()) => t.send('POST', '/api/public/register/partner', body, lang, { 'x-test-ip': ip });
const rowOf = async (email: string) => (await t.db.select().from(schema.partnerApplication).where(eq(schema.partnerApplication.email, email)))[0];
const approve = (id: number, cookie = admin().cookie, lang: Lang = 'ko') => t.send('PUT', `/api/admin/partner-application/${id}/approve`, {}, lang, { cookie });
const refuse = (id: number, reason: string, cookie = admin().cookie, lang: Lang = 'ko') =>
  t.send('PUT', `/api/admin/partner-application/${id}/refuse`, { reason }, lang, { cookie });
const historyOf = (userId: number) => t.db.select().from(schema.permissionChangeHistory).where(eq(schema.permissionChangeHistory.userId, userId));

async function submitted(lang: Lang = 'ko', overrides: Record<string, unknown> = {}) {
  const body = application(lang, overrides);
  expect((await apply(body, lang)).status).toBe(201);
  const row = await rowOf(body.email);
  if (!row) throw new Error('not stored');
  return { body, row };
}

describe('POST /api/public/register/partner', () => {
  it('records a Korean application and mails the confirmation in Korean', async () => {
    const body = application('ko', { email: '  Applicant.KO@Partner-Test.co.kr ' });
    const res = await apply(body, 'ko');
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({ success: true, message: msg('ko', 'partner.applied'), data: null });
    const row = await rowOf('applicant.ko@partner-test.co.kr');
    expect(row).toMatchObject({ company: '한빛데이터', businessTypes: 'FINANCE,MANUFACTURING', lang: 'ko', status: 'SUBMITTED', userId: null, country: '+82' });
    const mail = await lastMail(t, 'applicant.ko@partner-test.co.kr');
    expect(mail).toMatchObject({ lang: 'ko', template: 'partner.mail.received', subject: msg('ko', 'partner.mail.received.subject') });
    expect(mail.body).toContain('김하늘님');
    expect(mail.body).toContain('http://portal.test/partner/partner-policy');
  });

  it('answers and mails an English applicant in English, and links an existing account at once', async () => {
    const member = await createMember(t, { lang: 'en' });
    const body = application('en', { email: member.username });
    const res = await apply(body, 'en');
    expect(res.status).toBe(201);
    expect((await readJson(res)).message).toBe(msg('en', 'partner.applied'));
    expect(await rowOf(member.username)).toMatchObject({ lang: 'en', userId: member.id });
    const mail = await lastMail(t, member.username);
    expect(mail).toMatchObject({ lang: 'en', template: 'partner.mail.received', subject: msg('en', 'partner.mail.received.subject') });
    expect(mail.body).toContain('http://portal.test/en/partner/partner-policy');
  });

  it.each([
    ['company', { company: '  ' }, 'validation.required', { field: msg('en', 'field.company') }],
    ['company too long', { company: 'x'.repeat(101) }, 'validation.maxLength', { field: msg('en', 'field.company'), max: 100 }],
    ['no business type', { businessTypes: [] }, 'partner.selectBusinessType', undefined],
    ['an unknown business type', { businessTypes: ['MINING'] }, 'partner.selectBusinessType', undefined],
    ['a business type twice', { businessTypes: ['FINANCE', 'FINANCE'] }, 'partner.selectBusinessType', undefined],
    ['name', { name: '' }, 'validation.required', { field: msg('en', 'field.name') }],
    ['contact', { contact: '010-1234-5678' }, 'validation.phone', { field: msg('en', 'field.contact') }],
    ['e-mail', { email: 'not-an-address' }, 'validation.email', { field: msg('en', 'field.email') }],
    ['country', { country: '' }, 'validation.required', { field: msg('en', 'field.country') }],
    ['privacy agreement', { isAgreePrivacy: false }, 'partner.privacyRequired', undefined],
  ] as const)('refuses a missing or wrong %s with a message in the caller language, storing and mailing nothing', async (_name, change, key, values) => {
    const body = application('en', change);
    await expectFailure(await apply(body, 'en'), 422, 'en', key, values);
    expect(await rowOf(String(body.email))).toBeUndefined();
  });

  it('refuses a missing field in Korean too, and a country outside the list', async () => {
    const { company: _company, ...rest } = application('ko');
    await expectFailure(await apply(rest, 'ko'), 422, 'ko', 'validation.required', { field: msg('ko', 'field.company') });
    await expectFailure(await apply(application('ko', { country: '+999' }), 'ko'), 422, 'ko', 'auth.countryUnknown');
  });

  it('records no second application of an address while the first waits, answers as usual and tells the address by mail', async () => {
    const { body } = await submitted('en');
    const res = await apply({ ...body, company: 'Another Company' }, 'ko');
    expect(res.status).toBe(201);
    expect((await readJson(res)).message).toBe(msg('ko', 'partner.applied'));
    expect(await t.db.select().from(schema.partnerApplication).where(eq(schema.partnerApplication.email, body.email))).toHaveLength(1);
    // the mail goes in the language of the waiting application
    expect(await lastMail(t, body.email)).toMatchObject({
      lang: 'en',
      template: 'partner.mail.alreadyWaiting',
      subject: msg('en', 'partner.mail.alreadyWaiting.subject'),
    });
  });

  it('limits applications from one address like sign-up does (429 with the wait)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await apply(application('en'), 'en', ip)).status).toBe(201);
    const res = await apply(application('en'), 'en', ip);
    expect(res.status).toBe(429);
    expect((await readJson(res)).message).toBe(msg('en', 'auth.tooManyAttempts', { minutes: 15 }));
    // another address is not held back
    expect((await apply(application('en'), 'en')).status).toBe(201);
  });
});

describe('the console review: GET /api/admin/partner-application and its decisions', () => {
  it('lists applications newest first for ADMIN, filtered by status', async () => {
    const { row } = await submitted('en');
    const res = await t.get('/api/admin/partner-application?status=SUBMITTED', 'en', { cookie: admin().cookie });
    expect(res.status).toBe(200);
    const page = (await readJson<Page<PartnerApplicationItem>>(res)).data;
    expect(page.items[0]).toMatchObject({ id: row.id, status: 'SUBMITTED', businessTypes: ['FINANCE', 'MANUFACTURING'], hasAccount: false, lang: 'en' });
    expect(page.items.every((item) => item.status === 'SUBMITTED')).toBe(true);
    await expectFailure(await t.get('/api/admin/partner-application?status=MAYBE', 'en', { cookie: admin().cookie }), 422, 'en', 'validation.invalid', {
      field: 'status',
    });
  });

  it('approving gives the account PARTNER at its next request, writes the history and mails the applicant in their language', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    const { row } = await submitted('en', { email: member.username });
    const res = await approve(row.id, admin().cookie, 'en');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      message: msg('en', 'partner.approved'),
      data: { account: { id: member.id, role: 'PARTNER', promoted: true } },
    });
    expect((await findAccountByUsername(t.db, member.username))?.role).toBe('PARTNER');
    expect(await historyOf(member.id)).toEqual([
      expect.objectContaining({ fromRole: 'MEMBER', toRole: 'PARTNER', changedByUsername: admin().username, username: member.username }),
    ]);
    expect(await rowOf(member.username)).toMatchObject({ status: 'APPROVED', decidedByUsername: admin().username, userId: member.id });
    const mail = await lastMail(t, member.username);
    expect(mail).toMatchObject({ lang: 'en', template: 'partner.mail.approved', subject: msg('en', 'partner.mail.approved.subject') });
    // the member's own session now opens the partner area
    expect((await t.get('/api/partner/partner-policy', 'en', { cookie: member.cookie })).status).toBe(200);
    // a decided application is not decided again
    await expectFailure(await approve(row.id, admin().cookie, 'en'), 409, 'en', 'partner.alreadyDecided');
    await expectFailure(await refuse(row.id, '', admin().cookie, 'en'), 409, 'en', 'partner.alreadyDecided');
  });

  it('approving leaves a role above PARTNER as it is, with no history row', async () => {
    const staff = await createMember(t, { role: 'STAFF' });
    const { row } = await submitted('ko', { email: staff.username });
    expect((await approve(row.id)).status).toBe(200);
    expect((await findAccountByUsername(t.db, staff.username))?.role).toBe('STAFF');
    expect(await historyOf(staff.id)).toEqual([]);
  });

  it('approving an address without an account invites it to sign up, and the sign-up creates a PARTNER with the history row', async () => {
    const { body, row } = await submitted('ko');
    const res = await approve(row.id);
    expect(await readJson(res)).toMatchObject({ message: msg('ko', 'partner.approved'), data: { account: null } });
    const mail = await lastMail(t, body.email);
    expect(mail).toMatchObject({ lang: 'ko', template: 'partner.mail.approvedSignUp' });
    expect(mail.body).toContain('http://portal.test/register');
    const signUp = await t.send(
      'POST',
      '/api/public/sign-up',
      {
        username: body.email,
        password: PASSWORD,
        name: body.name,
        companyName: body.company,
        phoneNumber: body.contact,
        country: body.country,
        historyTermAgreement: { isAgreeRequiredTerms: true, requiredTermsContent: JSON.stringify(['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14']) },
      },
      'ko',
      { 'x-test-ip': freshIp() },
    );
    expect(signUp.status).toBe(201);
    const account = await findAccountByUsername(t.db, body.email);
    expect(account).toMatchObject({ role: 'PARTNER', status: 'PENDING' });
    expect(await historyOf(account!.id)).toEqual([expect.objectContaining({ fromRole: 'MEMBER', toRole: 'PARTNER', changedByUsername: admin().username })]);
    expect(await rowOf(body.email)).toMatchObject({ userId: account!.id });
    // the activation link still goes to the mailbox, the only way to use the account
    expect(tokenInMail((await lastMail(t, body.email)).body)).toHaveLength(43);
  });

  it('refusing mails the reason in the applicant language and changes no role', async () => {
    const member = await createMember(t, { lang: 'en' });
    const { row } = await submitted('en', { email: member.username });
    const res = await refuse(row.id, 'We are not taking partners in your region this year.', admin().cookie, 'en');
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe(msg('en', 'partner.refused'));
    expect((await findAccountByUsername(t.db, member.username))?.role).toBe('MEMBER');
    expect(await rowOf(member.username)).toMatchObject({ status: 'REFUSED', refusalReason: 'We are not taking partners in your region this year.' });
    const mail = await lastMail(t, member.username);
    expect(mail).toMatchObject({ lang: 'en', template: 'partner.mail.refused', subject: msg('en', 'partner.mail.refused.subject') });
    expect(mail.body).toContain('Reason: We are not taking partners in your region this year.');
    // a new application is possible once the first is decided
    expect((await apply(application('en', { email: member.username }), 'en')).status).toBe(201);
  });

  it('answers an unknown application with 404 in the caller language', async () => {
    await expectFailure(await approve(999_999, admin().cookie, 'en'), 404, 'en', 'partner.applicationMissing');
    await expectFailure(await refuse(999_999, '', admin().cookie, 'ko'), 404, 'ko', 'partner.applicationMissing');
  });

  it('refuses the review to every role but ADMIN, and to a member session of an ADMIN', async () => {
    const { row } = await submitted('ko');
    expect((await t.get('/api/admin/partner-application', 'ko')).status).toBe(401);
    expect((await t.send('PUT', `/api/admin/partner-application/${row.id}/approve`, {}, 'ko')).status).toBe(401);
    for (const role of ['MEMBER', 'PARTNER', 'STAFF', 'CONTENT_MANAGER', 'ADMIN'] as const) {
      const member = await signedInMember(t, { role });
      // the console's calls read the admin session only: a member session of any role has none
      expect((await t.get('/api/admin/partner-application', 'ko', { cookie: member.cookie })).status, role).toBe(401);
      expect((await approve(row.id, member.cookie)).status, role).toBe(401);
    }
    expect((await rowOf(row.email))?.status).toBe('SUBMITTED');
  });
});
