// The console's lists and records answer what core/api/console-calls.ts says (decision 038).
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInAdmin, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { liveAnswer, seedDemoPortal } from './contract-kit.ts';

let t: TestApp;
let admin: { cookie: string; id: number };
useTestApp((app) => (t = app));

beforeAll(async () => {
  await seedDemoPortal(t);
  admin = await signedInAdmin(t);
});

const as = () => ({ cookie: admin.cookie });

describe('the console calls answer their contract', () => {
  it('accounts: list, one, create, edit, reactivate, delete', async () => {
    const page = await liveAnswer(t, 'GET /api/admin/user', { ...as(), query: { page: 1, pageSize: 10 } });
    expect(page.items.length).toBeGreaterThan(0);
    await liveAnswer(t, 'GET /api/admin/user/:id', { ...as(), params: { id: admin.id } });
    const created = await liveAnswer(t, 'POST /api/admin/user', {
      ...as(),
      body: { username: 'contract.user@example.com', name: '계약 검사', companyName: 'Contract Co', phoneNumber: '01012345678', role: 'MEMBER', lang: 'ko' },
    });
    const base = { name: '계약 검사', companyName: 'Contract Co', departmentName: '', phoneNumber: '01012345678', role: 'MEMBER' as const };
    await liveAnswer(t, 'PUT /api/admin/user', { ...as(), body: { id: created.id, ...base, status: 'PENDING' } });
    const dormant = await createMember(t, { status: 'DORMANT' });
    await liveAnswer(t, 'PUT /api/admin/user/:id/reactivate', { ...as(), params: { id: dormant.id } });
    await liveAnswer(t, 'DELETE /api/admin/user/:id', { ...as(), params: { id: created.id } });
  });

  it('permissions: list, roles, change', async () => {
    const page = await liveAnswer(t, 'GET /api/admin/permission', { ...as(), query: { pageNo: 1, searchFilter: 'name' } });
    await liveAnswer(t, 'GET /api/admin/role', as());
    const member = await createMember(t);
    await liveAnswer(t, 'POST /api/admin/permission/change-permission', { ...as(), body: { permissionChangings: [{ userId: member.id, roleId: 'STAFF' }] } });
    expect(page.total).toBeGreaterThan(0);
  });

  it('the history lists', async () => {
    const query = { page: 1, pageSize: 10 };
    await liveAnswer(t, 'GET /api/admin/connect-hist', { ...as(), query });
    await liveAnswer(t, 'GET /api/admin/user-access-hist', { ...as(), query });
    await liveAnswer(t, 'GET /api/admin/personal-info-download-hist', { ...as(), query });
    await liveAnswer(t, 'GET /api/admin/content-usage-hist', { ...as(), query });
    await liveAnswer(t, 'GET /api/admin/permission_change_tracking', { ...as(), query });
    await liveAnswer(t, 'GET /api/admin/daily-batch-history', { ...as(), query });
  });

  it('batch settings, the password cycle, the system screen and the retention screen', async () => {
    const work = await liveAnswer(t, 'GET /api/admin/getbatchwork/:id', { ...as(), params: { id: 1 } });
    await liveAnswer(t, 'POST /api/admin/batchwork', {
      ...as(),
      body: { type: 'DORMANCY', designatedPeriod: work.designatedPeriod, enable: work.enable, maximum: work.maximum, matureDate: work.matureDate },
    });
    const batch = await liveAnswer(t, 'GET /api/admin/admin-batch', as());
    const { adminInactiveTimePeriod, maximum, adminPasswordUpdatePeriod } = batch;
    await liveAnswer(t, 'PUT /api/admin/admin-batch', { ...as(), body: { adminInactiveTimePeriod, maximum, adminPasswordUpdatePeriod } });
    const cycle = await liveAnswer(t, 'GET /api/admin/notice-password-change-interval', as());
    const { defaultPeriod, enable, noticePeriod } = cycle;
    await liveAnswer(t, 'PUT /api/admin/notice-password-change-interval', { ...as(), body: { defaultPeriod, enable, noticePeriod } });
    await liveAnswer(t, 'GET /api/admin/system', as());
    await liveAnswer(t, 'GET /api/admin/retention', as());
  });

  it('banners: a language, one, the order, an edit', async () => {
    const list = await liveAnswer(t, 'GET /api/admin/banner/list/:lang', { ...as(), params: { lang: 'ko' } });
    const [first] = list;
    if (!first) throw new Error('the demo content has no Korean banner');
    const { id, title, content, inUse, button1InUse, button1Text, button1Link, button2InUse, button2Text, button2Link } = await liveAnswer(
      t,
      'GET /api/admin/banner/:id',
      { ...as(), params: { id: first.id } },
    );
    const positions = list.map((banner) => ({ id: banner.id, position: banner.position, inUse: banner.inUse }));
    await liveAnswer(t, 'PUT /api/admin/banner/change-banner-possition', { ...as(), body: { bannerPositionChanges: positions } });
    const fields = { title, content, inUse, button1InUse, button1Text, button1Link, button2InUse, button2Text, button2Link };
    await liveAnswer(t, 'PUT /api/admin/banner', { ...as(), body: { id, ...fields } });
  });

  it('notices: list, create, edit, delete', async () => {
    await liveAnswer(t, 'GET /api/admin/notice', { ...as(), query: { page: 1, pageSize: 10 } });
    const body = {
      titleKr: '점검 안내',
      titleEn: 'Maintenance',
      contentKr: '내일 점검합니다.',
      contentEn: 'Maintenance tomorrow.',
      category: 'MAINTENANCE' as const,
      inUse: false,
    };
    const created = await liveAnswer(t, 'POST /api/admin/notice', { ...as(), body });
    await liveAnswer(t, 'PUT /api/admin/notice/:id', { ...as(), params: { id: created.id }, body: { ...body, inUse: true } });
    await liveAnswer(t, 'DELETE /api/admin/notice/:id', { ...as(), params: { id: created.id } });
  });

  it('the privacy policy: revisions, one, register, edit', async () => {
    await liveAnswer(t, 'GET /api/policy-admin/privacy', { ...as(), query: { page: 1, pageSize: 10 } });
    const body = { version: '9.1', effectiveDate: '2027-03-01', content: '<p>개정</p>', langCode: 'LANG_KO' as const };
    const created = await liveAnswer(t, 'POST /api/policy-admin/privacy', { ...as(), body });
    await liveAnswer(t, 'GET /api/policy-admin/privacy/detail/:id', { ...as(), params: { id: created.id } });
    await liveAnswer(t, 'PUT /api/policy-admin/privacy', { ...as(), body: { id: created.id, ...body, version: '9.2' } });
  });

  it('content ownership: suggestions, what a user owns, a transfer, the transfers', async () => {
    const suggested = await liveAnswer(t, 'GET /api/admin/username', { ...as(), query: { keyword: '@' } });
    const owned = await Promise.all(suggested.map((user) => liveAnswer(t, 'GET /api/admin/content-ownership/:id', { ...as(), params: { id: user.id } })));
    const owner = owned.find((content) => content.items.length > 0)?.user;
    if (!owner) throw new Error('no suggested user owns content');
    // a transfer between two accounts of one name would change nothing, and is refused
    const other = await createMember(t, { name: '새 소유자' });
    await liveAnswer(t, 'POST /api/admin/change-content-ownership', { ...as(), body: { fromUserId: owner.id, toUserId: other.id } });
    await liveAnswer(t, 'GET /api/admin/content-ownership-history', { ...as(), query: { page: 1, pageSize: 10 } });
  });

  it('partner applications: the list, an approval, a refusal', async () => {
    const apply = (email: string) => liveAnswer(t, 'POST /api/public/register/partner', { body: { ...partnerApplication, email } });
    await apply('approve.me@example.com');
    await apply('refuse.me@example.com');
    const page = await liveAnswer(t, 'GET /api/admin/partner-application', { ...as(), query: { pageNo: 1, status: 'SUBMITTED' } });
    const [one, two] = page.items;
    if (!one || !two) throw new Error('the applications are not listed');
    await liveAnswer(t, 'PUT /api/admin/partner-application/:id/approve', { ...as(), params: { id: one.id }, body: {} });
    await liveAnswer(t, 'PUT /api/admin/partner-application/:id/refuse', { ...as(), params: { id: two.id }, body: { reason: '' } });
  });
});

const partnerApplication = {
  company: '계약 파트너',
  businessTypes: ['FINANCE' as const],
  name: '홍길동',
  contact: '01012345678',
  country: '+82',
  isAgreePrivacy: true as const,
};
