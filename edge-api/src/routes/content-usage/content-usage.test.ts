import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { ContentUsageItem } from '#core/schemas/content-usage.ts';
import { schema } from '#db/client.ts';
import { listAttachmentsOf } from '#db/queries/attachment.ts';
import { listBannersInUse } from '#db/queries/banner.ts';
import { flushContentUsage } from '#db/queries/content-usage.ts';
import { getHomeStatistics } from '#db/queries/home-statistics.ts';
import { listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { deleteSuccessStory } from '#db/queries/success-story-write.ts';
import { listSuccessStories } from '#db/queries/success-story.ts';
import { seedDemoContent } from '#db/seed/seed.ts';
import { expectFailure, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let modelFile: { id: number; storedPath: string; name: string; extension: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, t.blobs);
  const { items } = await listPreBuiltModels(t.db, { page: 1, pageSize: 1 });
  const [file] = [
    ...(
      await listAttachmentsOf(
        t.db,
        'PRE_BUILT_MODEL',
        items.map((item) => item.id),
      )
    ).values(),
  ].flat();
  if (!file) throw new Error('the demo content has no model file');
  modelFile = file;
});
beforeEach(() => {
  t.clock.now = null;
});
afterAll(() => t.close());

// uses are written in batches (db/write-buffer.ts): a test reading the table directly flushes them first
const rowsOf = (userId: number) => t.db.select().from(schema.contentUsageHistory).where(eq(schema.contentUsageHistory.userId, userId));
const allRows = () => t.db.select().from(schema.contentUsageHistory);
const post = (member: Member | null, body: unknown, lang: Lang = 'ko') =>
  t.send('POST', '/api/auth/content-usage-hist', body, lang, member ? { cookie: member.cookie } : {});
const history = (member: Member | null, query = '', lang: Lang = 'ko') =>
  t.get(`/api/auth/content-usage-hist${query}`, lang, member ? { cookie: member.cookie } : {});
const softwareDownload = (detail: string) => ({ contentType: 'SOFTWARE', action: 'DOWNLOAD', detail });

describe('POST /api/auth/content-usage-hist', () => {
  it('records an installer download and answers with its address and file name', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    const res = await post(member, softwareDownload('51.0/macos'), 'en');
    expect(res.status).toBe(200);
    const body = await readJson<{ url: string; fileName: string }>(res);
    expect(body.data).toEqual({
      url: 'https://download.example-analytics.com/studio/51.0/AnalyticsStudio-51.0-macos-universal.dmg',
      fileName: 'AnalyticsStudio-51.0-macos-universal.dmg',
    });
    await flushContentUsage(t.db);
    await vi.waitFor(async () => expect(await rowsOf(member.id)).toHaveLength(1));
    const [row] = await rowsOf(member.id);
    expect(row).toMatchObject({
      contentType: 'SOFTWARE',
      action: 'DOWNLOAD',
      contentId: null,
      title: 'AnalyticsStudio-51.0-macos-universal.dmg',
      detail: '51.0/macos',
      username: member.username,
      lang: 'en',
      ip: '127.0.0.1',
    });
  });

  it('counts the download in the home statistics at once', async () => {
    const member = await signedInMember(t);
    const before = (await getHomeStatistics(t.db)).studioDownloads;
    expect((await post(member, softwareDownload('50.2/linux'))).status).toBe(200);
    await flushContentUsage(t.db);
    await vi.waitFor(async () => expect(await rowsOf(member.id)).toHaveLength(1));
    expect((await getHomeStatistics(t.db)).studioDownloads).toBe(before + 1);
  });

  it('counts a deleted story out of the home statistics at once, not a minute later', async () => {
    const before = (await getHomeStatistics(t.db)).useCases;
    const [story] = (await listSuccessStories(t.db, { page: 1, pageSize: 1 })).items;
    expect(story).toBeDefined();
    expect(await deleteSuccessStory(t.db, story?.id ?? 0, 'tester', new Date())).toBe(true);
    expect((await getHomeStatistics(t.db)).useCases).toBe(before - 1);
  });

  it.each(['ko', 'en'] as const)('asks a visitor to sign in (%s) and records nothing', async (lang) => {
    const before = (await allRows()).length;
    await expectFailure(await post(null, softwareDownload('51.0/windows'), lang), 401, lang, 'auth.loginRequired');
    expect(await allRows()).toHaveLength(before);
  });

  it.each([
    ['ko', '49.0/windows'],
    ['en', '51.0/solaris'],
    ['en', '99.9/linux'],
  ] as const)('refuses (%s) an installer that does not exist: %s', async (lang, detail) => {
    const member = await signedInMember(t);
    await expectFailure(await post(member, softwareDownload(detail), lang), 422, lang, 'contentUsage.unknownInstaller');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it.each([
    ['ko', { contentType: 'VIDEO', action: 'VIEW', detail: '51.0/windows' }, 'validation.invalid', '콘텐츠 유형'],
    ['en', { contentType: 'SOFTWARE', action: 'VIEW', detail: '51.0/windows' }, 'validation.invalid', 'Action'],
    ['en', { contentType: 'SOFTWARE', action: 'DOWNLOAD' }, 'validation.required', 'Detail'],
    ['ko', softwareDownload('../../etc/passwd'), 'validation.invalid', '상세 정보'],
  ] as const)("validates the body in the caller's language (%s): %j", async (lang, body, key, field) => {
    const member = await signedInMember(t);
    await expectFailure(await post(member, body, lang), 422, lang, key, { field, min: '', max: '' });
  });
});

describe('GET /api/auth/content-usage-hist', () => {
  it("lists only the member's own uses, newest first, a page at a time", async () => {
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    t.clock.now = new Date('2026-10-01T03:00:00Z');
    await post(member, softwareDownload('50.0/windows'));
    t.clock.now = new Date('2026-10-05T03:00:00Z');
    await post(member, softwareDownload('51.0/windows'));
    await post(other, softwareDownload('51.0/linux'));
    await flushContentUsage(t.db);
    await vi.waitFor(async () => expect(await rowsOf(member.id)).toHaveLength(2));
    const res = await history(member, '?page=1&pageSize=1');
    expect(res.status).toBe(200);
    const body = await readJson<{ items: ContentUsageItem[]; total: number; totalPages: number }>(res);
    expect(body.data.total).toBe(2);
    expect(body.data.totalPages).toBe(2);
    expect(body.data.items.map((item) => item.detail)).toEqual(['51.0/windows']);
    const older = await readJson<{ items: ContentUsageItem[] }>(await history(member, '?page=2&pageSize=1'));
    expect(older.data.items.map((item) => item.detail)).toEqual(['50.0/windows']);
  });

  it('filters by Korean calendar days, both ends included', async () => {
    const member = await signedInMember(t);
    // 2026-10-02 23:30 in Korea is 14:30 UTC the same day
    for (const at of ['2026-10-01T12:00:00Z', '2026-10-02T14:30:00Z', '2026-10-02T15:30:00Z']) {
      t.clock.now = new Date(at);
      await post(member, softwareDownload('51.0/windows'));
    }
    await flushContentUsage(t.db);
    await vi.waitFor(async () => expect(await rowsOf(member.id)).toHaveLength(3));
    const body = await readJson<{ items: ContentUsageItem[] }>(await history(member, '?fromDate=2026-10-02&toDate=2026-10-02'));
    expect(body.data.items.map((item) => item.createdAt)).toEqual(['2026-10-02T14:30:00.000Z']);
  });

  it.each(['ko', 'en'] as const)('asks a visitor to sign in (%s)', async (lang) => {
    await expectFailure(await history(null, '', lang), 401, lang, 'auth.loginRequired');
  });

  it.each([
    ['ko', '?fromDate=2026-02-30', 'validation.invalid', { field: '시작일' }],
    ['en', '?fromDate=2026-10-05&toDate=2026-10-01', 'console.dateRangeInvalid', undefined],
    ['en', '?pageSize=500', 'validation.max', { field: 'pageSize', min: 100, max: 100 }],
  ] as const)("refuses a bad filter in the caller's language (%s): %s", async (lang, query, key, values) => {
    const member = await signedInMember(t);
    await expectFailure(await history(member, query, lang), 422, lang, key, values);
  });
});

describe('GET /api/files/:folder/:name (content usage)', () => {
  it('records a model file download by a visitor, with the file name and the owner code', async () => {
    const before = await getHomeStatistics(t.db);
    const res = await t.get(`/api${modelFile.storedPath}`, 'en');
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const matches = async () => (await allRows()).filter((row) => row.contentType === 'ATTACHMENT' && row.contentId === modelFile.id && row.userId === null);
    await flushContentUsage(t.db);
    await vi.waitFor(async () => expect(await matches()).toHaveLength(1));
    expect((await matches())[0]).toMatchObject({
      action: 'DOWNLOAD',
      title: `${modelFile.name}.${modelFile.extension}`,
      detail: 'PRE_BUILT_MODEL',
      lang: 'en',
      username: '',
    });
    expect((await getHomeStatistics(t.db)).modelDownloads).toBe(before.modelDownloads + 1);
  });

  it("names the signed-in member who downloads, and the member's history shows it", async () => {
    const member = await signedInMember(t);
    await (await t.get(`/api${modelFile.storedPath}`, 'ko', { cookie: member.cookie })).arrayBuffer();
    await flushContentUsage(t.db);
    await vi.waitFor(async () => expect(await rowsOf(member.id)).toHaveLength(1));
    const body = await readJson<{ items: ContentUsageItem[] }>(await history(member));
    expect(body.data.items).toMatchObject([{ contentType: 'ATTACHMENT', action: 'DOWNLOAD', contentId: modelFile.id, detail: 'PRE_BUILT_MODEL' }]);
  });

  it('does not count a banner image shown on the home page', async () => {
    const [banner] = await listBannersInUse(t.db, 'ko');
    const before = (await allRows()).length;
    expect((await t.get(banner?.imgUrl ?? '')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await allRows()).toHaveLength(before);
  });
});
