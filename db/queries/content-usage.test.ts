import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentKindNames } from '#core/content-kinds.ts';
import { schema, type Db } from '../client.ts';
import { migrateLibsql, openLibsql } from '../libsql.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '../seed/generators.ts';
import { flushAllPendingWrites } from '../write-buffer.ts';
import { countContentUsage, flushContentUsage, listOwnContentUsage, queueContentUsage, type ContentUsageEntry, type QueuedUse } from './content-usage.ts';
import { getHomeStatistics } from './home-statistics.ts';
import { getPreBuiltModel } from './pre-built-model.ts';
import { viewCounters } from './view-counters.ts';

const closers: (() => void)[] = [];
let db: Db;
let errors: { message: string; fields?: Record<string, unknown> }[];
const log = { error: (message: string, fields?: Record<string, unknown>) => void errors.push(fields ? { message, fields } : { message }) };

async function openDb(): Promise<Db> {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'usage-')), 'portal.db')}`);
  await migrateLibsql(opened.db);
  closers.push(() => opened.client.close());
  return opened.db;
}

beforeEach(async () => {
  db = await openDb();
  errors = [];
});
afterEach(async () => {
  await flushAllPendingWrites();
  for (const close of closers.splice(0)) close();
});

const rows = () => db.select().from(schema.contentUsageHistory).orderBy(schema.contentUsageHistory.id);
const storedViews = async (id: number) =>
  (await db.select({ view: schema.preBuiltModel.view }).from(schema.preBuiltModel).where(eq(schema.preBuiltModel.id, id)))[0]?.view;
const storyViews = async (id: number) =>
  (await db.select({ view: schema.successStory.view }).from(schema.successStory).where(eq(schema.successStory.id, id)))[0]?.view;

/** A model not viewed yet (the seed's models come with views). */
async function insertModel(index = 0): Promise<number> {
  const id = await insertPreBuiltModel(db, preBuiltModelSeed({}, index));
  await db.update(schema.preBuiltModel).set({ view: 0 }).where(eq(schema.preBuiltModel.id, id));
  return id;
}

async function insertStory(): Promise<number> {
  const [row] = await db
    .insert(schema.successStory)
    .values({ titleKr: '사례', titleEn: 'Story', insDtm: '2026-11-01T00:00:00.000Z' })
    .returning({ id: schema.successStory.id });
  return row?.id ?? 0;
}

const use = (overrides: Partial<ContentUsageEntry> = {}): ContentUsageEntry => ({
  contentType: 'SOFTWARE',
  action: 'DOWNLOAD',
  title: 'AnalyticsStudio-51.0-win-x64.exe',
  detail: '51.0/windows',
  lang: 'ko',
  ip: '10.0.0.1',
  createdAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});
const view = (id: number, createdAt: string, counter: 'PRE_BUILT_MODEL' | 'SUCCESS_STORY' = 'PRE_BUILT_MODEL'): QueuedUse => ({
  use: use({ contentType: counter, action: 'VIEW', contentId: id, title: `#${id}`, detail: '', createdAt }),
  counted: { counter, id },
});
const queue = (queued: QueuedUse | Promise<QueuedUse | null>, timer = false) => queueContentUsage(db, queued, { log, timer });

describe('views and downloads written in batches', () => {
  it('declares the view counter of every kind of content', () => {
    expect(Object.keys(viewCounters).sort()).toEqual([...contentKindNames].sort());
  });

  it('holds uses until the flush, then writes them in one batch: summed counters, each row with the time of its use', async () => {
    const model = await insertModel();
    const other = await insertModel(1);
    const story = await insertStory();
    queue(view(model, '2026-11-20T01:00:00.000Z'));
    queue(view(other, '2026-11-20T01:00:01.000Z'));
    queue(view(model, '2026-11-20T01:00:02.000Z'));
    queue(view(story, '2026-11-20T01:00:03.000Z', 'SUCCESS_STORY'));
    // more rows than one insert may bind on D1 (9 of these per statement)
    for (let i = 0; i < 12; i++)
      queue({ use: use({ userId: 7, username: 'member', lang: 'en', createdAt: `2026-11-20T02:00:${String(i).padStart(2, '0')}.000Z` }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rows()).toHaveLength(0);
    expect(await storedViews(model)).toBe(0);

    await flushContentUsage(db);
    expect(await storedViews(model)).toBe(2);
    expect(await storedViews(other)).toBe(1);
    expect(await storyViews(story)).toBe(1);
    const written = await rows();
    expect(written).toHaveLength(16);
    expect(written.slice(0, 4).map((row) => [row.contentType, row.action, row.contentId, row.createdAt])).toEqual([
      ['PRE_BUILT_MODEL', 'VIEW', model, '2026-11-20T01:00:00.000Z'],
      ['PRE_BUILT_MODEL', 'VIEW', other, '2026-11-20T01:00:01.000Z'],
      ['PRE_BUILT_MODEL', 'VIEW', model, '2026-11-20T01:00:02.000Z'],
      ['SUCCESS_STORY', 'VIEW', story, '2026-11-20T01:00:03.000Z'],
    ]);
    expect(written[15]).toMatchObject({
      contentType: 'SOFTWARE',
      action: 'DOWNLOAD',
      contentId: null,
      title: 'AnalyticsStudio-51.0-win-x64.exe',
      detail: '51.0/windows',
      userId: 7,
      username: 'member',
      lang: 'en',
      ip: '10.0.0.1',
      createdAt: '2026-11-20T02:00:11.000Z',
    });
    expect(errors).toEqual([]);
  });

  it('does not count a view of a deleted item, but keeps its history row', async () => {
    const model = await insertModel();
    await db.update(schema.preBuiltModel).set({ delYn: 'Y' }).where(eq(schema.preBuiltModel.id, model));
    queue(view(model, '2026-11-20T01:00:00.000Z'));
    await flushContentUsage(db);
    expect(await storedViews(model)).toBe(0);
    expect(await rows()).toHaveLength(1);
  });

  it('waits for a use still being worked out, and records nothing for a null one', async () => {
    queue(new Promise((resolve) => setTimeout(() => resolve({ use: use({ detail: '50.0/linux' }) }), 30)));
    queue(Promise.resolve(null));
    await flushContentUsage(db);
    expect((await rows()).map((row) => row.detail)).toEqual(['50.0/linux']);
  });

  it('writes after a second on a timer (Node)', async () => {
    queue({ use: use() }, true);
    expect(await rows()).toHaveLength(0);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 5_000, interval: 100 });
  });

  it('writes at once when 200 uses wait, without a timer or a flush', async () => {
    for (let i = 0; i < 200; i++) queue({ use: use() });
    await vi.waitFor(async () => expect(await rows()).toHaveLength(200), { timeout: 5_000 });
  });
});

describe('readers see every use recorded before them', () => {
  it('the home statistics count a waiting download at once, past their cache', async () => {
    const before = (await getHomeStatistics(db)).studioDownloads;
    queue({ use: use() }, true);
    expect((await getHomeStatistics(db)).studioDownloads).toBe(before + 1);
  });

  it("the member's history list and the usage count show a waiting use", async () => {
    queue({ use: use({ userId: 42, createdAt: new Date().toISOString() }) }, true);
    const page = await listOwnContentUsage(db, 42, { page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.detail)).toEqual(['51.0/windows']);
    queue({ use: use() }, true);
    expect(await countContentUsage(db, { contentType: 'SOFTWARE', action: 'DOWNLOAD', detail: '51.0/windows' })).toBe(2);
  });

  it("a detail read shows its item's waiting views without writing them, and counts them once after the write", async () => {
    const model = await insertModel();
    const other = await insertModel(1);
    queue(view(other, '2026-11-20T01:00:00.000Z'));
    expect((await getPreBuiltModel(db, model))?.view).toBe(0);
    expect(await storedViews(other)).toBe(0);
    queue(view(model, '2026-11-20T01:00:01.000Z'));
    expect((await getPreBuiltModel(db, model))?.view).toBe(1);
    // reading counts the waiting views without writing them: a popular page's views stay batched
    expect(await storedViews(model)).toBe(0);
    expect(await storedViews(other)).toBe(0);
    await flushContentUsage(db);
    expect(await storedViews(model)).toBe(1);
    expect((await getPreBuiltModel(db, model))?.view).toBe(1);
  });
});

describe('failures and shutdown', () => {
  const failInserts = () => db.run(sql`create trigger refuse_usage before insert on content_usage_history begin select raise(abort, 'disk on fire'); end`);
  const allowInserts = () => db.run(sql`drop trigger refuse_usage`);

  it('logs a failed batch, writes none of it, and tries it again with the next flush', async () => {
    const model = await insertModel();
    await failInserts();
    queue(view(model, '2026-11-20T01:00:00.000Z'));
    await flushContentUsage(db);
    expect(errors).toMatchObject([{ message: 'write failed, retried with the next flush', fields: { buffer: 'content usage', items: 1 } }]);
    expect(String(errors[0]?.fields?.error)).toContain('disk on fire');
    // one batch: the counter did not move without its history row
    expect(await storedViews(model)).toBe(0);

    await allowInserts();
    await flushContentUsage(db);
    expect(await storedViews(model)).toBe(1);
    expect((await rows()).map((row) => row.createdAt)).toEqual(['2026-11-20T01:00:00.000Z']);
    expect(errors).toHaveLength(1);
  });

  it('drops a batch that fails twice, and says so', async () => {
    await failInserts();
    queue({ use: use() });
    await flushContentUsage(db);
    await flushContentUsage(db);
    expect(errors.map((error) => error.message)).toEqual(['write failed, retried with the next flush', 'write failed again, dropped']);
    await allowInserts();
    await flushContentUsage(db);
    expect(await rows()).toHaveLength(0);
  });

  it('writes what waits in every database at shutdown', async () => {
    const second = await openDb();
    queue({ use: use() }, true);
    queueContentUsage(second, { use: use({ detail: '50.0/macos' }) }, { log, timer: true });
    await flushAllPendingWrites();
    expect(await rows()).toHaveLength(1);
    expect((await second.select().from(schema.contentUsageHistory)).map((row) => row.detail)).toEqual(['50.0/macos']);
  });
});
