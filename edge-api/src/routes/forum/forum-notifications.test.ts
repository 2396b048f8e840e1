// The forum tells members through the bell (issue 13, notifications): a comment on their post, a reply to
// their comment, their content hidden by a moderator; and a notification leaves the bell with the post it
// names, for a reader taken off a restricted board's list or when the post is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '#core/schemas/notification.ts';
import { msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let author: Member;
let commenter: Member;
let third: Member;
let manager: Member;

const send = (method: string, path: string, body: unknown, who: Member, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });

async function created<T extends { id: number }>(res: Response): Promise<T> {
  const envelope = await readJson<T>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data;
}

const board = async (accessEmails: string[] = []) =>
  (
    await created(
      await send(
        'POST',
        '/api/admin/forum-bulletin-menu',
        { nameKr: '알림 게시판', nameEn: 'Bell board', category: 'Q&A', sortOrder: 5, tags: ['질문'], accessEmails },
        manager,
      ),
    )
  ).id;
const post = async (who: Member, boardId: number, title = '모델 배포 후 응답이 느립니다') =>
  (await created(await send('POST', '/api/member/forum-bulletin', { boardId, title, content: '<p>도와주세요</p>', tags: ['질문'], attachments: [] }, who))).id;
const comment = async (who: Member, postId: number, parentId?: number) =>
  (await created(await send('POST', `/api/member/forum-bulletin/${postId}/comments`, { content: '캐시를 켜 보세요.', ...(parentId ? { parentId } : {}) }, who)))
    .id;

async function bell(who: Member, lang: 'ko' | 'en' = 'ko') {
  const res = await t.get('/api/member/notifications', lang, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await readJson<NotificationPage>(res)).data;
}
const readAll = (who: Member) => t.send('POST', '/api/public/notices/readAll', undefined, 'ko', { cookie: who.cookie, origin: SITE });

beforeAll(async () => {
  t = await createTestApp();
  author = await signedInMember(t, { name: '박지훈' });
  commenter = await signedInMember(t, { name: 'Emma Clarke' });
  third = await signedInMember(t, { name: '최민수' });
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
});
afterAll(() => t.close());

describe('POST /api/member/forum-bulletin/:id/comments tells the members concerned', () => {
  it.each(['ko', 'en'] as const)("a comment tells the post's writer, in the writer's language, and nobody else (%s)", async (lang) => {
    await readAll(author);
    const postId = await post(author, await board(), `느린 응답 ${lang}`);
    await comment(commenter, postId);
    const page = await bell(author, lang);
    expect(page.unreadCount).toBe(1);
    const [item] = page.items;
    expect(item).toMatchObject({ kind: 'FORUM_COMMENT', refObjId: postId, seen: false, title: msg(lang, 'notification.kind.forumComment.title') });
    expect(item?.content).toContain('Emma Clarke');
    expect(item?.content).toContain(`느린 응답 ${lang}`);
    expect((await bell(commenter)).items.filter((entry) => entry.refObjId === postId)).toEqual([]);
  });

  it("a reply tells the comment's writer and the post's writer once each; writing on your own post tells nobody", async () => {
    const postId = await post(author, await board());
    const first = await comment(commenter, postId);
    await readAll(author);
    await readAll(commenter);
    // the post's writer answers: the commenter is told of a reply, the writer of nothing
    await comment(author, postId, first);
    expect((await bell(commenter)).items[0]).toMatchObject({ kind: 'FORUM_REPLY', refObjId: postId });
    expect((await bell(author)).unreadCount).toBe(0);
    // a third member answers the same comment: a reply for the commenter, a comment for the post's writer
    await readAll(commenter);
    await comment(third, postId, first);
    expect((await bell(commenter)).items.filter((item) => !item.seen).map((item) => item.kind)).toEqual(['FORUM_REPLY']);
    expect((await bell(author)).items.filter((item) => !item.seen).map((item) => item.kind)).toEqual(['FORUM_COMMENT']);
  });
});

describe('PUT /api/admin/forum-moderation/:type/:id tells the writer of hidden content', () => {
  it('hiding a comment tells its writer; restoring it tells nobody', async () => {
    const postId = await post(author, await board());
    const commentId = await comment(commenter, postId);
    await readAll(commenter);
    const hide = await send('PUT', `/api/admin/forum-moderation/comment/${commentId}`, { hidden: true }, manager);
    expect(hide.status).toBe(200);
    const page = await bell(commenter, 'en');
    expect(page.items[0]).toMatchObject({ kind: 'FORUM_HIDDEN', refObjId: postId, title: msg('en', 'notification.kind.forumHidden.title') });
    await readAll(commenter);
    expect((await send('PUT', `/api/admin/forum-moderation/comment/${commentId}`, { hidden: false }, manager)).status).toBe(200);
    expect((await bell(commenter)).unreadCount).toBe(0);
  });

  it('a hidden post is still named in its own writer’s bell', async () => {
    const postId = await post(author, await board());
    await readAll(author);
    expect((await send('PUT', `/api/admin/forum-moderation/post/${postId}`, { hidden: true }, manager)).status).toBe(200);
    expect((await bell(author)).items[0]).toMatchObject({ kind: 'FORUM_HIDDEN', refObjId: postId, seen: false });
  });
});

describe('GET /api/member/notifications shows only posts the reader may still read', () => {
  // a writer of its own: the posting limit counts each account's posts of the last minutes
  let reader: Member;
  beforeAll(async () => {
    reader = await signedInMember(t, { name: '한지민' });
  });

  it('a member taken off a restricted board loses its notifications, and gets them back when listed again', async () => {
    const listed = [reader.username, commenter.username];
    const boardId = await board(listed);
    const postId = await post(reader, boardId);
    await comment(commenter, postId);
    const named = async () => (await bell(reader)).items.filter((item) => item.refObjId === postId);
    expect(await named()).toHaveLength(1);
    const save = (emails: string[]) =>
      send(
        'PUT',
        `/api/admin/forum-bulletin-menu/${boardId}`,
        { nameKr: '알림 게시판', nameEn: 'Bell board', category: 'Q&A', sortOrder: 5, tags: ['질문'], accessEmails: emails },
        manager,
      );
    expect((await save([commenter.username])).status).toBe(200);
    const page = await bell(reader);
    expect(page.items.filter((item) => item.refObjId === postId)).toEqual([]);
    expect(page.unreadCount).toBe(page.items.filter((item) => !item.seen).length);
    expect((await save(listed)).status).toBe(200);
    expect(await named()).toHaveLength(1);
  });

  it('a deleted post takes its notifications with it', async () => {
    const postId = await post(reader, await board());
    await comment(commenter, postId);
    expect((await bell(reader)).items.some((item) => item.refObjId === postId)).toBe(true);
    expect((await send('DELETE', `/api/member/forum-bulletin/${postId}`, undefined, reader)).status).toBe(200);
    expect((await bell(reader)).items.some((item) => item.refObjId === postId)).toBe(false);
  });
});
