// Bookmarks (decision 045): a member bookmarks what they may see (a forum post, a catalogue item), finds it on
// their own list newest first and paged, and loses from that list what has since become invisible; nobody else
// reads it. A second bookmark of one item, or one of what the member cannot see, is refused and changes nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookmarkItemView, BookmarkState } from '#core/schemas/bookmark.ts';
import type { Page } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { settleAfterAnswer } from '../../lib/after-answer.ts';
import { expectFailure, msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let writer: Member;
let manager: Member;

const send = (method: string, path: string, who: Member, lang: 'ko' | 'en' = 'ko', body?: unknown) =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });
const mark = (who: Member, kind: string, id: number | string, lang: 'ko' | 'en' = 'ko') => send('PUT', `/api/member/bookmarks/${kind}/${id}`, who, lang);
const unmark = (who: Member, kind: string, id: number, lang: 'ko' | 'en' = 'ko') => send('DELETE', `/api/member/bookmarks/${kind}/${id}`, who, lang);
async function list(who: Member, query = '', lang: 'ko' | 'en' = 'ko') {
  const res = await t.get(`/api/member/bookmarks${query}`, lang, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await readJson<Page<BookmarkItemView>>(res)).data;
}
async function created(res: Response): Promise<number> {
  const envelope = await readJson<{ id: number }>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}
const board = async (accessEmails: string[] = []) =>
  created(
    await send('POST', '/api/admin/forum-bulletin-menu', manager, 'ko', {
      nameKr: '북마크 게시판',
      nameEn: 'Bookmarks board',
      category: 'Q&A',
      sortOrder: 5,
      tags: ['질문'],
      accessEmails,
    }),
  );
const post = async (boardId: number, title = '나중에 다시 읽을 글') => {
  const id = await created(
    await send('POST', '/api/member/forum-bulletin', writer, 'ko', { boardId, title, content: '<p>본문</p>', tags: ['질문'], attachments: [] }),
  );
  await settleAfterAnswer();
  return id;
};
const story = async (titleKr: string, titleEn: string) => {
  const [row] = await t.db.insert(schema.successStory).values({ titleKr, titleEn, insDtm: new Date().toISOString() }).returning({ id: schema.successStory.id });
  return row!.id;
};
const rowCount = async () => Number((await t.db.all<{ n: number }>(sql`select count(*) as n from bookmark`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
});
afterAll(() => t.close());
beforeEach(async () => {
  writer = await signedInMember(t, { name: '박지훈' });
});

describe('PUT, GET and DELETE /api/member/bookmarks/:kind/:id', () => {
  it.each(['ko', 'en'] as const)('bookmarks a post and a catalogue item, says so, and removes them (%s)', async (lang) => {
    const member = await signedInMember(t, { lang });
    const postId = await post(await board());
    const modelId = await insertPreBuiltModel(t.db, preBuiltModelSeed());
    const res = await mark(member, 'FORUM', postId, lang);
    const added = await readJson<BookmarkState>(res);
    expect(res.status).toBe(200);
    expect(added).toMatchObject({ message: msg(lang, 'bookmark.added'), data: { kind: 'FORUM', id: postId, bookmarked: true } });
    expect((await mark(member, 'PRE_BUILT_MODEL', modelId, lang)).status).toBe(200);
    const state = await readJson<BookmarkState>(await t.get(`/api/member/bookmarks/PRE_BUILT_MODEL/${modelId}`, lang, { cookie: member.cookie }));
    expect(state.data.bookmarked).toBe(true);

    const removed = await readJson<BookmarkState>(await unmark(member, 'FORUM', postId, lang));
    expect(removed).toMatchObject({ message: msg(lang, 'bookmark.removed'), data: { bookmarked: false } });
    expect((await list(member)).items.map((item) => item.kind)).toEqual(['PRE_BUILT_MODEL']);
  });

  it.each(['ko', 'en'] as const)('refuses a second bookmark of one item, and removing one not kept, changing nothing (%s)', async (lang) => {
    const member = await signedInMember(t);
    const storyId = await story('물류 혁신', 'Logistics at scale');
    await mark(member, 'SUCCESS_STORY', storyId);
    await expectFailure(await mark(member, 'SUCCESS_STORY', storyId, lang), 409, lang, 'bookmark.already');
    expect(await rowCount()).toBeGreaterThan(0);
    const before = await rowCount();
    await expectFailure(await unmark(member, 'VIDEO', storyId, lang), 404, lang, 'bookmark.absent');
    expect(await rowCount()).toBe(before);
  });

  it.each(['ko', 'en'] as const)('refuses what the member cannot see: a restricted board, a hidden post, an unpublished item (%s)', async (lang) => {
    const member = await signedInMember(t);
    const restricted = await post(await board([writer.username]));
    const hidden = await post(await board());
    expect((await send('PUT', `/api/admin/forum-moderation/post/${hidden}`, manager, 'ko', { hidden: true })).status).toBe(200);
    const modelId = await insertPreBuiltModel(t.db, preBuiltModelSeed());
    await t.db.update(schema.preBuiltModel).set({ delYn: 'Y' }).where(eq(schema.preBuiltModel.id, modelId));
    const storyId = await story('지운 사례', 'A deleted story');
    await t.db.update(schema.successStory).set({ isDeleted: true }).where(eq(schema.successStory.id, storyId));
    const before = await rowCount();
    for (const [kind, id] of [
      ['FORUM', restricted],
      ['FORUM', hidden],
      ['FORUM', 999999],
      ['PRE_BUILT_MODEL', modelId],
      ['SUCCESS_STORY', storyId],
    ] as const) {
      await expectFailure(await mark(member, kind, id, lang), 404, lang, 'bookmark.itemUnknown');
    }
    await expectFailure(await mark(member, 'FAQ', 1, lang), 422, lang, 'bookmark.kindInvalid');
    await expectFailure(await mark(member, 'FORUM', 'abc', lang), 422, lang, 'bookmark.itemUnknown');
    expect(await rowCount()).toBe(before);
    // the writer, on the board's list, may
    expect((await mark(writer, 'FORUM', restricted)).status).toBe(200);
    // a visitor is asked to sign in
    expect((await t.send('PUT', `/api/member/bookmarks/FORUM/${restricted}`, undefined, lang, { origin: SITE })).status).toBe(401);
  });
});

describe('GET /api/member/bookmarks', () => {
  it('lists the member’s bookmarks newest first, paged, titled in the reader’s language and linked', async () => {
    const member = await signedInMember(t);
    const storyId = await story('물류 혁신 사례', 'Logistics story');
    const postId = await post(await board(), '오래 볼 글');
    const modelId = await insertPreBuiltModel(t.db, preBuiltModelSeed());
    const [model] = await t.db.select().from(schema.preBuiltModel).where(eq(schema.preBuiltModel.id, modelId));
    const at = Date.now() - 10 * 60_000;
    for (const [index, [kind, id]] of (
      [
        ['SUCCESS_STORY', storyId],
        ['FORUM', postId],
        ['PRE_BUILT_MODEL', modelId],
      ] as const
    ).entries()) {
      t.clock.now = new Date(at + index * 60_000);
      await mark(member, kind, id);
    }
    t.clock.now = null;
    const first = await list(member, '?pageSize=2', 'en');
    expect(first).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(first.items.map(({ kind, id, title, path }) => ({ kind, id, title, path }))).toEqual([
      { kind: 'PRE_BUILT_MODEL', id: modelId, title: model!.titleEn, path: `/resources/pre-built-model/detail/${modelId}` },
      { kind: 'FORUM', id: postId, title: '오래 볼 글', path: `/community/community-forum-detail/${postId}` },
    ]);
    const second = await list(member, '?pageSize=2&page=2', 'ko');
    expect(second.items.map(({ title, path }) => ({ title, path }))).toEqual([{ title: '물류 혁신 사례', path: `/resources/success-story/detail/${storyId}` }]);
  });

  it('leaves out items that became invisible, and keeps them for when they come back', async () => {
    const member = await signedInMember(t);
    const postId = await post(await board());
    const storyId = await story('사라질 사례', 'A story that goes');
    await mark(member, 'FORUM', postId);
    await mark(member, 'SUCCESS_STORY', storyId);
    expect((await list(member)).total).toBe(2);
    await send('PUT', `/api/admin/forum-moderation/post/${postId}`, manager, 'ko', { hidden: true });
    await t.db.update(schema.successStory).set({ isDeleted: true }).where(eq(schema.successStory.id, storyId));
    expect(await list(member)).toMatchObject({ total: 0, items: [] });
    await send('PUT', `/api/admin/forum-moderation/post/${postId}`, manager, 'ko', { hidden: false });
    expect((await list(member)).items.map((item) => item.id)).toEqual([postId]);
  });

  it('shows a member only their own bookmarks', async () => {
    const member = await signedInMember(t);
    const someone = await signedInMember(t);
    await mark(member, 'SUCCESS_STORY', await story('내 사례', 'My story'));
    expect((await list(someone)).total).toBe(0);
    expect((await list(member)).total).toBe(1);
    // and nobody else can read or remove one of them by its address
    const [row] = await t.db.select().from(schema.bookmark).where(eq(schema.bookmark.accountId, member.id));
    expect(
      (await readJson<BookmarkState>(await t.get(`/api/member/bookmarks/SUCCESS_STORY/${row!.targetId}`, 'ko', { cookie: someone.cookie }))).data.bookmarked,
    ).toBe(false);
    expect((await unmark(someone, 'SUCCESS_STORY', row!.targetId)).status).toBe(404);
    expect((await list(member)).total).toBe(1);
  });
});
