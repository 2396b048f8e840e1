// My page, the reader's notifications, their watches, reactions and bookmarks answer what core/api/my-page-calls.ts says (decision 038).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, it } from 'vitest';
import { schema } from '#db/client.ts';
import { seedDemoContent } from '#db/seed/seed.ts';
import { codeIn, lastMail, PASSWORD, signedInMember, TEST_START, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { liveAnswer } from './contract-kit.ts';

let t: TestApp;
useTestApp((app) => (t = app));

beforeAll(async () => {
  await seedDemoContent(t.db, t.blobs, { now: TEST_START });
});

describe('the my-page calls answer their contract', () => {
  it('the password again, the information, a change with the mailed code', async () => {
    const member = await signedInMember(t);
    const { cookie } = member;
    await liveAnswer(t, 'POST /api/auth/import-password', { cookie, body: { password: PASSWORD } });
    const info = await liveAnswer(t, 'GET /api/auth/get-mypage-info', { cookie });
    await liveAnswer(t, 'POST /api/auth/get-mypage-otp', { cookie });
    const otp = codeIn((await lastMail(t, member.username)).body);
    const { name, companyName, departmentName, phoneNumber, country, secondaryEmail } = info;
    await liveAnswer(t, 'PUT /api/auth/edit-my-page', {
      cookie,
      body: { user: { name, companyName, departmentName, phoneNumber, country, secondaryEmail }, otp },
    });
  });

  it('the consents, then the account deleted', async () => {
    const { cookie } = await signedInMember(t);
    await liveAnswer(t, 'PUT /api/auth/change-term-agreement-use-marketing', { cookie, body: { isAgreeItem5: true } });
    await liveAnswer(t, 'PUT /api/auth/change-term-agreement', { cookie, body: { isAgreeItem5: true, isAgreeOptionalItem6: false } });
    await liveAnswer(t, 'DELETE /api/auth/delete-account', { cookie, body: { password: PASSWORD } });
  });
});

describe('the consent calls answer their contract (issue 33)', () => {
  it('the consents with their history, one withdrawn, and the terms in force accepted again', async () => {
    const { cookie } = await signedInMember(t);
    await liveAnswer(t, 'POST /api/auth/import-password', { cookie, body: { password: PASSWORD } });
    await liveAnswer(t, 'PUT /api/member/consents/:item', { cookie, params: { item: 'MARKETING_USE' }, body: { agreed: true } });
    await liveAnswer(t, 'GET /api/member/consents', { cookie, query: { page: 1 } });
    const update = await liveAnswer(t, 'GET /api/member/terms-update', { cookie });
    await liveAnswer(t, 'PUT /api/member/terms-update', { cookie, body: { items: update.requiredItems } });
  });
});

describe('the notification calls answer their contract', () => {
  it('a page of notifications, then all marked seen', async () => {
    const { cookie } = await signedInMember(t);
    await liveAnswer(t, 'GET /api/member/notifications', { cookie, query: { page: 1 } });
    await liveAnswer(t, 'POST /api/public/notices/readAll', { cookie });
  });
});

describe('the watch calls answer their contract', () => {
  it('a board watched, its level read, and the list of watches', async () => {
    const { cookie } = await signedInMember(t);
    const [board] = await t.db
      .insert(schema.forumBoard)
      .values({ nameKr: '질문 게시판', nameEn: 'Questions', category: 'Q&A', tags: '["질문"]', insDtm: TEST_START.toISOString() })
      .returning({ id: schema.forumBoard.id });
    const key = String(board!.id);
    await liveAnswer(t, 'PUT /api/member/watches', { cookie, body: { target: 'BOARD', key, level: 'WATCHING' } });
    await liveAnswer(t, 'GET /api/member/watches/level', { cookie, query: { target: 'BOARD', key } });
    await liveAnswer(t, 'GET /api/member/watches', { cookie, query: { page: 1 } });
  });
});

describe('the reaction and bookmark calls answer their contract', () => {
  it('a reaction given, the post’s counts, who reacted, the reaction taken back', async () => {
    const { cookie } = await signedInMember(t);
    const [board] = await t.db
      .insert(schema.forumBoard)
      .values({ nameKr: '반응 게시판', nameEn: 'Reactions', category: 'Q&A', tags: '["질문"]', insDtm: TEST_START.toISOString() })
      .returning({ id: schema.forumBoard.id });
    const [post] = await t.db
      .insert(schema.forumPost)
      .values({ boardId: board!.id, title: '반응할 글', content: '<p>본문</p>', insDtm: TEST_START.toISOString() })
      .returning({ id: schema.forumPost.id });
    const params = { target: 'POST', id: post!.id, reaction: 'LIKE' };
    await liveAnswer(t, 'PUT /api/member/reactions/:target/:id/:reaction', { cookie, params });
    await liveAnswer(t, 'GET /api/member/reactions', { cookie, query: { postId: post!.id } });
    await liveAnswer(t, 'GET /api/member/reactions/people', { cookie, query: { target: 'POST', id: post!.id } });
    await liveAnswer(t, 'DELETE /api/member/reactions/:target/:id/:reaction', { cookie, params });
  });

  it('a bookmark kept, read, listed and removed', async () => {
    const { cookie } = await signedInMember(t);
    const [story] = await t.db.select({ id: schema.successStory.id }).from(schema.successStory).where(eq(schema.successStory.isDeleted, false)).limit(1);
    const params = { kind: 'SUCCESS_STORY', id: story!.id };
    await liveAnswer(t, 'PUT /api/member/bookmarks/:kind/:id', { cookie, params });
    await liveAnswer(t, 'GET /api/member/bookmarks/:kind/:id', { cookie, params });
    await liveAnswer(t, 'GET /api/member/bookmarks', { cookie, query: { page: 1 } });
    await liveAnswer(t, 'DELETE /api/member/bookmarks/:kind/:id', { cookie, params });
  });
});
