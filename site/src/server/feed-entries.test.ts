// What the feeds read (db/queries/feeds.ts) on the demo content of a real embedded database.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/testing/test-app.ts';
import { detailPathOf } from '#core/content-kinds.ts';
import { FEED_ENTRIES, feedKinds } from '#core/feeds.ts';
import { forgetReads } from '#db/cache/read-cache.ts';
import { schema, type Db } from '#db/client.ts';
import { feedEntries } from '#db/queries/feeds.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { seedAll } from '#db/seed/seed.ts';

let db: Db;
let close: () => void;

beforeAll(async () => {
  const app = await createTestApp();
  db = app.db;
  close = app.close;
  await seedAll(db, app.blobs, (password) => Promise.resolve(`hashed:${password}`), { now: new Date('2026-11-20T03:00:00Z') });
}, 180_000);
afterAll(() => close());

describe("a feed's entries (decision 058)", () => {
  it('are the newest published rows of each kind with a feed, newest first, at most a feed full', async () => {
    for (const kind of feedKinds) {
      const entries = await feedEntries(db, kind);
      expect(entries.length, kind).toBeGreaterThan(0);
      expect(entries.length, kind).toBeLessThanOrEqual(FEED_ENTRIES);
      const published = entries.map((entry) => entry.published);
      expect(published, kind).toEqual(published.toSorted().reverse());
      for (const entry of entries) {
        expect(entry.texts.length, kind).toBeGreaterThan(0);
        expect(entry.updated >= entry.published, kind).toBe(true);
      }
    }
  });

  it('carry a model in both languages at its page, without a writer, and forget a deleted one', async () => {
    const id = await insertPreBuiltModel(db, preBuiltModelSeed({ titleKr: '새 수요 예측 모델', titleEn: 'New demand forecast' }), {
      now: new Date('2026-11-30T00:00:00Z'),
    });
    forgetReads(db, 'PRE_BUILT_MODEL');
    const [newest] = await feedEntries(db, 'PRE_BUILT_MODEL');
    expect(newest).toMatchObject({ id, path: detailPathOf('PRE_BUILT_MODEL', { id }), author: null });
    expect(newest!.texts.map((text) => [text.lang, text.title])).toEqual([
      ['ko', '새 수요 예측 모델'],
      ['en', 'New demand forecast'],
    ]);
    await db.update(schema.preBuiltModel).set({ delYn: 'Y' }).where(eq(schema.preBuiltModel.id, id));
    forgetReads(db, 'PRE_BUILT_MODEL');
    expect((await feedEntries(db, 'PRE_BUILT_MODEL')).map((entry) => entry.id)).not.toContain(id);
  });

  it("name a shared entry's and a post's writer as the lists show them", async () => {
    for (const kind of ['KNOWLEDGE_MODEL', 'FORUM'] as const) {
      const entries = await feedEntries(db, kind);
      expect(
        entries.every((entry) => typeof entry.author === 'string' && entry.author.length > 0),
        kind,
      ).toBe(true);
    }
  });

  it("never carry a restricted board's posts nor a hidden post; a board's feed is its own posts", async () => {
    const boards = await db.select().from(schema.forumBoard);
    const restricted = boards.find((board) => board.isRestricted)!;
    const open = boards.find((board) => !board.isRestricted)!;
    const postsOf = async (boardId: number) =>
      (
        await db.select({ id: schema.forumPost.id }).from(schema.forumPost).where(eq(schema.forumPost.boardId, boardId)).orderBy(desc(schema.forumPost.insDtm))
      ).map((row) => row.id);
    const hiddenIds = await postsOf(restricted.id);
    expect(hiddenIds.length).toBeGreaterThan(0);
    const everyBoard = (await feedEntries(db, 'FORUM')).map((entry) => entry.id);
    expect(everyBoard.some((id) => hiddenIds.includes(id))).toBe(false);
    expect(await feedEntries(db, 'FORUM', restricted.id)).toEqual([]);

    const openIds = await postsOf(open.id);
    const board = (await feedEntries(db, 'FORUM', open.id)).map((entry) => entry.id);
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((id) => openIds.includes(id))).toBe(true);

    await db.update(schema.forumPost).set({ isHidden: true }).where(eq(schema.forumPost.id, board[0]!));
    forgetReads(db, 'FORUM');
    expect((await feedEntries(db, 'FORUM', open.id)).map((entry) => entry.id)).not.toContain(board[0]);
    expect((await feedEntries(db, 'FORUM')).map((entry) => entry.id)).not.toContain(board[0]);
  });
});
