import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '#core/auth/roles.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { Page } from '#core/schemas/common.ts';
import type { BoardAuthorView, BoardView, CommentThread, PostDetail, PostListItem, ReportView } from '#core/schemas/forum.ts';
import { readVersionsOf } from '#db/cache/read-versions.ts';
import { schema } from '#db/client.ts';
import { listedRestrictedBoards } from '#db/queries/forum-visibility.ts';
import { createAccount, expectFailure, freshIp, msg, readJson, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, sessionCookieOf, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Who = { cookie: string; name: string; username: string; id: number };
const people: Record<string, Who> = {};

async function person(key: string, role: AccountRole, name: string, username?: string) {
  const account = await createAccount(t, { role, name, ...(username ? { username } : {}) });
  const res = await t.send('POST', '/api/auth/login', { username: account.username, password: account.password }, 'ko', { 'x-test-ip': freshIp() });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`no session for ${key}`);
  people[key] = { cookie, name, username: account.username, id: account.id };
}
const as = (key: string | null): Record<string, string> => (key ? { cookie: people[key]!.cookie } : {});
const get = (path: string, who: string | null = null, lang: 'ko' | 'en' = 'ko') => t.get(path, lang, as(who));
const send = (method: string, path: string, body: unknown, who: string | null, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { ...as(who), origin: SITE });

let openBoard: number;
let secretBoard: number;

async function board(who: string, body: Record<string, unknown>) {
  const res = await send('POST', '/api/admin/forum-bulletin-menu', body, who);
  const envelope = await readJson<BoardAuthorView>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data;
}

const postBody = (overrides: Record<string, unknown> = {}) => ({
  boardId: openBoard,
  title: 'XGBoost 모델의 과적합을 줄이는 방법이 있을까요?',
  content: '<p>검증 손실이 <strong>30 epoch</strong> 이후 올라갑니다.</p><script>alert(1)</script>',
  tags: ['모델링', 'XGBoost'],
  attachments: [],
  ...overrides,
});

async function post(who: string, overrides: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/member/forum-bulletin', postBody(overrides), who);
  const envelope = await readJson<PostDetail>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data;
}

async function comment(who: string, postId: number, content: string, parentId?: number) {
  const res = await send('POST', `/api/member/forum-bulletin/${postId}/comments`, { content, ...(parentId ? { parentId } : {}) }, who);
  const envelope = await readJson<{ id: number }>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}

async function upload(who: string, name: string, text: string) {
  const form = new FormData();
  form.set('code', 'FORUM_BULLETIN_BOARD');
  form.append('files', new File([text], name, { type: 'text/csv' }));
  const res = await t.request('/api/member/upload-attachment', { method: 'POST', body: form, headers: { ...as(who), origin: SITE, 'accept-language': 'ko' } });
  const body = await readJson<UploadedFile[]>(res);
  expect(res.status, body.message).toBe(200);
  return body.data[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  await person('manager', 'CONTENT_MANAGER', '이서연');
  await person('admin', 'ADMIN', '김관리');
  await person('author', 'MEMBER', '박지훈');
  await person('other', 'MEMBER', 'Emma Clarke');
  await person('listed', 'PARTNER', '최파트너', 'Partner.Lee@Example.com'.toLowerCase());
  await person('staff', 'STAFF', '정직원');
  openBoard = (await board('manager', { nameKr: '질문과 답변', nameEn: 'Questions', category: 'Q&A', sortOrder: 1, tags: ['모델링', 'XGBoost', '배포'] })).id;
  // the listed address written with capitals: the list compares addresses whatever their case
  secretBoard = (
    await board('manager', {
      nameKr: '파트너 전용',
      nameEn: 'Partners only',
      category: 'Partner',
      sortOrder: 2,
      tags: ['공지'],
      accessEmails: ['PARTNER.LEE@example.com'],
    })
  ).id;
});
afterAll(() => t.close());

describe('boards', () => {
  it('GET /api/public/forum-bulletin-menu lists the open boards to a visitor and a member, every board to the listed and to moderators', async () => {
    const names = async (who: string | null) =>
      ((await readJson<BoardView[]>(await get('/api/public/forum-bulletin-menu', who))).data ?? []).map((b) => b.nameEn);
    expect(await names(null)).toEqual(['Questions']);
    expect(await names('author')).toEqual(['Questions']);
    expect(await names('staff')).toEqual(['Questions']);
    expect(await names('listed')).toEqual(['Questions', 'Partners only']);
    expect(await names('manager')).toEqual(['Questions', 'Partners only']);
    expect(await names('admin')).toEqual(['Questions', 'Partners only']);
    // the public answer carries no access list
    const body = await readJson<Record<string, unknown>[]>(await get('/api/public/forum-bulletin-menu', 'listed'));
    expect(JSON.stringify(body.data)).not.toContain('partner.lee');
  });

  it('GET /api/public/forum-bulletin-menu/:id answers 404 for a restricted board to anyone not listed', async () => {
    await expectFailure(await get(`/api/public/forum-bulletin-menu/${secretBoard}`, null, 'en'), 404, 'en', 'forum.boardNotFound');
    await expectFailure(await get(`/api/public/forum-bulletin-menu/${secretBoard}`, 'author'), 404, 'ko', 'forum.boardNotFound');
    expect((await get(`/api/public/forum-bulletin-menu/${secretBoard}`, 'listed')).status).toBe(200);
  });

  it('POST /api/admin/forum-bulletin-menu refuses members (403) and visitors (401), and checks every field in both languages', async () => {
    const body = { nameKr: '배포', nameEn: 'Deployment', category: 'Ops', tags: ['배포'] };
    await expectFailure(await send('POST', '/api/admin/forum-bulletin-menu', body, null, 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await send('POST', '/api/admin/forum-bulletin-menu', body, 'author'), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await send('POST', '/api/admin/forum-bulletin-menu', body, 'listed', 'en'), 403, 'en', 'auth.accessDenied');
    await expectFailure(await send('POST', '/api/admin/forum-bulletin-menu', { ...body, nameKr: ' ' }, 'manager'), 422, 'ko', 'forum.boardNameRequired');
    await expectFailure(await send('POST', '/api/admin/forum-bulletin-menu', { ...body, category: '' }, 'manager', 'en'), 422, 'en', 'forum.categoryRequired');
    await expectFailure(await send('POST', '/api/admin/forum-bulletin-menu', { ...body, tags: [] }, 'manager', 'en'), 422, 'en', 'forum.boardTagsRequired');
    await expectFailure(
      await send('POST', '/api/admin/forum-bulletin-menu', { ...body, accessEmails: ['not-an-address'] }, 'manager', 'en'),
      422,
      'en',
      'validation.email',
      {
        field: 'accessEmails',
      },
    );
  });

  it('GET /api/admin/forum-bulletin-menu gives authors every board with its access list, and nobody else', async () => {
    await expectFailure(await get('/api/admin/forum-bulletin-menu', 'listed', 'en'), 403, 'en', 'auth.accessDenied');
    await expectFailure(await get(`/api/admin/forum-bulletin-menu/${secretBoard}`, 'author'), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await get('/api/admin/forum-bulletin-menu', null), 401, 'ko', 'auth.loginRequired');
    const list = (await readJson<BoardAuthorView[]>(await get('/api/admin/forum-bulletin-menu', 'admin'))).data;
    expect(list.find((b) => b.id === secretBoard)).toMatchObject({ isRestricted: true, accessEmails: ['partner.lee@example.com'] });
    expect(list.find((b) => b.id === openBoard)).toMatchObject({ isRestricted: false, accessEmails: [] });
  });

  it('PUT /api/admin/forum-bulletin-menu/:id saves the access list; DELETE refuses a board with posts', async () => {
    const id = (await board('admin', { nameKr: '임시', nameEn: 'Scratch', category: 'Misc', tags: ['기타'] })).id;
    const res = await send(
      'PUT',
      `/api/admin/forum-bulletin-menu/${id}`,
      { nameKr: '임시', nameEn: 'Scratch', category: 'Misc', tags: ['기타'], accessEmails: ['Other@Example.com'] },
      'manager',
    );
    const saved = await readJson<BoardAuthorView>(res);
    expect(saved.data).toMatchObject({ isRestricted: true, accessEmails: ['other@example.com'] });
    await post('manager', { boardId: id, tags: ['기타'] });
    await expectFailure(await send('DELETE', `/api/admin/forum-bulletin-menu/${id}`, undefined, 'manager', 'en'), 409, 'en', 'forum.boardHasPosts');
    const empty = (await board('admin', { nameKr: '빈 게시판', nameEn: 'Empty', category: 'Misc', tags: ['기타'] })).id;
    expect((await send('DELETE', `/api/admin/forum-bulletin-menu/${empty}`, undefined, 'manager')).status).toBe(200);
    await expectFailure(await get(`/api/admin/forum-bulletin-menu/${empty}`, 'manager'), 404, 'ko', 'forum.boardNotFound');
  });
});

describe('posts', () => {
  it('POST /api/member/forum-bulletin stores sanitised content under the writer name, never the address', async () => {
    const created = await post('author');
    expect(created.content).toContain('<strong>30 epoch</strong>');
    expect(created.content).not.toContain('script');
    expect(created).toMatchObject({ writerName: '박지훈', boardNameEn: 'Questions', tags: ['모델링', 'XGBoost'], canEdit: true, state: 'OPEN' });
    const read = await readJson<PostDetail>(await get(`/api/public/forum-bulletin/${created.id}`));
    expect(JSON.stringify(read.data)).not.toContain(people.author!.username);
    expect(read.data.canEdit).toBe(false);
  });

  it('POST /api/member/forum-bulletin checks title, content, board and tags in both languages', async () => {
    await expectFailure(await send('POST', '/api/member/forum-bulletin', postBody(), null, 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await send('POST', '/api/member/forum-bulletin', postBody({ title: '' }), 'other'), 422, 'ko', 'forum.titleRequired');
    await expectFailure(await send('POST', '/api/member/forum-bulletin', postBody({ content: '<p> </p>' }), 'other', 'en'), 422, 'en', 'forum.contentRequired');
    await expectFailure(
      await send('POST', '/api/member/forum-bulletin', postBody({ content: '<script>x</script><p></p>' }), 'other', 'en'),
      422,
      'en',
      'forum.contentRequired',
    );
    await expectFailure(await send('POST', '/api/member/forum-bulletin', postBody({ tags: [] }), 'other', 'en'), 422, 'en', 'forum.tagRequired');
    await expectFailure(await send('POST', '/api/member/forum-bulletin', postBody({ boardId: undefined }), 'other'), 422, 'ko', 'forum.boardRequired');
    await expectFailure(await send('POST', '/api/member/forum-bulletin', postBody({ tags: ['없는태그'] }), 'other', 'en'), 422, 'en', 'forum.tagUnknown', {
      tag: '없는태그',
    });
    // a restricted board is no board at all to a member not on its list
    await expectFailure(
      await send('POST', '/api/member/forum-bulletin', postBody({ boardId: secretBoard, tags: ['공지'] }), 'other', 'en'),
      422,
      'en',
      'forum.boardUnknown',
    );
  });

  it('PUT and DELETE /api/member/forum-bulletin/:id: the author and moderators may, another member may not', async () => {
    const created = await post('author', { title: 'Feature store 구성 질문' });
    const body = postBody({ title: 'Feature store 구성 질문 (수정)' });
    await expectFailure(await send('PUT', `/api/member/forum-bulletin/${created.id}`, body, 'other', 'en'), 403, 'en', 'forum.notYourPost');
    await expectFailure(await send('DELETE', `/api/member/forum-bulletin/${created.id}`, undefined, 'other'), 403, 'ko', 'forum.notYourPost');
    const saved = await readJson<PostDetail>(await send('PUT', `/api/member/forum-bulletin/${created.id}`, body, 'author'));
    expect(saved.data.title).toBe('Feature store 구성 질문 (수정)');
    expect((await send('PUT', `/api/member/forum-bulletin/${created.id}`, postBody({ title: '관리자 수정' }), 'manager')).status).toBe(200);
    expect((await send('DELETE', `/api/member/forum-bulletin/${created.id}`, undefined, 'admin')).status).toBe(200);
    // deleted without comments: gone
    await expectFailure(await get(`/api/public/forum-bulletin/${created.id}`), 404, 'ko', 'forum.postNotFound');
  });

  it('the kept counts (board tabs, list total, comment and reply columns) follow every write: move, hide, restore, delete', async () => {
    const from = (await board('manager', { nameKr: '카운트 A', nameEn: 'Count A', category: 'QA', tags: ['질문'] })).id;
    const to = (await board('manager', { nameKr: '카운트 B', nameEn: 'Count B', category: 'QA', tags: ['질문'] })).id;
    // two members of its own, so the posting limits of the other tests are not touched
    await person('counter', 'MEMBER', '한카운트');
    await person('counterReply', 'MEMBER', '이답글');
    const counts = async () => {
      const boards = (await readJson<BoardView[]>(await get('/api/public/forum-bulletin-menu'))).data;
      const listed = async (boardId: number) => (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?boardId=${boardId}`))).data.total;
      const kept = [from, to].map((id) => boards.find((b) => b.id === id)!.postCount);
      // the kept count is what a count of the listed posts gives
      expect(kept).toEqual([await listed(from), await listed(to)]);
      return kept;
    };
    const item = async (id: number) =>
      (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?pageSize=100`))).data.items.find((i) => i.id === id);
    const moved = await post('counter', { boardId: from, tags: ['질문'], title: '옮겨질 질문' });
    const stays = await post('counter', { boardId: from, tags: ['질문'], title: '남을 질문' });
    expect(await counts()).toEqual([2, 0]);
    expect((await send('PUT', `/api/member/forum-bulletin/${moved.id}`, postBody({ boardId: to, tags: ['질문'], title: '옮긴 질문' }), 'counter')).status).toBe(
      200,
    );
    expect(await counts()).toEqual([1, 1]);
    expect((await send('PUT', `/api/admin/forum-moderation/post/${stays.id}`, { hidden: true }, 'manager')).status).toBe(200);
    expect(await counts()).toEqual([0, 1]);
    expect((await send('PUT', `/api/admin/forum-moderation/post/${stays.id}`, { hidden: false }, 'manager')).status).toBe(200);
    expect(await counts()).toEqual([1, 1]);

    const top = await comment('counterReply', moved.id, '첫 댓글');
    const answer = await comment('counter', moved.id, '답글', top);
    await comment('counterReply', moved.id, '둘째 댓글');
    expect(await item(moved.id)).toMatchObject({ commentCount: 2, replyCount: 1 });
    expect((await send('PUT', `/api/admin/forum-moderation/comment/${answer}`, { hidden: true }, 'admin')).status).toBe(200);
    expect(await item(moved.id)).toMatchObject({ commentCount: 2, replyCount: 0 });
    expect((await send('PUT', `/api/admin/forum-moderation/comment/${answer}`, { hidden: false }, 'admin')).status).toBe(200);
    expect((await send('DELETE', `/api/member/forum-bulletin/comments/${top}`, undefined, 'counterReply')).status).toBe(200);
    expect(await item(moved.id)).toMatchObject({ commentCount: 1, replyCount: 1 });

    expect((await send('DELETE', `/api/member/forum-bulletin/${moved.id}`, undefined, 'counter')).status).toBe(200);
    expect((await send('DELETE', `/api/member/forum-bulletin/${stays.id}`, undefined, 'admin')).status).toBe(200);
    expect(await counts()).toEqual([0, 0]);
  });

  it('GET /api/public/forum-bulletin pages in the query, filters by board and searches title, content or writer', async () => {
    const boardId = (await board('manager', { nameKr: '데이터 준비', nameEn: 'Data prep', category: 'Data', tags: ['전처리'] })).id;
    for (const n of [1, 2, 3])
      await post('other', { boardId, tags: ['전처리'], title: `결측치 처리 ${n}`, content: n === 2 ? '<p>pandas interpolate</p>' : '<p>본문</p>' });
    t.clock.now = null;
    const page = async (query: string, who: string | null = null) =>
      (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?${query}`, who))).data;
    const first = await page(`boardId=${boardId}&pageSize=2`);
    expect(first).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(first.items.map((item) => [item.no, item.title])).toEqual([
      [3, '결측치 처리 3'],
      [2, '결측치 처리 2'],
    ]);
    expect((await page(`boardId=${boardId}&pageSize=2&page=2`)).items.map((item) => item.no)).toEqual([1]);
    expect((await page(`boardId=${boardId}&keyword=interpolate&searchCondition=CONTENT`)).items.map((item) => item.title)).toEqual(['결측치 처리 2']);
    expect((await page(`boardId=${boardId}&keyword=interpolate&searchCondition=TITLE`)).total).toBe(0);
    expect((await page(`boardId=${boardId}&keyword=Emma&searchCondition=WRITER`)).total).toBe(3);
    // ALL is the post's text through the search index (a word with its particle, an English prefix); the
    // writer's name has its own condition
    expect((await page(`boardId=${boardId}&keyword=${encodeURIComponent('결측치를')}`)).total).toBe(3);
    expect((await page(`boardId=${boardId}&keyword=interp`)).items.map((item) => item.title)).toEqual(['결측치 처리 2']);
    expect((await page(`boardId=${boardId}&keyword=Emma`)).total).toBe(0);
    expect((await page(`boardId=${boardId}&keyword=%25`)).total).toBe(0);
    await expectFailure(await get('/api/public/forum-bulletin?searchCondition=EMAIL', null, 'en'), 422, 'en', 'validation.invalid', {
      field: 'searchCondition',
    });
  });
});

describe('restricted boards', () => {
  let secretPost: PostDetail;
  let secretComment: number;
  let file: UploadedFile;

  beforeAll(async () => {
    file = await upload('listed', '파트너_계약.csv', 'partner,fee\nA,10\n');
    secretPost = await post('listed', { boardId: secretBoard, tags: ['공지'], title: '파트너 전용 공지', attachments: [file] });
    secretComment = await comment('listed', secretPost.id, '확인했습니다.');
  });

  const outsiders = [null, 'author', 'other', 'staff'] as const;

  it.each(outsiders)('GET /api/public/forum-bulletin lists no restricted post and counts none to %s', async (who) => {
    const list = (await readJson<Page<PostListItem>>(await get('/api/public/forum-bulletin?pageSize=100', who))).data;
    expect(list.items.map((item) => item.id)).not.toContain(secretPost.id);
    const byBoard = (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?boardId=${secretBoard}`, who))).data;
    expect(byBoard.total).toBe(0);
    const search = (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?keyword=${encodeURIComponent('파트너 전용')}`, who))).data;
    expect(search.total).toBe(0);
  });

  it.each(outsiders)('every read of a restricted post, its thread, its comment and its file answers 404 to %s', async (who) => {
    await expectFailure(await get(`/api/public/forum-bulletin/${secretPost.id}`, who, 'en'), 404, 'en', 'forum.postNotFound');
    await expectFailure(await get(`/api/public/forum-bulletin/${secretPost.id}/comments`, who), 404, 'ko', 'forum.postNotFound');
    await expectFailure(await get(`/api/public/forum-bulletin/comments/${secretComment}`, who), 404, 'ko', 'forum.commentNotFound');
    const download = await get(`/api${secretPost.attachments[0]!.storedPath}`, who);
    expect(download.status).toBe(404);
  });

  it.each(['author', 'other', 'staff'])('every write on a restricted post answers 404 to %s, as for a post that does not exist', async (who) => {
    await expectFailure(await send('PUT', `/api/member/forum-bulletin/${secretPost.id}`, postBody(), who), 404, 'ko', 'forum.postNotFound');
    await expectFailure(await send('DELETE', `/api/member/forum-bulletin/${secretPost.id}`, undefined, who), 404, 'ko', 'forum.postNotFound');
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/${secretPost.id}/comments`, { content: '엿보기' }, who),
      404,
      'ko',
      'forum.postNotFound',
    );
    await expectFailure(await send('PUT', `/api/member/forum-bulletin/comments/${secretComment}`, { content: 'x' }, who), 404, 'ko', 'forum.commentNotFound');
    await expectFailure(await send('DELETE', `/api/member/forum-bulletin/comments/${secretComment}`, undefined, who), 404, 'ko', 'forum.commentNotFound');
    await expectFailure(await send('POST', `/api/member/forum-bulletin/${secretPost.id}/report`, { reason: 'SPAM' }, who), 404, 'ko', 'forum.postNotFound');
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/comments/${secretComment}/report`, { reason: 'SPAM' }, who),
      404,
      'ko',
      'forum.commentNotFound',
    );
  });

  it.each(['listed', 'manager', 'admin'])('the listed member and moderators read the restricted post, thread and file (%s)', async (who) => {
    expect((await get(`/api/public/forum-bulletin/${secretPost.id}`, who)).status).toBe(200);
    const thread = await readJson<CommentThread[]>(await get(`/api/public/forum-bulletin/${secretPost.id}/comments`, who));
    expect(thread.data.map((c) => c.content)).toEqual(['확인했습니다.']);
    const download = await get(`/api${secretPost.attachments[0]!.storedPath}`, who);
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('partner,fee');
  });

  it('no forum answer is kept by a shared cache: each depends on who reads it', async () => {
    for (const path of [
      '/api/public/forum-bulletin-menu',
      '/api/public/forum-bulletin',
      `/api/public/forum-bulletin/${secretPost.id}`,
      `/api/public/forum-bulletin/${secretPost.id}/comments`,
    ]) {
      for (const who of [null, 'listed'] as const) expect((await get(path, who)).headers.get('cache-control'), `${path} ${who}`).toMatch(/no-store/);
    }
  });

  it('a member taken off the list loses the board at once (and the class of readers their forum is kept for)', async () => {
    expect(await listedRestrictedBoards(t.db, 'Partner.Lee@example.com')).toContain(secretBoard);
    await send(
      'PUT',
      `/api/admin/forum-bulletin-menu/${secretBoard}`,
      { nameKr: '파트너 전용', nameEn: 'Partners only', category: 'Partner', tags: ['공지'], accessEmails: ['someone@example.com'] },
      'manager',
    );
    expect((await get(`/api/public/forum-bulletin/${secretPost.id}`, 'listed')).status).toBe(404);
    expect(await listedRestrictedBoards(t.db, 'partner.lee@example.com')).not.toContain(secretBoard);
    await send(
      'PUT',
      `/api/admin/forum-bulletin-menu/${secretBoard}`,
      { nameKr: '파트너 전용', nameEn: 'Partners only', category: 'Partner', tags: ['공지'], accessEmails: ['partner.lee@example.com'] },
      'manager',
    );
    expect((await get(`/api/public/forum-bulletin/${secretPost.id}`, 'listed')).status).toBe(200);
  });
});

describe('comments', () => {
  it('threads comments and replies, counts them in the list, and keeps a deleted comment with replies as deleted', async () => {
    const question = await post('author', { title: '모델 배포 시 메모리 사용량' });
    const first = await comment('other', question.id, 'ONNX로 변환해 보세요.');
    const reply = await comment('author', question.id, '감사합니다, 해 보겠습니다.', first);
    // a reply to a reply joins the comment's replies (one level)
    const replyToReply = await comment('other', question.id, '결과 공유 부탁드려요.', reply);
    const lonely = await comment('other', question.id, '저도 궁금합니다.');
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/${question.id}/comments`, { content: '  ' }, 'other', 'en'),
      422,
      'en',
      'forum.commentRequired',
    );
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/${question.id}/comments`, { content: '답' }, null, 'en'),
      401,
      'en',
      'auth.loginRequired',
    );

    const item = async () =>
      (await readJson<Page<PostListItem>>(await get('/api/public/forum-bulletin?pageSize=100'))).data.items.find((i) => i.id === question.id)!;
    expect(await item()).toMatchObject({ commentCount: 2, replyCount: 2, state: 'ANSWERED' });

    await expectFailure(
      await send('PUT', `/api/member/forum-bulletin/comments/${first}`, { content: '수정' }, 'author', 'en'),
      403,
      'en',
      'forum.notYourComment',
    );
    expect((await send('PUT', `/api/member/forum-bulletin/comments/${first}`, { content: 'ONNX Runtime으로 변환해 보세요.' }, 'other')).status).toBe(200);
    await expectFailure(await send('DELETE', `/api/member/forum-bulletin/comments/${first}`, undefined, 'author'), 403, 'ko', 'forum.notYourComment');
    expect((await send('DELETE', `/api/member/forum-bulletin/comments/${first}`, undefined, 'other')).status).toBe(200);
    expect((await send('DELETE', `/api/member/forum-bulletin/comments/${lonely}`, undefined, 'manager')).status).toBe(200);

    const thread = (await readJson<CommentThread[]>(await get(`/api/public/forum-bulletin/${question.id}/comments`, 'author'))).data;
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ id: first, isDeleted: true, content: '', writerName: '' });
    expect(thread[0]!.replies.map((r) => [r.id, r.parentId, r.canEdit])).toEqual([
      [reply, first, true],
      [replyToReply, first, false],
    ]);
    expect(await item()).toMatchObject({ commentCount: 0, replyCount: 2 });
  });

  it('a deleted post with comments keeps its thread readable as deleted', async () => {
    const question = await post('author', { title: '삭제될 질문' });
    await comment('other', question.id, '답변입니다.');
    await send('DELETE', `/api/member/forum-bulletin/${question.id}`, undefined, 'author');
    const read = (await readJson<PostDetail>(await get(`/api/public/forum-bulletin/${question.id}`))).data;
    expect(read).toMatchObject({ isDeleted: true, title: '', content: '', canEdit: false });
    expect((await readJson<CommentThread[]>(await get(`/api/public/forum-bulletin/${question.id}/comments`))).data).toHaveLength(1);
    const list = (await readJson<Page<PostListItem>>(await get('/api/public/forum-bulletin?pageSize=100'))).data;
    expect(list.items.map((i) => i.id)).not.toContain(question.id);
    // the thread is kept, not continued
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/${question.id}/comments`, { content: '늦은 답' }, 'other'),
      404,
      'ko',
      'forum.postNotFound',
    );
  });
});

describe('read versions', () => {
  it("the forum's writes raise its read-cache topic in their transaction (migration 0010's triggers)", async () => {
    const moved = readVersionsOf(t.db);
    await moved();
    await post('staff', { title: '버전 확인' });
    expect(await moved()).toContain('FORUM');
    await t.db.update(schema.forumPost).set({ view: 99 }).where(eq(schema.forumPost.title, '버전 확인'));
    expect(await moved()).toEqual(['FORUM:views']);
    await board('manager', { nameKr: '버전', nameEn: 'Versions', category: 'Misc', tags: ['기타'], accessEmails: ['a@example.com'] });
    expect(await moved()).toEqual(['FORUM']);
  });
});

describe('posting limits', () => {
  it('POST /api/member/forum-bulletin answers 429 with the wait after 5 posts in 10 minutes', async () => {
    await person('busy', 'MEMBER', '한바쁨');
    const start = new Date('2026-11-21T09:00:00Z');
    for (let n = 0; n < 5; n += 1) {
      t.clock.now = new Date(start.getTime() + n * 60_000);
      await post('busy', { title: `질문 ${n}` });
    }
    t.clock.now = new Date(start.getTime() + 6 * 60_000);
    const refused = await send('POST', '/api/member/forum-bulletin', postBody(), 'busy', 'en');
    expect(refused.headers.get('retry-after')).toBe('240');
    await expectFailure(refused, 429, 'en', 'forum.postLimit', { wait: 4 });
    await expectFailure(await send('POST', '/api/member/forum-bulletin', postBody(), 'busy'), 429, 'ko', 'forum.postLimit', { wait: 4 });
    t.clock.now = new Date(start.getTime() + 10 * 60_000 + 1000);
    expect((await send('POST', '/api/member/forum-bulletin', postBody(), 'busy')).status).toBe(201);
    t.clock.now = null;
  });

  it('POST /api/member/forum-bulletin/:id/comments answers 429 after 6 comments in a minute', async () => {
    await person('chatty', 'MEMBER', '말많음');
    const target = await post('author', { title: '댓글 제한 확인' });
    const start = new Date('2026-11-22T09:00:00Z');
    for (let n = 0; n < 6; n += 1) {
      t.clock.now = new Date(start.getTime() + n * 1000);
      await comment('chatty', target.id, `의견 ${n}`);
    }
    t.clock.now = new Date(start.getTime() + 10_000);
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/${target.id}/comments`, { content: '하나 더' }, 'chatty', 'en'),
      429,
      'en',
      'forum.commentLimit',
      { wait: 50 },
    );
    t.clock.now = new Date(start.getTime() + 61_000);
    expect((await send('POST', `/api/member/forum-bulletin/${target.id}/comments`, { content: '하나 더' }, 'chatty')).status).toBe(201);
    t.clock.now = null;
  });
});

describe('reports and hiding', () => {
  it('members report once; moderators see the report, hide the post, and it is gone for readers and counts', async () => {
    const spam = await post('other', { title: '무료 GPU 드립니다 클릭' });
    const reply = await comment('author', spam.id, '광고입니다.');
    expect((await send('POST', `/api/member/forum-bulletin/${spam.id}/report`, { reason: 'SPAM', detail: '광고 링크' }, 'author')).status).toBe(201);
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/${spam.id}/report`, { reason: 'SPAM' }, 'author', 'en'),
      409,
      'en',
      'forum.alreadyReported',
    );
    await expectFailure(
      await send('POST', `/api/member/forum-bulletin/${spam.id}/report`, { reason: 'BORED' }, 'staff', 'en'),
      422,
      'en',
      'forum.reportReasonRequired',
    );
    expect((await send('POST', `/api/member/forum-bulletin/${spam.id}/report`, { reason: 'ABUSE' }, 'staff')).status).toBe(201);
    expect((await send('POST', `/api/member/forum-bulletin/comments/${reply}/report`, { reason: 'OFF_TOPIC' }, 'other')).status).toBe(201);

    await expectFailure(await get('/api/admin/forum-report', 'author'), 403, 'ko', 'auth.accessDenied');
    const queue = (await readJson<Page<ReportView>>(await get('/api/admin/forum-report', 'manager'))).data;
    const reported = queue.items.find((item) => item.targetType === 'POST' && item.targetId === spam.id);
    expect(reported).toMatchObject({ reports: 2, excerpt: '무료 GPU 드립니다 클릭', writerName: 'Emma Clarke', postId: spam.id });

    await expectFailure(await send('PUT', `/api/admin/forum-moderation/post/${spam.id}`, { hidden: true }, 'other'), 403, 'ko', 'auth.accessDenied');
    expect((await send('PUT', `/api/admin/forum-moderation/post/${spam.id}`, { hidden: true }, 'manager')).status).toBe(200);
    for (const who of [null, 'author', 'other', 'manager'] as const) {
      await expectFailure(await get(`/api/public/forum-bulletin/${spam.id}`, who), 404, 'ko', 'forum.postNotFound');
      const list = (await readJson<Page<PostListItem>>(await get(`/api/public/forum-bulletin?keyword=${encodeURIComponent('무료 GPU')}`, who))).data;
      expect(list.total).toBe(0);
    }
    // kept for the record; its reports closed
    const [row] = await t.db.select().from(schema.forumPost).where(eq(schema.forumPost.id, spam.id));
    expect(row).toMatchObject({ isHidden: true, title: '무료 GPU 드립니다 클릭' });
    const after = (await readJson<Page<ReportView>>(await get('/api/admin/forum-report', 'admin'))).data;
    expect(after.items.some((item) => item.targetType === 'POST' && item.targetId === spam.id)).toBe(false);

    expect((await send('PUT', `/api/admin/forum-moderation/post/${spam.id}`, { hidden: false }, 'admin')).status).toBe(200);
    expect((await get(`/api/public/forum-bulletin/${spam.id}`)).status).toBe(200);
    // the comment's report dismissed without hiding it
    expect((await send('DELETE', `/api/admin/forum-report/comment/${reply}`, undefined, 'manager')).status).toBe(200);
    await expectFailure(await send('DELETE', `/api/admin/forum-report/comment/${reply}`, undefined, 'manager', 'en'), 404, 'en', 'forum.reportNotFound');
    expect((await get(`/api/public/forum-bulletin/comments/${reply}`)).status).toBe(200);
  });

  it('a hidden comment leaves the thread and the counts', async () => {
    const question = await post('staff', { title: '숨김 댓글 확인' });
    const rude = await comment('other', question.id, '무례한 댓글');
    expect((await send('PUT', `/api/admin/forum-moderation/comment/${rude}`, { hidden: true }, 'admin')).status).toBe(200);
    expect((await readJson<CommentThread[]>(await get(`/api/public/forum-bulletin/${question.id}/comments`))).data).toEqual([]);
    await expectFailure(await get(`/api/public/forum-bulletin/comments/${rude}`, 'other', 'en'), 404, 'en', 'forum.commentNotFound');
    const list = (await readJson<Page<PostListItem>>(await get('/api/public/forum-bulletin?pageSize=100'))).data;
    expect(list.items.find((i) => i.id === question.id)).toMatchObject({ commentCount: 0, state: 'OPEN' });
    expect(msg('ko', 'forum.hidden')).not.toBe('forum.hidden');
  });
});
