// @mentions (issue 32): a name after "@" in a new post or comment tells that member if they may see the board;
// the writer hears of every name that reached nobody; the suggestions offer only people who may see the board.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MentionOutcome, MentionSuggestion } from '#core/schemas/mention.ts';
import type { NotificationPage } from '#core/schemas/notification.ts';
import { settleAfterAnswer } from '../../lib/after-answer.ts';
import { msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let manager: Member;
let writer: Member;
let emma: Member;
let haneul: Member;
let outsider: Member;
const stamp = Date.now().toString(36);

const send = (method: string, path: string, body: unknown, who: Member, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });
async function created<T>(res: Response): Promise<T> {
  const envelope = await readJson<T>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data;
}
const board = async (accessEmails: string[] = []) =>
  (
    await created<{ id: number }>(
      await send(
        'POST',
        '/api/admin/forum-bulletin-menu',
        { nameKr: '언급 게시판', nameEn: 'Mention board', category: 'Q&A', sortOrder: 7, tags: ['질문'], accessEmails },
        manager,
      ),
    )
  ).id;
const post = async (who: Member, boardId: number, content = '<p>질문입니다</p>', mentions?: number[]) => {
  const data = await created<{ id: number; mentions: MentionOutcome }>(
    await send(
      'POST',
      '/api/member/forum-bulletin',
      { boardId, title: '언급 테스트', content, tags: ['질문'], attachments: [], ...(mentions && { mentions }) },
      who,
    ),
  );
  await settleAfterAnswer();
  return data;
};
const comment = async (who: Member, postId: number, content: string, mentions?: number[], lang: 'ko' | 'en' = 'ko') => {
  const data = await created<{ id: number; mentions: MentionOutcome }>(
    await send('POST', `/api/member/forum-bulletin/${postId}/comments`, { content, ...(mentions && { mentions }) }, who, lang),
  );
  await settleAfterAnswer();
  return data.mentions;
};
const kindsAbout = async (who: Member, postId: number) => {
  const res = await t.get('/api/member/notifications?pageSize=50', 'ko', { cookie: who.cookie });
  return (await readJson<NotificationPage>(res)).data.items.filter((item) => item.refObjId === postId).map((item) => item.kind);
};
const suggest = async (who: Member, boardId: number, q: string, lang: 'ko' | 'en' = 'ko') =>
  t.get(`/api/member/forum-bulletin-menu/${boardId}/mention-suggestions?q=${encodeURIComponent(q)}`, lang, { cookie: who.cookie });

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: `관리자${stamp}` });
  emma = await signedInMember(t, { name: `Emma Clarke${stamp}`, lang: 'en' });
  haneul = await signedInMember(t, { name: `김하늘${stamp}` });
  outsider = await signedInMember(t, { name: `Outsider${stamp}` });
});
afterAll(() => t.close());
beforeEach(async () => {
  writer = await signedInMember(t, { name: `글쓴이${stamp}${Math.random().toString(36).slice(2, 6)}` });
});

describe('mentions in comments and posts', () => {
  it('tells the members named after "@", a multi-word name and a Korean name with a particle glued on', async () => {
    const boardId = await board();
    const { id: postId } = await post(writer, boardId);
    const outcome = await comment(outsider, postId, `@${emma.name} 그리고 @${haneul.name}님 확인 부탁드려요.`);
    expect(outcome).toEqual({ told: [emma.name, haneul.name], unreached: [], unknown: [] });
    expect(await kindsAbout(emma, postId)).toEqual(['FORUM_MENTION']);
    expect(await kindsAbout(haneul, postId)).toEqual(['FORUM_MENTION']);
    // the post's writer mentioned in a comment hears of the comment once, not twice
    await comment(outsider, postId, `@${writer.name} 답변드립니다`);
    expect(await kindsAbout(writer, postId)).toEqual(['FORUM_COMMENT', 'FORUM_COMMENT']);
  });

  it('a post mentions as a comment does, from its rich text', async () => {
    const boardId = await board();
    const { id: postId, mentions } = await post(writer, boardId, `<p>자료는 <strong>@${haneul.name}</strong> 님이 정리했습니다.</p>`);
    expect(mentions.told).toEqual([haneul.name]);
    expect(await kindsAbout(haneul, postId)).toEqual(['FORUM_MENTION']);
  });

  it('someone who cannot see a restricted board is told nothing, and the writer hears so; an unknown name likewise', async () => {
    const restricted = await board([writer.username, emma.username]);
    const { id: postId } = await post(writer, restricted);
    const outcome = await comment(writer, postId, `@${emma.name} @${outsider.name} @없는회원${stamp}`);
    expect(outcome).toEqual({ told: [emma.name], unreached: [outsider.name], unknown: [`없는회원${stamp}`] });
    expect(await kindsAbout(outsider, postId)).toEqual([]);
    expect(await kindsAbout(emma, postId)).toEqual(['FORUM_MENTION']);
  });

  it('a name two members share reaches nobody unless the writer picked one from the suggestions', async () => {
    const twinName = `Twin${stamp}`;
    const first = await signedInMember(t, { name: twinName });
    const second = await signedInMember(t, { name: twinName });
    const boardId = await board();
    const { id: postId } = await post(writer, boardId);
    expect(await comment(outsider, postId, `@${twinName} hello`)).toEqual({ told: [], unreached: [], unknown: [twinName] });
    expect(await comment(outsider, postId, `@${twinName} hello again`, [second.id])).toEqual({ told: [twinName], unreached: [], unknown: [] });
    expect(await kindsAbout(second, postId)).toEqual(['FORUM_MENTION']);
    expect(await kindsAbout(first, postId)).toEqual([]);
  });
});

describe('the suggestions', () => {
  it('offer only people who may see the board, by the start of their name', async () => {
    const restricted = await board([writer.username, emma.username]);
    const res = await suggest(writer, restricted, 'Emma Clarke');
    expect(res.status).toBe(200);
    const names = (await readJson<{ items: MentionSuggestion[] }>(res)).data.items.map((item) => item.name);
    expect(names).toContain(emma.name);
    const outsiders = (await readJson<{ items: MentionSuggestion[] }>(await suggest(writer, restricted, 'Outsider'))).data.items;
    expect(outsiders.map((item) => item.name)).not.toContain(outsider.name);
    // the staff who keep the boards may see it, so they are offered
    const staff = (await readJson<{ items: MentionSuggestion[] }>(await suggest(writer, restricted, '관리자'))).data.items;
    expect(staff.map((item) => item.name)).toContain(manager.name);
    // a board the caller may not see is one that does not exist; no letters is refused in the reader's language
    expect((await suggest(outsider, restricted, 'Emma')).status).toBe(404);
    for (const lang of ['ko', 'en'] as const) {
      const empty = await suggest(writer, restricted, ' ', lang);
      expect(empty.status).toBe(422);
      expect((await readJson(empty)).message).toContain(msg(lang, 'mention.queryInvalid'));
    }
    expect((await t.get(`/api/member/forum-bulletin-menu/${restricted}/mention-suggestions?q=E`, 'ko')).status).toBe(401);
  });
});
