import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { NoticeAdminItem, NoticeView } from '#core/schemas/notice.ts';
import { forgetReads } from '#db/cache/read-cache.ts';
import { readVersionsOf } from '#db/cache/read-versions.ts';
import { schema } from '#db/client.ts';
import { expectFailure, msg, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let member: string;
const NOW = new Date('2026-11-20T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  admin = (await signedInAdmin(t)).cookie;
  member = (await signedInMember(t)).cookie;
  // a revision in force, one announced ahead (Korean and English), one long past
  await t.db.insert(schema.policy).values([
    { langCode: 'LANG_KO', version: '2.0', content: '<p>이전</p>', effectiveDate: '2025-01-01', createdDate: '2024-12-01' },
    { langCode: 'LANG_KO', version: '3.0', content: '<p>개정</p>', effectiveDate: '2026-12-01', createdDate: '2026-11-10' },
    { langCode: 'LANG_EN', version: '3.0', content: '<p>Revised</p>', effectiveDate: '2026-12-01', createdDate: '2026-11-10' },
  ]);
  forgetReads(t.db, 'policy');
});
afterAll(() => t.close());

const fields = (overrides: Record<string, unknown> = {}) => ({
  titleKr: '정기 점검 안내',
  titleEn: 'Scheduled maintenance',
  contentKr: '12월 3일 02:00–04:00에 서비스를 점검합니다.',
  contentEn: 'The service is down for maintenance on 3 December, 02:00–04:00 KST.',
  category: 'MAINTENANCE',
  inUse: true,
  ...overrides,
});
const send = (method: string, path: string, body: unknown, lang: 'ko' | 'en' = 'ko', cookie = admin) =>
  t.send(method, path, body, lang, { cookie, origin: SITE });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send('POST', '/api/admin/notice', fields(overrides));
  expect(res.status).toBe(201);
  return (await readJson<NoticeAdminItem>(res)).data;
};
const notices = async (lang: 'ko' | 'en', query = '') => (await readJson<NoticeView[]>(await t.get(`/api/public/notice${query}`, lang))).data;

describe('GET /api/public/notice', () => {
  it('gives every visitor the announced policy revision first, then the notices in use, newest first, in their language', async () => {
    const first = await create({ category: 'EVENT', titleKr: '가을 이벤트', titleEn: 'Autumn event' });
    t.clock.now = new Date(NOW.getTime() + 60_000);
    const second = await create();
    await create({ inUse: false, titleKr: '숨은 공지', titleEn: 'Hidden notice' });
    t.clock.now = NOW;

    const ko = await notices('ko');
    expect(ko.map((notice) => notice.id)).toEqual([expect.stringMatching(/^P\d+$/) as string, `N${second.id}`, `N${first.id}`]);
    expect(ko[0]).toMatchObject({
      title: msg('ko', 'notice.policyTitle'),
      content: msg('ko', 'notice.policyContent', { label: '[V.3.0] 2026-12-01', date: '2026-12-01' }),
      link: expect.stringMatching(/^\/privacy_policy\?version=\d+$/) as string,
      relatedInfo: { category: 'POLICY', attachmentId: null },
    });
    expect(ko[1]).toEqual({
      id: `N${second.id}`,
      title: '정기 점검 안내',
      content: '12월 3일 02:00–04:00에 서비스를 점검합니다.',
      link: null,
      relatedInfo: { category: 'MAINTENANCE', attachmentId: null },
      attachment: null,
    });
    const en = await notices('en');
    expect(en.map((notice) => notice.title)).toEqual([msg('en', 'notice.policyTitle'), 'Scheduled maintenance', 'Autumn event']);
    expect(en[0]?.link).toMatch(/^\/en\/privacy_policy\?version=\d+$/);
    // ?lang= wins over Accept-Language; a signed-in member gets the same
    expect((await notices('ko', '?lang=en')).map((notice) => notice.title)).toEqual(en.map((notice) => notice.title));
    expect((await readJson<NoticeView[]>(await t.get('/api/public/notice', 'ko', { cookie: member }))).data).toEqual(ko);
  });

  it('drops a revision once it is in force, and shows an edit or a deletion at once', async () => {
    t.clock.now = new Date('2026-12-02T00:00:00Z');
    const [top] = await notices('en');
    expect(top?.relatedInfo.category).not.toBe('POLICY');
    t.clock.now = NOW;
    const id = Number(top?.id.slice(1));
    expect((await send('PUT', `/api/admin/notice/${id}`, fields({ titleEn: 'Maintenance moved' }))).status).toBe(200);
    expect((await notices('en')).map((notice) => notice.title)).toContain('Maintenance moved');
    expect((await send('DELETE', `/api/admin/notice/${id}`, undefined)).status).toBe(200);
    expect((await notices('en')).map((notice) => notice.id)).not.toContain(`N${id}`);
  });

  it.each(['ko', 'en'] as const)('refuses a language it does not have (%s)', async (lang) => {
    await expectFailure(await t.get('/api/public/notice?lang=fr', lang), 422, lang, 'validation.invalid', { field: msg(lang, 'field.lang'), min: '', max: '' });
  });
});

describe('the console notice calls', () => {
  it('lists every notice, in use or not, a page at a time, and reads one', async () => {
    t.clock.now = new Date(NOW.getTime() + 300_000);
    const made = await create({ titleKr: '목록 확인', inUse: false });
    t.clock.now = NOW;
    const page = (await readJson<Page<NoticeAdminItem>>(await t.get('/api/admin/notice?pageSize=1', 'ko', { cookie: admin }))).data;
    expect(page.items[0]).toMatchObject({ id: made.id, titleKr: '목록 확인', inUse: false, createdBy: expect.any(String) as string });
    expect(page.totalPages).toBe(page.total);
    const one = await t.get(`/api/admin/notice/${made.id}`, 'ko', { cookie: admin });
    expect((await readJson<NoticeAdminItem>(one)).data).toEqual(made);
  });

  it.each(['ko', 'en'] as const)('refuses a notice without both titles or contents, an unknown category and a long title (%s)', async (lang) => {
    await expectFailure(await send('POST', '/api/admin/notice', fields({ titleEn: '  ' }), lang), 422, lang, 'notice.titleRequired');
    await expectFailure(await send('POST', '/api/admin/notice', fields({ contentKr: undefined }), lang), 422, lang, 'notice.contentRequired');
    await expectFailure(await send('POST', '/api/admin/notice', fields({ category: 'POLICY' }), lang), 422, lang, 'notice.categoryInvalid');
    const long = await send('POST', '/api/admin/notice', fields({ titleKr: '가'.repeat(101) }), lang);
    expect(long.status).toBe(422);
  });

  it.each(['ko', 'en'] as const)('answers 404 for a notice that does not exist (%s)', async (lang) => {
    await expectFailure(await t.get('/api/admin/notice/999999', lang, { cookie: admin }), 404, lang, 'notice.notFound');
    await expectFailure(await send('PUT', '/api/admin/notice/999999', fields(), lang), 404, lang, 'notice.notFound');
    await expectFailure(await send('DELETE', '/api/admin/notice/999999', undefined, lang), 404, lang, 'notice.notFound');
  });

  it('are for ADMINs only: a visitor, a member and a content manager (who has no console session) are asked to sign in to the console', async () => {
    await expectFailure(await t.get('/api/admin/notice', 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await send('POST', '/api/admin/notice', fields(), 'en', ''), 401, 'en', 'auth.loginRequired');
    const manager = (await signedInMember(t, { role: 'CONTENT_MANAGER' })).cookie;
    const total = async () => (await readJson<Page<NoticeAdminItem>>(await t.get('/api/admin/notice', 'en', { cookie: admin }))).data.total;
    const before = await total();
    for (const cookie of [member, manager]) {
      expect((await send('POST', '/api/admin/notice', fields(), 'en', cookie)).status).toBe(401);
      expect((await t.get('/api/admin/notice', 'en', { cookie })).status).toBe(401);
    }
    expect(await total()).toBe(before);
  });
});

describe('the notice table in the read cache', () => {
  it("raises the 'notice' read version on every write, so the Worker's isolates forget their copies (decision 016)", async () => {
    const moved = readVersionsOf(t.db);
    await moved();
    const after = async (statement: ReturnType<typeof sql>) => {
      await t.db.run(statement);
      return moved();
    };
    expect(await after(sql`insert into notice (title_kr, title_en, content_kr, content_en, created_date) values ('가', 'A', '나', 'B', '2026-11-20')`)).toEqual(
      ['notice'],
    );
    expect(await after(sql`update notice set in_use = 0 where title_en = 'A'`)).toEqual(['notice']);
    expect(await after(sql`delete from notice where title_en = 'A'`)).toEqual(['notice']);
  });
});
