// Solved answers and FAQ drafts (decision 044): the asker or a moderator marks one shown top-level comment
// of a Q&A board's post as its answer, and takes it back; everyone else, and every comment that cannot be
// the answer, is refused in the reader's language with nothing changed. Lists filter by it, search ranks a
// solved post above an equal unsolved one, the answer's writer is told, and a moderator makes a FAQ draft.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '#core/auth/roles.ts';
import type { Page } from '#core/schemas/common.ts';
import type { AnswerView, BoardAuthorView, FaqDraftView, PostDetail, PostListItem } from '#core/schemas/forum.ts';
import type { NotificationPage } from '#core/schemas/notification.ts';
import type { SearchAllResult } from '#core/search/types.ts';
import { schema } from '#db/client.ts';
import { createComment, createPost } from '#db/queries/forum-write.ts';
import { createAccount, expectFailure, freshIp, msg, readJson, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, sessionCookieOf, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Who = { cookie: string; name: string; id: number };
const people: Record<string, Who> = {};

async function person(key: string, role: AccountRole, name: string) {
  const account = await createAccount(t, { role, name });
  const res = await t.send('POST', '/api/auth/login', { username: account.username, password: account.password }, 'ko', { 'x-test-ip': freshIp() });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`no session for ${key}`);
  people[key] = { cookie, name, id: account.id };
}
const as = (key: string | null): Record<string, string> => (key ? { cookie: people[key]!.cookie } : {});
const get = (path: string, who: string | null = null, lang: 'ko' | 'en' = 'ko') => t.get(path, lang, as(who));
const send = (method: string, path: string, body: unknown, who: string | null, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { ...as(who), origin: SITE });

let qnaBoard: number;
let plainBoard: number;

async function board(body: Record<string, unknown>) {
  const res = await send('POST', '/api/admin/forum-bulletin-menu', { category: 'Q&A', tags: ['모델링'], ...body }, 'manager');
  const envelope = await readJson<BoardAuthorView>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data;
}

// posts and comments are written by the routes' own queries: this file writes more of them than the
// posting limits allow a member in minutes (forum.test.ts holds the limits and the writing calls)
const writer = (who: string) => ({ accountId: people[who]!.id, name: people[who]!.name });
const post = (who: string, title: string, boardId = qnaBoard) =>
  createPost(t.db, { boardId, title, content: '<p>검증 손실이 올라갑니다.</p>', tags: ['모델링'], attachments: [] }, writer(who), new Date());
const comment = (who: string, postId: number, content: string, parentId?: number) =>
  createComment(t.db, { postId, parentId: parentId ?? null, content }, writer(who), new Date());

const mark = (who: string | null, postId: number, commentId: number, lang: 'ko' | 'en' = 'ko') =>
  send('PUT', `/api/member/forum-bulletin/${postId}/answer`, { commentId }, who, lang);
const answerOf = async (postId: number) => {
  const [row] = await t.db
    .select({ answer: schema.forumPost.answerCommentId, solved: schema.forumPost.solvedDtm })
    .from(schema.forumPost)
    .where(eq(schema.forumPost.id, postId));
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  await person('manager', 'CONTENT_MANAGER', '이서연');
  await person('asker', 'MEMBER', '박지훈');
  await person('helper', 'MEMBER', 'Emma Clarke');
  await person('other', 'MEMBER', '최민수');
  qnaBoard = (await board({ nameKr: '질문과 답변', nameEn: 'Questions', isQna: true })).id;
  plainBoard = (await board({ nameKr: '자유 게시판', nameEn: 'Open talk' })).id;
});

afterAll(() => t.close());

describe('PUT /api/member/forum-bulletin/:id/answer marks the answer', () => {
  it('the asker marks a comment: the post is solved, the list and the post say so, and the answer’s writer is told', async () => {
    const postId = await post('asker', '조기 종료는 몇 라운드가 좋을까요?');
    const answerId = await comment('helper', postId, 'Start with 50 rounds of early stopping.');
    const res = await mark('asker', postId, answerId, 'en');
    const body = await readJson<AnswerView>(res);
    expect(res.status, body.message).toBe(200);
    expect(body.message).toBe(msg('en', 'forum.answerMarked'));
    expect(body.data).toMatchObject({ postId, answerCommentId: answerId });
    const detail = await readJson<PostDetail>(await get(`/api/public/forum-bulletin/${postId}`));
    expect(detail.data).toMatchObject({ isQna: true, solved: true, answerCommentId: answerId });
    const bell = await readJson<NotificationPage>(await t.get('/api/member/notifications', 'en', as('helper')));
    expect(bell.data.items[0]).toMatchObject({
      kind: 'FORUM_ANSWER_ACCEPTED',
      refObjId: postId,
      title: msg('en', 'notification.kind.forumAnswerAccepted.title'),
    });
  });

  it('a moderator marks, and moves the mark to another comment', async () => {
    const postId = await post('asker', '범주형 변수 인코딩');
    const first = await comment('helper', postId, '타깃 인코딩을 써 보세요.');
    const second = await comment('other', postId, '해시 인코딩도 방법입니다.');
    expect((await mark('manager', postId, first)).status).toBe(200);
    expect((await mark('manager', postId, second)).status).toBe(200);
    expect((await answerOf(postId))?.answer).toBe(second);
  });

  it('another member is refused in their language, and nothing changes', async () => {
    const postId = await post('asker', '학습 데이터 분할');
    const answerId = await comment('helper', postId, '시간 기준으로 나누세요.');
    await expectFailure(await mark('other', postId, answerId, 'ko'), 403, 'ko', 'forum.notYourQuestion');
    await expectFailure(await mark('helper', postId, answerId, 'en'), 403, 'en', 'forum.notYourQuestion');
    await expectFailure(await mark(null, postId, answerId), 401, 'ko', 'auth.loginRequired');
    expect(await answerOf(postId)).toEqual({ answer: null, solved: null });
  });

  it('a comment of another post, a hidden or deleted comment and a reply are refused; nothing changes', async () => {
    const postId = await post('asker', 'SHAP 계산 시간');
    const elsewhere = await comment('helper', await post('other', '다른 질문'), '다른 글의 댓글');
    const hidden = await comment('helper', postId, '숨겨질 댓글');
    const deleted = await comment('helper', postId, '지워질 댓글');
    const top = await comment('helper', postId, '샘플을 줄여 보세요.');
    const reply = await comment('other', postId, '답글입니다.', top);
    expect((await send('PUT', `/api/admin/forum-moderation/comment/${hidden}`, { hidden: true }, 'manager')).status).toBe(200);
    expect((await send('DELETE', `/api/member/forum-bulletin/comments/${deleted}`, undefined, 'helper')).status).toBe(200);
    await expectFailure(await mark('asker', postId, elsewhere, 'en'), 422, 'en', 'forum.answerCommentUnknown');
    await expectFailure(await mark('asker', postId, hidden, 'ko'), 422, 'ko', 'forum.answerCommentUnknown');
    await expectFailure(await mark('asker', postId, deleted, 'ko'), 422, 'ko', 'forum.answerCommentUnknown');
    await expectFailure(await mark('asker', postId, reply, 'en'), 422, 'en', 'forum.answerNotTopLevel');
    expect(await answerOf(postId)).toEqual({ answer: null, solved: null });
  });

  it('a post of a board that is not a Q&A board is refused', async () => {
    const postId = await post('asker', '자유 주제', plainBoard);
    const answerId = await comment('helper', postId, '좋은 글입니다.');
    await expectFailure(await mark('asker', postId, answerId, 'en'), 422, 'en', 'forum.notQnaBoard');
    await expectFailure(await mark('asker', postId, answerId, 'ko'), 422, 'ko', 'forum.notQnaBoard');
  });

  it('the answer stops being one when its comment is hidden or deleted', async () => {
    const postId = await post('asker', '배포 응답 시간');
    const answerId = await comment('helper', postId, '배치 크기를 줄이세요.');
    expect((await mark('asker', postId, answerId)).status).toBe(200);
    expect((await send('PUT', `/api/admin/forum-moderation/comment/${answerId}`, { hidden: true }, 'manager')).status).toBe(200);
    expect(await answerOf(postId)).toEqual({ answer: null, solved: null });
  });
});

describe('DELETE /api/member/forum-bulletin/:id/answer takes the mark back', () => {
  it('the asker unmarks; another member cannot', async () => {
    const postId = await post('asker', '공휴일 효과');
    const answerId = await comment('helper', postId, '공휴일 플래그를 넣으세요.');
    expect((await mark('asker', postId, answerId)).status).toBe(200);
    await expectFailure(await send('DELETE', `/api/member/forum-bulletin/${postId}/answer`, undefined, 'other', 'en'), 403, 'en', 'forum.notYourQuestion');
    const res = await send('DELETE', `/api/member/forum-bulletin/${postId}/answer`, undefined, 'asker', 'en');
    const body = await readJson<AnswerView>(res);
    expect(res.status).toBe(200);
    expect(body.message).toBe(msg('en', 'forum.answerUnmarked'));
    expect(await answerOf(postId)).toEqual({ answer: null, solved: null });
  });
});

describe('GET /api/public/forum-bulletin filters solved and unsolved posts', () => {
  it('pages the solved and the unsolved posts of a Q&A board in the query', async () => {
    const boardId = (await board({ nameKr: '필터 시험', nameEn: 'Filter tests', isQna: true })).id;
    const solvedIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const postId = await post('asker', `필터 질문 ${i}`, boardId);
      if (i % 2 === 0) {
        expect((await mark('asker', postId, await comment('helper', postId, `답 ${i}`))).status).toBe(200);
        solvedIds.push(postId);
      }
    }
    const list = async (solved: string, page: number) =>
      (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?boardId=${boardId}&solved=${solved}&pageSize=2&page=${page}`))).data;
    const first = await list('solved', 1);
    const second = await list('solved', 2);
    expect(first.total).toBe(3);
    expect(first.totalPages).toBe(2);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([...solvedIds].reverse());
    expect(first.items.every((item) => item.solved && item.isQna)).toBe(true);
    const unsolved = await list('unsolved', 1);
    expect(unsolved.total).toBe(2);
    expect(unsolved.items.every((item) => !item.solved)).toBe(true);
    const all = (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?boardId=${boardId}`))).data;
    expect(all.total).toBe(5);
  });

  it('refuses a filter it does not know, in the reader’s language', async () => {
    await expectFailure(await get('/api/public/forum-bulletin?solved=maybe', null, 'en'), 422, 'en', 'validation.invalid', { field: 'solved' });
  });
});

describe('GET /api/public/searching ranks a solved post above an equal unsolved one', () => {
  it('of two posts whose titles match alike, the solved one, though older, comes first', async () => {
    const older = await post('asker', '윈도 함수 이동평균 질문');
    await post('other', '윈도 함수 이동평균 질문');
    expect((await mark('asker', older, await comment('helper', older, 'AVG() OVER를 쓰세요.'))).status).toBe(200);
    const res = await get(`/api/public/searching?keyword=${encodeURIComponent('윈도 함수 이동평균')}`);
    const forum = (await readJson<SearchAllResult>(res)).data.groups.find((group) => group.category === 'FORUM');
    expect(forum?.hits.map((hit) => hit.id)[0]).toBe(older);
    expect(forum?.total).toBe(2);
  });
});

describe('POST /api/admin/forum-bulletin/:id/faq-draft makes a FAQ draft of a solved post', () => {
  it('fills the question and the answer in the post’s language, leaves the other, and keeps it out of the public FAQ', async () => {
    const postId = await post('asker', 'Early stopping for XGBoost?');
    const answerId = await comment('helper', postId, 'Use 50 rounds.\n\nWatch the validation <loss>.');
    expect((await mark('asker', postId, answerId)).status).toBe(200);
    const res = await send('POST', `/api/admin/forum-bulletin/${postId}/faq-draft`, {}, 'manager', 'en');
    const body = await readJson<FaqDraftView>(res);
    expect(res.status, body.message).toBe(201);
    expect(body.message).toBe(msg('en', 'forum.faqDraftCreated'));
    expect(body.data.lang).toBe('en');
    const [draft] = await t.db.select().from(schema.faq).where(eq(schema.faq.id, body.data.id));
    expect(draft).toMatchObject({
      isDraft: true,
      titleEn: 'Early stopping for XGBoost?',
      titleKr: '',
      contentEn: '<p>Use 50 rounds.</p><p>Watch the validation &lt;loss&gt;.</p>',
      contentKr: '',
      categoryId: 3,
    });
    expect((await get(`/api/public/faq/detail/${body.data.id}`)).status).toBe(404);
    const editor = await readJson<{ titleEn: string }>(await get(`/api/admin/faq/${body.data.id}`, 'manager'));
    expect(editor.data.titleEn).toBe('Early stopping for XGBoost?');
  });

  it('refuses an unsolved post and a member', async () => {
    const postId = await post('asker', '답이 없는 질문');
    await expectFailure(await send('POST', `/api/admin/forum-bulletin/${postId}/faq-draft`, {}, 'manager', 'ko'), 409, 'ko', 'forum.faqDraftNeedsAnswer');
    expect((await send('POST', `/api/admin/forum-bulletin/${postId}/faq-draft`, {}, 'asker')).status).toBe(403);
  });
});
