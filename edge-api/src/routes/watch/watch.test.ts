// Watching (issue 32): a member sets how much they hear of a board, a post or a tag; new posts and comments
// reach the watchers' bells after the answer, a muted member hears nothing, not even replies, and only
// what a member may see can be watched or heard of.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPage } from '#core/schemas/notification.ts';
import type { WatchLevelView, WatchSave } from '#core/schemas/watch.ts';
import { FAN_OUT_CHUNK } from '#db/queries/watch-fan-out.ts';
import { tellWatchers } from '../../jobs/tell-watchers.ts';
import { settleAfterAnswer } from '../../lib/after-answer.ts';
import { msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let writer: Member;
let watcher: Member;
let tracker: Member;
let bystander: Member;
let manager: Member;

const send = (method: string, path: string, body: unknown, who: Member, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });

async function created(res: Response): Promise<number> {
  const envelope = await readJson<{ id: number }>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}

const board = async (accessEmails: string[] = [], tags = ['질문', 'MLOps']) =>
  created(
    await send(
      'POST',
      '/api/admin/forum-bulletin-menu',
      { nameKr: '지켜보기 게시판', nameEn: 'Watch board', category: 'Q&A', sortOrder: 5, tags, accessEmails },
      manager,
    ),
  );
const post = async (who: Member, boardId: number, title = '배치 추론이 느립니다', tags = ['질문']) => {
  const id = await created(await send('POST', '/api/member/forum-bulletin', { boardId, title, content: '<p>도와주세요</p>', tags, attachments: [] }, who));
  await settleAfterAnswer();
  return id;
};
const comment = async (who: Member, postId: number, parentId?: number) => {
  const id = await created(
    await send('POST', `/api/member/forum-bulletin/${postId}/comments`, { content: '캐시를 켜 보세요.', ...(parentId ? { parentId } : {}) }, who),
  );
  await settleAfterAnswer();
  return id;
};
const watch = async (who: Member, save: WatchSave, lang: 'ko' | 'en' = 'ko') => {
  const res = await send('PUT', '/api/member/watches', save, who, lang);
  const envelope = await readJson<WatchLevelView>(res);
  expect(res.status, envelope.message).toBe(200);
  return envelope;
};
const levelOf = async (who: Member, target: string, key: string | number) => {
  const res = await t.get(`/api/member/watches/level?target=${target}&key=${encodeURIComponent(String(key))}`, 'ko', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await readJson<WatchLevelView>(res)).data;
};
async function bell(who: Member, lang: 'ko' | 'en' = 'ko') {
  const res = await t.get('/api/member/notifications?pageSize=50', lang, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await readJson<NotificationPage>(res)).data;
}
const about = async (who: Member, postId: number) => (await bell(who)).items.filter((item) => item.refObjId === postId).map((item) => item.kind);

beforeAll(async () => {
  t = await createTestApp();
  watcher = await signedInMember(t, { name: 'Emma Clarke', lang: 'en' });
  tracker = await signedInMember(t, { name: '최민수' });
  bystander = await signedInMember(t, { name: '정하늘' });
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
});
afterAll(() => t.close());
// a writer of its own for every test: posting is limited per member (FORUM_POST_LIMIT)
beforeEach(async () => {
  writer = await signedInMember(t, { name: '박지훈' });
});

describe('PUT /api/member/watches and GET /api/member/watches/level', () => {
  it.each(['ko', 'en'] as const)('sets, answers and clears a level, with a message in the reader’s language (%s)', async (lang) => {
    const boardId = await board();
    expect(await levelOf(watcher, 'BOARD', boardId)).toEqual({ target: 'BOARD', key: String(boardId), level: null, chosen: false });
    const saved = await watch(watcher, { target: 'BOARD', key: String(boardId), level: 'TRACKING' }, lang);
    expect(saved.message).toBe(msg(lang, 'watch.saved.TRACKING'));
    expect(saved.data).toMatchObject({ level: 'TRACKING', chosen: true });
    expect((await watch(watcher, { target: 'BOARD', key: String(boardId), level: 'NONE' }, lang)).message).toBe(msg(lang, 'watch.cleared'));
    expect(await levelOf(watcher, 'BOARD', boardId)).toMatchObject({ level: null, chosen: false });
  });

  it('a post of the member’s own is watched from its writing, until they choose otherwise', async () => {
    const postId = await post(writer, await board());
    expect(await levelOf(writer, 'POST', postId)).toEqual({ target: 'POST', key: String(postId), level: 'WATCHING', chosen: false });
    expect(await levelOf(watcher, 'POST', postId)).toMatchObject({ level: null });
    await watch(writer, { target: 'POST', key: String(postId), level: 'MUTED' });
    expect(await levelOf(writer, 'POST', postId)).toMatchObject({ level: 'MUTED', chosen: true });
  });

  it.each(['ko', 'en'] as const)('refuses what cannot be watched and changes nothing (%s)', async (lang) => {
    const restricted = await board([manager.username]);
    const cases: [unknown, number, string][] = [
      [{ target: 'BOARD', key: String(restricted), level: 'WATCHING' }, 404, 'watch.boardUnknown'],
      [{ target: 'BOARD', key: '99999', level: 'WATCHING' }, 404, 'watch.boardUnknown'],
      [{ target: 'POST', key: 'abc', level: 'WATCHING' }, 404, 'watch.postUnknown'],
      [{ target: 'TAG', key: '없는태그', level: 'WATCHING' }, 404, 'watch.tagUnknown'],
      [{ target: 'USER', key: '1', level: 'WATCHING' }, 422, 'watch.targetInvalid'],
      [{ target: 'BOARD', key: String(restricted), level: 'LOUD' }, 422, 'watch.levelInvalid'],
    ];
    for (const [body, status, key] of cases) {
      const res = await send('PUT', '/api/member/watches', body, watcher, lang);
      const envelope = await readJson(res);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(envelope)).toContain(msg(lang, key as never));
    }
    const [row] = await t.db.all<{ n: number }>(sql`select count(*) as n from watch where key = ${String(restricted)}`);
    expect(Number(row?.n)).toBe(0);
    // a visitor has no choices to make
    expect((await t.send('PUT', '/api/member/watches', { target: 'BOARD', key: '1', level: 'WATCHING' }, 'ko', { origin: SITE })).status).toBe(401);
  });
});

describe('new posts and comments reach the watchers after the answer', () => {
  it('a new post tells the board’s watchers and trackers, not the muted, the writer or a bystander', async () => {
    const boardId = await board();
    const key = String(boardId);
    await watch(watcher, { target: 'BOARD', key, level: 'WATCHING' });
    await watch(tracker, { target: 'BOARD', key, level: 'TRACKING' });
    await watch(bystander, { target: 'BOARD', key, level: 'MUTED' });
    await watch(writer, { target: 'BOARD', key, level: 'WATCHING' });
    const postId = await post(writer, boardId, '새 모델 배포 후기');
    expect(await about(watcher, postId)).toEqual(['FORUM_NEW_POST']);
    expect(await about(tracker, postId)).toEqual(['FORUM_NEW_POST']);
    expect(await about(bystander, postId)).toEqual([]);
    expect(await about(writer, postId)).toEqual([]);
    // in the reader's own language, naming who wrote what
    const [item] = (await bell(watcher, 'en')).items.filter((entry) => entry.refObjId === postId);
    expect(item?.title).toBe(msg('en', 'notification.kind.forumNewPost.title'));
    expect(item?.content).toContain('박지훈');
    expect(item?.content).toContain('새 모델 배포 후기');
  });

  it('a new comment tells the post’s watchers and trackers and the board’s watchers; the board’s trackers and the answered are told once', async () => {
    const boardId = await board();
    const postId = await post(writer, boardId);
    await watch(watcher, { target: 'BOARD', key: String(boardId), level: 'WATCHING' });
    await watch(tracker, { target: 'BOARD', key: String(boardId), level: 'TRACKING' });
    const first = await comment(bystander, postId);
    expect(await about(writer, postId)).toEqual(['FORUM_COMMENT']);
    expect(await about(watcher, postId)).toEqual(['FORUM_NEW_COMMENT']);
    expect(await about(tracker, postId)).toEqual([]);
    // the tracker starts watching the post itself; the watcher answers the bystander, who is told of a reply only
    await watch(tracker, { target: 'POST', key: String(postId), level: 'TRACKING' });
    await watch(bystander, { target: 'POST', key: String(postId), level: 'WATCHING' });
    await comment(watcher, postId, first);
    expect(await about(bystander, postId)).toEqual(['FORUM_REPLY']);
    expect(await about(tracker, postId)).toEqual(['FORUM_NEW_COMMENT']);
    expect(await about(writer, postId)).toEqual(['FORUM_COMMENT', 'FORUM_COMMENT']);
    expect(await about(watcher, postId)).toEqual(['FORUM_NEW_COMMENT']);
  });

  it('muting a post silences everything about it, even replies to one’s own comment and comments on one’s own post', async () => {
    const boardId = await board();
    const postId = await post(writer, boardId);
    const mine = await comment(watcher, postId);
    await watch(watcher, { target: 'POST', key: String(postId), level: 'MUTED' });
    await watch(writer, { target: 'POST', key: String(postId), level: 'MUTED' });
    await comment(bystander, postId, mine);
    expect(await about(watcher, postId)).toEqual([]);
    expect(await about(writer, postId)).toEqual(['FORUM_COMMENT']);
  });

  it('a tag’s watchers hear of new posts with it on any board they may see, unless they muted that board', async () => {
    const open = await board([], ['시계열']);
    const other = await board([], ['시계열']);
    await watch(tracker, { target: 'TAG', key: '시계열', level: 'WATCHING' });
    await watch(tracker, { target: 'BOARD', key: String(other), level: 'MUTED' });
    const heard = await post(writer, open, '시계열 예측 질문', ['시계열']);
    const silent = await post(writer, other, '다른 게시판의 시계열 질문', ['시계열']);
    expect(await about(tracker, heard)).toEqual(['FORUM_NEW_POST']);
    expect(await about(tracker, silent)).toEqual([]);
  });

  it('a restricted board tells only those on its list and the staff, and nobody taken off it', async () => {
    const boardId = await board([watcher.username, writer.username]);
    await watch(watcher, { target: 'BOARD', key: String(boardId), level: 'WATCHING' });
    // the board's list loses the watcher: their choice stays, but they hear nothing more from it
    await send(
      'PUT',
      `/api/admin/forum-bulletin-menu/${boardId}`,
      { nameKr: '지켜보기 게시판', nameEn: 'Watch board', category: 'Q&A', sortOrder: 5, tags: ['질문'], accessEmails: [writer.username] },
      manager,
    );
    const postId = await post(writer, boardId);
    expect(await about(watcher, postId)).toEqual([]);
  });

  it(`tells a board watched by more accounts than one batch holds (${FAN_OUT_CHUNK}), each once`, async () => {
    const boardId = await board();
    const many = FAN_OUT_CHUNK + 150;
    const at = new Date().toISOString();
    await t.db.run(sql`insert into user_account (username, password_hash, name, company_name, phone_number, country, status, password_changed_at, created_dtm)
      select 'many' || value || '@example.com', 'x', 'Member ' || value, 'Acme', '01000000000', 'KR', 'ACTIVE', ${at}, ${at}
      from generate_series(1, ${many})`);
    await t.db.run(sql`insert into watch (account_id, target, key, level, created_at)
      select id, 'BOARD', ${String(boardId)}, 'TRACKING', ${at} from user_account where username like 'many%@example.com'`);
    const postId = await post(writer, boardId);
    const [told] = await t.db.all<{ n: number; accounts: number }>(
      sql`select count(*) as n, count(distinct account_id) as accounts from notification where ref_obj_id = ${postId} and kind = 'FORUM_NEW_POST'`,
    );
    expect({ n: Number(told?.n), accounts: Number(told?.accounts) }).toEqual({ n: many, accounts: many });
  });

  it('what a stopped process left untold is told by the tell-watchers job, once', async () => {
    const boardId = await board();
    const postId = await post(writer, boardId);
    await watch(watcher, { target: 'POST', key: String(postId), level: 'WATCHING' });
    // a comment written without its answer's fan-out (a process that stopped after writing it)
    await t.db.run(
      sql`insert into forum_comment (post_id, content, writer_id, ins_by_user_name, ins_dtm) values (${postId}, '<p>늦은 댓글</p>', ${bystander.id}, '정하늘', ${new Date().toISOString()})`,
    );
    expect(await about(watcher, postId)).toEqual([]);
    const first = await tellWatchers.run(t.deps, new Date());
    expect(first.affected).toBeGreaterThanOrEqual(1);
    expect(await about(watcher, postId)).toEqual(['FORUM_NEW_COMMENT']);
    expect((await tellWatchers.run(t.deps, new Date())).affected).toBe(0);
    expect(await about(watcher, postId)).toEqual(['FORUM_NEW_COMMENT']);
  });

  it('a member who starts watching hears of what comes next, not of older writing still waiting to be told', async () => {
    const boardId = await board();
    const postId = await post(writer, boardId);
    // writing of an hour ago (the demo content, an import) whose event nobody told yet
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db.run(
      sql`insert into forum_comment (post_id, content, writer_id, ins_by_user_name, ins_dtm) values (${postId}, '<p>오래된 댓글</p>', ${bystander.id}, '정하늘', ${hourAgo})`,
    );
    await watch(watcher, { target: 'POST', key: String(postId), level: 'WATCHING' });
    await tellWatchers.run(t.deps, new Date());
    expect(await about(watcher, postId)).toEqual([]);
    await comment(bystander, postId);
    expect(await about(watcher, postId)).toEqual(['FORUM_NEW_COMMENT']);
  });
});

describe('GET /api/member/watches', () => {
  it.each(['ko', 'en'] as const)('lists the member’s own choices, newest first, named in the caller’s language (%s)', async (lang) => {
    const member = await signedInMember(t, { name: '한소희' });
    const boardId = await board();
    const postId = await post(writer, boardId, '목록에 보일 글');
    await watch(member, { target: 'BOARD', key: String(boardId), level: 'TRACKING' });
    await watch(member, { target: 'POST', key: String(postId), level: 'WATCHING' });
    await watch(member, { target: 'TAG', key: 'MLOps', level: 'MUTED' });
    const res = await t.get('/api/member/watches?pageSize=2', lang, { cookie: member.cookie });
    const page = (await readJson<{ items: { target: string; label: string; level: string; path: string }[]; total: number }>(res)).data;
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    const second = await t.get('/api/member/watches?pageSize=2&page=2', lang, { cookie: member.cookie });
    const all = [...page.items, ...(await readJson<{ items: typeof page.items }>(second)).data.items];
    expect(all.map((item) => [item.target, item.label, item.level])).toEqual(
      expect.arrayContaining([
        ['BOARD', lang === 'ko' ? '지켜보기 게시판' : 'Watch board', 'TRACKING'],
        ['POST', '목록에 보일 글', 'WATCHING'],
        ['TAG', 'mlops', 'MUTED'],
      ]),
    );
    expect(all.find((item) => item.target === 'POST')?.path).toBe(`/community/community-forum-detail/${postId}`);
    // nobody else's choices
    const other = (await readJson<{ total: number }>(await t.get('/api/member/watches', lang, { cookie: bystander.cookie }))).data;
    expect(other.total).toBeLessThan(10);
  });
});
