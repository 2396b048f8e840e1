// The forum answers what core/api/forum-calls.ts says (decision 038): boards, posts, threaded comments,
// reports and moderation.
import { beforeAll, describe, expect, it } from 'vitest';
import { login, signedInAdmin, signedInMember, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { liveAnswer, seedDemoPortal } from './contract-kit.ts';

let t: TestApp;
let console_: string;
let moderator: string;
let writer: string;
let reader: string;
useTestApp((app) => (t = app));

beforeAll(async () => {
  await seedDemoPortal(t);
  const admin = await signedInAdmin(t);
  console_ = admin.cookie;
  moderator = (await login(t, admin.username, admin.password)).cookie ?? '';
  writer = (await signedInMember(t)).cookie;
  reader = (await signedInMember(t)).cookie;
});

describe('the forum answers its contract', () => {
  it('boards: the list, one, register, edit, delete', async () => {
    const [board] = await liveAnswer(t, 'GET /api/public/forum-bulletin-menu', { cookie: reader });
    if (!board) throw new Error('the demo forum has no board');
    await liveAnswer(t, 'GET /api/public/forum-bulletin-menu/:id', { cookie: reader, params: { id: board.id } });
    const body = { nameKr: '계약 게시판', nameEn: 'Contract board', category: 'TEST', tags: ['계약'] };
    const saved = await liveAnswer(t, 'POST /api/admin/forum-bulletin-menu', { cookie: console_, body });
    await liveAnswer(t, 'PUT /api/admin/forum-bulletin-menu/:id', { cookie: console_, params: { id: saved.id }, body: { ...body, sortOrder: 5 } });
    await liveAnswer(t, 'DELETE /api/admin/forum-bulletin-menu/:id', { cookie: console_, params: { id: saved.id } });
  });

  it('posts and their threads: a page, one, its comments, a post written, edited, reported, deleted', async () => {
    const page = await liveAnswer(t, 'GET /api/public/forum-bulletin', { cookie: reader, query: { page: 1 } });
    const [listed] = page.items;
    if (!listed) throw new Error('the demo forum has no post');
    await liveAnswer(t, 'GET /api/public/forum-bulletin/:id', { cookie: reader, params: { id: listed.id } });
    const thread = await liveAnswer(t, 'GET /api/public/forum-bulletin/:id/comments', { cookie: reader, params: { id: listed.id } });
    expect(Array.isArray(thread)).toBe(true);
    const [board] = await liveAnswer(t, 'GET /api/public/forum-bulletin-menu', { cookie: writer });
    const body = {
      boardId: board?.id,
      title: '과적합을 줄이는 방법',
      content: '<p>검증 손실이 올라갑니다.</p>',
      tags: board?.tags.slice(0, 1),
      attachments: [],
    };
    const post = await liveAnswer(t, 'POST /api/member/forum-bulletin', { cookie: writer, body });
    await liveAnswer(t, 'PUT /api/member/forum-bulletin/:id', { cookie: writer, params: { id: post.id }, body: { ...body, title: '과적합 줄이기' } });
    await liveAnswer(t, 'POST /api/member/forum-bulletin/:id/report', { cookie: reader, params: { id: post.id }, body: { reason: 'SPAM', detail: '' } });
    await liveAnswer(t, 'DELETE /api/admin/forum-report/:type/:id', { cookie: moderator, params: { type: 'post', id: post.id } });
    await liveAnswer(t, 'PUT /api/admin/forum-moderation/:type/:id', { cookie: moderator, params: { type: 'post', id: post.id }, body: { hidden: true } });
    await liveAnswer(t, 'PUT /api/admin/forum-moderation/:type/:id', { cookie: moderator, params: { type: 'post', id: post.id }, body: { hidden: false } });
    await liveAnswer(t, 'DELETE /api/member/forum-bulletin/:id', { cookie: writer, params: { id: post.id } });
  });

  it('comments: written, replied to, read, edited, reported, deleted', async () => {
    const [listed] = (await liveAnswer(t, 'GET /api/public/forum-bulletin', { cookie: writer, query: { page: 1 } })).items;
    if (!listed) throw new Error('the demo forum has no post');
    const params = { id: listed.id };
    const comment = await liveAnswer(t, 'POST /api/member/forum-bulletin/:id/comments', { cookie: writer, params, body: { content: '데이터를 늘려 보세요.' } });
    await liveAnswer(t, 'POST /api/member/forum-bulletin/:id/comments', { cookie: reader, params, body: { content: '감사합니다.', parentId: comment.id } });
    await liveAnswer(t, 'GET /api/public/forum-bulletin/comments/:id', { cookie: writer, params: { id: comment.id } });
    await liveAnswer(t, 'PUT /api/member/forum-bulletin/comments/:id', {
      cookie: writer,
      params: { id: comment.id },
      body: { content: '데이터를 더 모아 보세요.' },
    });
    await liveAnswer(t, 'POST /api/member/forum-bulletin/comments/:id/report', {
      cookie: reader,
      params: { id: comment.id },
      body: { reason: 'OFF_TOPIC', detail: '' },
    });
    await liveAnswer(t, 'DELETE /api/member/forum-bulletin/comments/:id', { cookie: writer, params: { id: comment.id } });
  });

  it('answers: marked by the asker, made a FAQ draft by a moderator, unmarked', async () => {
    const boards = await liveAnswer(t, 'GET /api/public/forum-bulletin-menu', { cookie: writer });
    const qna = boards.find((board) => board.isQna);
    if (!qna) throw new Error('the demo forum has no Q&A board');
    const body = { boardId: qna.id, title: '조기 종료 라운드 수', content: '<p>몇 라운드가 좋을까요?</p>', tags: qna.tags.slice(0, 1), attachments: [] };
    const post = await liveAnswer(t, 'POST /api/member/forum-bulletin', { cookie: writer, body });
    const comment = await liveAnswer(t, 'POST /api/member/forum-bulletin/:id/comments', {
      cookie: reader,
      params: { id: post.id },
      body: { content: '50 라운드로 시작하세요.' },
    });
    await liveAnswer(t, 'PUT /api/member/forum-bulletin/:id/answer', { cookie: writer, params: { id: post.id }, body: { commentId: comment.id } });
    await liveAnswer(t, 'POST /api/admin/forum-bulletin/:id/faq-draft', { cookie: moderator, params: { id: post.id }, body: {} });
    await liveAnswer(t, 'DELETE /api/member/forum-bulletin/:id/answer', { cookie: writer, params: { id: post.id } });
  });
});
