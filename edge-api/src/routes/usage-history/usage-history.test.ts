import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { ContentUsageAdminItem } from '#core/schemas/content-usage.ts';
import { schema } from '#db/client.ts';
import { expectFailure, msg, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { workbookText } from '../../testing/xlsx.ts';

let t: TestApp;
let cookie: string;
let member: string;

type Use = typeof schema.contentUsageHistory.$inferInsert;
const use = (overrides: Partial<Use>): Use => ({
  contentType: 'PRE_BUILT_MODEL',
  action: 'VIEW',
  contentId: 1,
  title: '수요 예측 모델',
  detail: '',
  userId: null,
  username: '',
  lang: 'ko',
  ip: '198.51.100.9',
  createdAt: '2024-05-01T00:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAdmin(t)).cookie;
  member = (await signedInMember(t)).cookie;
  await t.db.insert(schema.contentUsageHistory).values([
    // the Korean day 2024-03-10 begins at 15:00 UTC the day before
    use({ title: 'before', createdAt: '2024-03-09T14:59:59.999Z' }),
    use({ title: 'first', createdAt: '2024-03-09T15:00:00.000Z', username: 'kim@example.co.kr', userId: 7 }),
    use({ title: 'last', createdAt: '2024-03-10T14:59:59.999Z', contentType: 'SUCCESS_STORY' }),
    use({ title: 'after', createdAt: '2024-03-10T15:00:00.000Z' }),
    use({
      title: 'Studio 51.0',
      contentType: 'SOFTWARE',
      action: 'DOWNLOAD',
      contentId: null,
      detail: '51.0/windows',
      username: 'lee@example.com',
      lang: 'en',
    }),
    use({ title: 'guide.pdf', contentType: 'ATTACHMENT', action: 'DOWNLOAD', detail: 'PRE_BUILT_MODEL', username: 'kim@example.co.kr' }),
  ]);
});
afterAll(() => t.close());

const list = async (query: string, lang: 'ko' | 'en' = 'ko') => {
  const res = await t.get(`/api/admin/content-usage-hist${query}`, lang, { cookie });
  expect(res.status).toBe(200);
  return (await readJson<Page<ContentUsageAdminItem>>(res)).data;
};

describe('GET /api/admin/content-usage-hist', () => {
  it('filters by Korean calendar days and shows who used what from where', async () => {
    const page = await list('?fromDate=2024-03-10&toDate=2024-03-10');
    expect(page.items.map((item) => item.title)).toEqual(['last', 'first']);
    // the member's address masked (issue 33)
    expect(page.items[1]).toMatchObject({ username: 'k***@example.co.kr', ip: '198.51.100.9', contentType: 'PRE_BUILT_MODEL', action: 'VIEW' });
  });

  it('filters by content type and matches the keyword in the title or the username', async () => {
    expect((await list('?type=SOFTWARE')).items.map((item) => item.detail)).toEqual(['51.0/windows']);
    expect((await list('?keyword=kim@')).items.map((item) => item.title).sort()).toEqual(['first', 'guide.pdf']);
    expect((await list('?keyword=guide')).total).toBe(1);
    expect((await list('?keyword=198.51')).total).toBe(0);
    await expectFailure(await t.get('/api/admin/content-usage-hist?type=pre-built', 'en', { cookie }), 422, 'en', 'validation.invalid', { field: 'type' });
  });

  it('records the view in the admin access history', async () => {
    await list('?type=VIDEO');
    const [view] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(view).toMatchObject({ action: 'VIEW', screen: '/admin/history-content', detail: 'page=1, pageSize=10, type=VIDEO' });
  });

  it.each(['ko', 'en'] as const)('refuses a reversed range in the caller language (%s)', async (lang) => {
    await expectFailure(
      await t.get('/api/admin/content-usage-hist?fromDate=2024-03-11&toDate=2024-03-10', lang, { cookie }),
      422,
      lang,
      'console.dateRangeInvalid',
    );
  });

  it('lets neither a visitor nor a member in', async () => {
    await expectFailure(await t.get('/api/admin/content-usage-hist', 'ko'), 401, 'ko', 'auth.loginRequired');
    expect([401, 403]).toContain((await t.get('/api/admin/content-usage-hist', 'en', { cookie: member })).status);
    expect([401, 403]).toContain((await t.get('/api/admin/content-usage-hist/download?reason=x', 'en', { cookie: member })).status);
  });
});

describe('GET /api/admin/content-usage-hist/download', () => {
  it.each(['ko', 'en'] as const)('refuses a blank reason (%s)', async (lang) => {
    await expectFailure(await t.get('/api/admin/content-usage-hist/download?reason=%20', lang, { cookie }), 422, lang, 'validation.required', {
      field: msg(lang, 'field.reason'),
    });
  });

  it('exports the rows masked without a reason, and in full with one', async () => {
    const masked = await t.get('/api/admin/content-usage-hist/download?fromDate=2024-03-10&toDate=2024-03-10', 'ko', { cookie });
    expect(masked.status).toBe(200);
    const maskedText = workbookText(new Uint8Array(await masked.arrayBuffer()));
    expect(maskedText).toContain('k***@example.co.kr');
    expect(maskedText).not.toContain('kim@example.co.kr');
    const full = await t.get(
      `/api/admin/content-usage-hist/download?fromDate=2024-03-10&toDate=2024-03-10&reason=${encodeURIComponent('이용 현황 점검')}`,
      'ko',
      {
        cookie,
      },
    );
    expect(workbookText(new Uint8Array(await full.arrayBuffer()))).toContain('kim@example.co.kr');
  });

  it('exports the filtered rows and records it as a personal-data download of CONTENT_USAGE', async () => {
    const res = await t.get(`/api/admin/content-usage-hist/download?type=ATTACHMENT&reason=${encodeURIComponent('다운로드 감사')}`, 'ko', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('콘텐츠 이용 이력_'));
    const [record] = await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1);
    expect(record).toMatchObject({ dataType: 'CONTENT_USAGE', reason: '다운로드 감사', rowCount: 1 });
  });
});
