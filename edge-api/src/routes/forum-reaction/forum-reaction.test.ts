// Reactions (decision 045): a member gives and takes back reactions on posts and comments; a second identical
// reaction is refused in the reader's language and changes nothing; the counts and who reacted are read only by
// members who may see the board.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { ReactionPersonView, ReactionSummary } from '#core/schemas/forum-reaction.ts';
import { settleAfterAnswer } from '../../lib/after-answer.ts';
import { expectFailure, msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let writer: Member;
let reader: Member;
let other: Member;
let manager: Member;

const send = (method: string, path: string, who: Member, lang: 'ko' | 'en' = 'ko', body?: unknown) =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });

async function created(res: Response): Promise<number> {
  const envelope = await readJson<{ id: number }>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}
const board = async (accessEmails: string[] = []) =>
  created(
    await send('POST', '/api/admin/forum-bulletin-menu', manager, 'ko', {
      nameKr: '반응 게시판',
      nameEn: 'Reactions board',
      category: 'Q&A',
      sortOrder: 5,
      tags: ['질문'],
      accessEmails,
    }),
  );
const post = async (boardId: number) => {
  const id = await created(
    await send('POST', '/api/member/forum-bulletin', writer, 'ko', {
      boardId,
      title: '반응을 기다립니다',
      content: '<p>좋은가요?</p>',
      tags: ['질문'],
      attachments: [],
    }),
  );
  await settleAfterAnswer();
  return id;
};
const comment = async (postId: number) => {
  const id = await created(await send('POST', `/api/member/forum-bulletin/${postId}/comments`, writer, 'ko', { content: '덧붙입니다.' }));
  await settleAfterAnswer();
  return id;
};
const react = (who: Member, target: string, id: number, reaction: string, lang: 'ko' | 'en' = 'ko') =>
  send('PUT', `/api/member/reactions/${target}/${id}/${reaction}`, who, lang);
const unreact = (who: Member, target: string, id: number, reaction: string, lang: 'ko' | 'en' = 'ko') =>
  send('DELETE', `/api/member/reactions/${target}/${id}/${reaction}`, who, lang);
async function summaries(who: Member, postId: number) {
  const res = await t.get(`/api/member/reactions?postId=${postId}`, 'ko', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await readJson<{ items: ReactionSummary[] }>(res)).data.items;
}
const rowCount = async () => Number((await t.db.all<{ n: number }>(sql`select count(*) as n from forum_reaction`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  reader = await signedInMember(t, { name: 'Emma Clarke', lang: 'en' });
  other = await signedInMember(t, { name: '최민수' });
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
});
afterAll(() => t.close());
// a writer of its own for every test: posting is limited per member (FORUM_POST_LIMIT)
beforeEach(async () => {
  writer = await signedInMember(t, { name: '박지훈' });
});

describe('PUT and DELETE /api/member/reactions/:target/:id/:reaction', () => {
  it.each(['ko', 'en'] as const)('gives, counts and takes back a reaction, with the message in the reader’s language (%s)', async (lang) => {
    const postId = await post(await board());
    const res = await react(reader, 'POST', postId, 'LIKE', lang);
    const given = await readJson<ReactionSummary>(res);
    expect(res.status).toBe(200);
    expect(given.message).toBe(msg(lang, 'forumReaction.added'));
    expect(given.data).toEqual({ target: 'POST', id: postId, counts: { LIKE: 1, THANKS: 0, INSIGHTFUL: 0, CELEBRATE: 0 }, mine: ['LIKE'] });
    expect((await readJson<ReactionSummary>(await react(other, 'POST', postId, 'LIKE'))).data.counts.LIKE).toBe(2);
    await react(other, 'POST', postId, 'THANKS');

    const taken = await readJson<ReactionSummary>(await unreact(reader, 'POST', postId, 'LIKE', lang));
    expect(taken.message).toBe(msg(lang, 'forumReaction.removed'));
    expect(taken.data).toMatchObject({ counts: { LIKE: 1, THANKS: 1 }, mine: [] });
  });

  it.each(['ko', 'en'] as const)('refuses a reaction given twice, or taken back when not given, and changes nothing (%s)', async (lang) => {
    const postId = await post(await board());
    await react(reader, 'POST', postId, 'INSIGHTFUL');
    const before = await rowCount();
    const name = msg(lang, 'forumReaction.name.INSIGHTFUL');
    await expectFailure(await react(reader, 'POST', postId, 'INSIGHTFUL', lang), 409, lang, 'forumReaction.already', { reaction: name });
    expect(await rowCount()).toBe(before);
    await expectFailure(await unreact(reader, 'POST', postId, 'CELEBRATE', lang), 409, lang, 'forumReaction.notGiven', {
      reaction: msg(lang, 'forumReaction.name.CELEBRATE'),
    });
    expect((await summaries(reader, postId))[0]?.counts.INSIGHTFUL).toBe(1);
  });

  it.each(['ko', 'en'] as const)('refuses an unknown reaction or target, and what the reader cannot see (%s)', async (lang) => {
    const restricted = await post(await board([writer.username]));
    const open = await post(await board());
    await expectFailure(await react(reader, 'POST', open, 'LOVE', lang), 422, lang, 'forumReaction.kindInvalid');
    await expectFailure(await react(reader, 'USER', open, 'LIKE', lang), 422, lang, 'forumReaction.targetInvalid');
    await expectFailure(await react(reader, 'POST', restricted, 'LIKE', lang), 404, lang, 'forumReaction.postUnknown');
    await expectFailure(await react(reader, 'COMMENT', 999999, 'LIKE', lang), 404, lang, 'forumReaction.commentUnknown');
    // a hidden comment is out of reach too
    const commentId = await comment(open);
    expect((await send('PUT', `/api/admin/forum-moderation/comment/${commentId}`, manager, 'ko', { hidden: true })).status).toBe(200);
    await expectFailure(await react(reader, 'COMMENT', commentId, 'LIKE', lang), 404, lang, 'forumReaction.commentUnknown');
    // a visitor is asked to sign in
    const visitor = await t.send('PUT', `/api/member/reactions/POST/${open}/LIKE`, undefined, lang, { origin: SITE });
    expect(visitor.status).toBe(401);
  });
});

describe('GET /api/member/reactions', () => {
  it('answers the post’s and its comments’ counts in one read, the reader’s own marked', async () => {
    const postId = await post(await board());
    const commentId = await comment(postId);
    await react(reader, 'POST', postId, 'LIKE');
    await react(other, 'COMMENT', commentId, 'THANKS');
    await react(reader, 'COMMENT', commentId, 'THANKS');
    await react(reader, 'COMMENT', commentId, 'CELEBRATE');
    const items = await summaries(reader, postId);
    expect(items.find((each) => each.target === 'POST')).toEqual({
      target: 'POST',
      id: postId,
      counts: { LIKE: 1, THANKS: 0, INSIGHTFUL: 0, CELEBRATE: 0 },
      mine: ['LIKE'],
    });
    const onComment = items.find((each) => each.target === 'COMMENT');
    expect(onComment).toMatchObject({ id: commentId, counts: { LIKE: 0, THANKS: 2, INSIGHTFUL: 0, CELEBRATE: 1 } });
    expect([...(onComment?.mine ?? [])].sort()).toEqual(['CELEBRATE', 'THANKS']);
    expect(items).toHaveLength(2);
    expect((await summaries(other, postId)).find((each) => each.target === 'POST')?.mine).toEqual([]);
  });
});

describe('GET /api/member/reactions/people', () => {
  it('names who reacted, newest first, paged', async () => {
    const postId = await post(await board());
    t.clock.now = new Date(Date.now() - 60_000);
    await react(other, 'POST', postId, 'LIKE');
    t.clock.now = new Date(Date.now() - 30_000);
    await react(reader, 'POST', postId, 'THANKS');
    t.clock.now = null;
    const res = await t.get(`/api/member/reactions/people?target=POST&id=${postId}&pageSize=1`, 'en', { cookie: reader.cookie });
    const page = (await readJson<Page<ReactionPersonView>>(res)).data;
    expect(res.status).toBe(200);
    expect(page).toMatchObject({ total: 2, totalPages: 2 });
    expect(page.items).toHaveLength(1);
    const all = (
      await readJson<Page<ReactionPersonView>>(await t.get(`/api/member/reactions/people?target=POST&id=${postId}`, 'en', { cookie: reader.cookie }))
    ).data;
    expect(all.items.map((each) => [each.name, each.reaction])).toEqual([
      ['Emma Clarke', 'THANKS'],
      ['최민수', 'LIKE'],
    ]);
    const likes = (
      await readJson<Page<ReactionPersonView>>(
        await t.get(`/api/member/reactions/people?target=POST&id=${postId}&reaction=LIKE`, 'en', { cookie: reader.cookie }),
      )
    ).data;
    expect(likes.items.map((each) => each.name)).toEqual(['최민수']);
  });

  it.each(['ko', 'en'] as const)('hides a restricted board’s reactions from a member who is not on its list (%s)', async (lang) => {
    const postId = await post(await board([writer.username, other.username]));
    await react(other, 'POST', postId, 'LIKE');
    await expectFailure(
      await t.get(`/api/member/reactions/people?target=POST&id=${postId}`, lang, { cookie: reader.cookie }),
      404,
      lang,
      'forumReaction.postUnknown',
    );
    await expectFailure(await t.get(`/api/member/reactions?postId=${postId}`, lang, { cookie: reader.cookie }), 404, lang, 'forumReaction.postUnknown');
    const listed = await t.get(`/api/member/reactions/people?target=POST&id=${postId}`, lang, { cookie: writer.cookie });
    expect((await readJson<Page<ReactionPersonView>>(listed)).data.total).toBe(1);
  });
});
