import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { Page } from '#core/schemas/common.ts';
import type { PolicyAdminDetail, PolicyAdminItem, PrivacyPolicyRevision } from '#core/schemas/privacy-policy.ts';
import { schema } from '#db/client.ts';
import { seedPolicies } from '#db/seed/content/policies.ts';
import { expectFailure, msg, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

// Korean calendar: 2026-11-20T01:00Z is 10:00 on 2026-11-20 in Korea; a date ahead must be 2026-11-27 or later
const NOW = new Date('2026-11-20T01:00:00Z');

let t: TestApp;
let admin: string;
let adminName: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPolicies(t.db, { now: new Date('2026-01-05T00:00:00Z') });
  t.clock.now = NOW;
  const signedIn = await signedInAdmin(t);
  admin = signedIn.cookie;
  adminName = signedIn.username;
  member = (await signedInMember(t)).cookie;
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = NOW;
});

const send = (method: string, body: unknown, lang: Lang = 'ko', cookie = admin) =>
  t.send(method, '/api/policy-admin/privacy', body, lang, { cookie, origin: SITE });
const revision = (overrides: Record<string, unknown> = {}) => ({
  version: '4.0',
  effectiveDate: '2026-11-20',
  content: '<h2>제1조</h2><p>개인정보를 보호합니다.</p>',
  ...overrides,
});

async function register(overrides: Record<string, unknown> = {}): Promise<PolicyAdminDetail> {
  const res = await send('POST', revision(overrides));
  expect(res.status).toBe(201);
  return (await readJson<PolicyAdminDetail>(res)).data;
}

const list = async (query = '') => (await readJson<Page<PolicyAdminItem>>(await t.get(`/api/policy-admin/privacy${query}`, 'ko', { cookie: admin }))).data;
const publicRevisions = async (lang: Lang) =>
  (await readJson<PrivacyPolicyRevision[]>(await t.get(`/api/public/privacy-policy/revision?lang=${lang}`, lang))).data;

describe('POST /api/policy-admin/privacy', () => {
  it('registers a revision with the defaults, sanitised, marks it the newest in use, and the public list shows it at once', async () => {
    const before = await publicRevisions('ko');
    const created = await register({
      version: '4.1',
      content: '<p onclick="steal()">본문<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
    });
    expect(created).toMatchObject({
      typeCode: 'PP_TYPE_PORTAL',
      nameCode: 'PP_NAME_PORTAL',
      langCode: 'LANG_KO',
      version: '4.1',
      label: '[V.4.1] 2026-11-20',
      useClassification: 'PP_USE_NEWEST',
      status: 'IN_FORCE',
      createdBy: adminName,
      content: '<p>본문</p>',
    });
    const after = await publicRevisions('ko');
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ id: created.id, useClassification: 'PP_USE_NEWEST' });
    expect(after.filter((item) => item.useClassification === 'PP_USE_NEWEST')).toHaveLength(1);
    // the other language is untouched
    expect((await publicRevisions('en')).some((item) => item.version === '4.1')).toBe(false);
    const [record] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(record).toMatchObject({ action: 'UPDATE', screen: '/admin/privacy-policy' });
  });

  it('takes an English revision when asked', async () => {
    const created = await register({ langCode: 'LANG_EN', version: '4.2', content: '<p>We protect your data.</p>' });
    expect(created.langCode).toBe('LANG_EN');
    expect((await publicRevisions('en'))[0]?.version).toBe('4.2');
  });

  it.each(['ko', 'en'] as const)('refuses a future date less than 7 days ahead, with the first day it may take (%s)', async (lang) => {
    for (const effectiveDate of ['2026-11-21', '2026-11-26']) {
      await expectFailure(await send('POST', revision({ version: '5.0', effectiveDate }), lang), 422, lang, 'policyAdmin.noticeTooShort', {
        days: 7,
        date: '2026-11-27',
      });
    }
  });

  it('announces a revision 7 days or more ahead without putting it in force', async () => {
    const upcoming = await register({ version: '6.0', effectiveDate: '2026-11-27' });
    expect(upcoming).toMatchObject({ status: 'UPCOMING', useClassification: 'PP_USE_OLD' });
    const items = (await list('?langCode=LANG_KO&pageSize=100')).items;
    expect(items[0]).toMatchObject({ id: upcoming.id, status: 'UPCOMING' });
    expect(items.filter((item) => item.status === 'IN_FORCE')).toHaveLength(1);
    // on its day it is the one in force, without another write
    t.clock.now = new Date('2026-11-26T15:00:00Z');
    const later = (await signedInAdmin(t)).cookie;
    const onItsDay = (await readJson<Page<PolicyAdminItem>>(await t.get('/api/policy-admin/privacy?langCode=LANG_KO', 'ko', { cookie: later }))).data;
    expect(onItsDay.items[0]).toMatchObject({ id: upcoming.id, status: 'IN_FORCE' });
  });

  it.each(['ko', 'en'] as const)('checks the version, the date, the content and a repeated version (%s)', async (lang) => {
    await expectFailure(await send('POST', revision({ version: 'v4' }), lang), 422, lang, 'policyAdmin.versionInvalid');
    await expectFailure(await send('POST', revision({ version: undefined }), lang), 422, lang, 'validation.required', { field: msg(lang, 'field.version') });
    await expectFailure(await send('POST', revision({ version: '7.0', effectiveDate: '2026-02-30' }), lang), 422, lang, 'policyAdmin.dateInvalid');
    await expectFailure(
      await send('POST', revision({ version: '7.0', content: '<p> </p><script>x</script>' }), lang),
      422,
      lang,
      'policyAdmin.contentRequired',
    );
    await expectFailure(await send('POST', revision({ version: '7.0', langCode: 'LANG_JP' }), lang), 422, lang, 'validation.invalid', { field: 'langCode' });
    const version = lang === 'ko' ? '7.1' : '7.2';
    await register({ version });
    await expectFailure(await send('POST', revision({ version }), lang), 422, lang, 'policyAdmin.versionTaken', { version });
  });
});

describe('PUT /api/policy-admin/privacy', () => {
  it('saves a revision, keeping one newest in use per language', async () => {
    const created = await register({ version: '8.0', effectiveDate: '2026-11-19' });
    const res = await send('PUT', { id: created.id, ...revision({ version: '8.0', effectiveDate: '2020-01-01', content: '<p>고친 본문</p>' }) });
    expect(res.status).toBe(200);
    const saved = (await readJson<PolicyAdminDetail>(res)).data;
    expect(saved).toMatchObject({ content: '<p>고친 본문</p>', effectiveDate: '2020-01-01', status: 'EARLIER', useClassification: 'PP_USE_OLD' });
    const items = (await list('?langCode=LANG_KO&pageSize=100')).items;
    expect(items.filter((item) => item.useClassification === 'PP_USE_NEWEST')).toHaveLength(1);
    expect(items.find((item) => item.useClassification === 'PP_USE_NEWEST')?.status).toBe('IN_FORCE');
  });

  it.each(['ko', 'en'] as const)('refuses a near future date, a version taken, and a revision that does not exist (%s)', async (lang) => {
    const created = await register({ version: `9.${lang === 'ko' ? 1 : 2}` });
    await expectFailure(
      await send('PUT', { id: created.id, ...revision({ version: created.version, effectiveDate: '2026-11-23' }) }, lang),
      422,
      lang,
      'policyAdmin.noticeTooShort',
      {
        days: 7,
        date: '2026-11-27',
      },
    );
    await expectFailure(await send('PUT', { id: created.id, ...revision({ version: '7.1' }) }, lang), 422, lang, 'policyAdmin.versionTaken', {
      version: '7.1',
    });
    await expectFailure(await send('PUT', { id: 999_999, ...revision() }, lang), 404, lang, 'policyAdmin.notFound');
  });
});

describe('GET /api/policy-admin/privacy and detail', () => {
  it('lists newest first in pages, filters by language, and shows one with its content', async () => {
    const page = await list('?pageSize=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const english = await list('?langCode=LANG_EN&pageSize=100');
    expect(new Set(english.items.map((item) => item.langCode))).toEqual(new Set(['LANG_EN']));
    const dates = english.items.map((item) => item.effectiveDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = english.items[0]!;
    const res = await t.get(`/api/policy-admin/privacy/detail/${first.id}`, 'en', { cookie: admin });
    expect((await readJson<PolicyAdminDetail>(res)).data).toMatchObject({ id: first.id, label: first.label });
    await expectFailure(await t.get('/api/policy-admin/privacy/detail/999999', 'en', { cookie: admin }), 404, 'en', 'policyAdmin.notFound');
  });
});

describe('GET /api/policy-admin/export/excel', () => {
  it('exports the revisions without asking a reason (no personal data), recorded in the admin access history only', async () => {
    const downloadsBefore = await t.db.$count(schema.personalInfoDownload);
    const res = await t.get('/api/policy-admin/export/excel?langCode=LANG_KO', 'ko', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('개인정보처리방침 개정 이력_20261120'));
    expect(await t.db.$count(schema.personalInfoDownload)).toBe(downloadsBefore);
    const [record] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(record).toMatchObject({ action: 'EXPORT', screen: '/admin/privacy-policy' });
  });
});

describe('authorization', () => {
  it('lets neither a visitor nor a member in', async () => {
    await expectFailure(await t.get('/api/policy-admin/privacy', 'ko'), 401, 'ko', 'auth.loginRequired');
    expect([401, 403]).toContain((await t.get('/api/policy-admin/privacy', 'en', { cookie: member })).status);
    expect([401, 403]).toContain((await send('POST', revision({ version: '10.0' }), 'en', member)).status);
    expect([401, 403]).toContain((await send('POST', revision({ version: '10.0' }), 'en', '')).status);
  });
});
