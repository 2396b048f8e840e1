import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '#core/privacy/mask.ts';
import type { Page } from '#core/schemas/common.ts';
import type { OwnedContent, OwnedItem, OwnershipTransferRecord, UserSuggestion } from '#core/schemas/content-ownership.ts';
import { schema } from '#db/client.ts';
import { transferOwnedContent } from '#db/queries/owned-content.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { insertSuccessStory, successStorySeed } from '#db/seed/story-generators.ts';
import { createMember, expectFailure, readJson, signedInMember, useAdminApp, type TestApp } from '../../testing/api-kit.ts';

let t: TestApp;
const admin = useAdminApp((app) => (t = app));

const model = async (writer: string, deleted = false) => {
  const id = await insertPreBuiltModel(t.db, preBuiltModelSeed());
  await t.db
    .update(schema.preBuiltModel)
    .set({ insByUserName: writer, delYn: deleted ? 'Y' : 'N' })
    .where(eq(schema.preBuiltModel.id, id));
  return id;
};
const story = async (writer: string) => {
  const id = await insertSuccessStory(t.db, t.deps.blobs, successStorySeed());
  await t.db.update(schema.successStory).set({ insByUserName: writer }).where(eq(schema.successStory.id, id));
  return id;
};
const writerOf = async (table: typeof schema.preBuiltModel | typeof schema.successStory, id: number) =>
  (await t.db.select({ writer: table.insByUserName }).from(table).where(eq(table.id, id)))[0]?.writer;
const transfer = (body: unknown, lang: 'ko' | 'en' = 'ko') => t.send('POST', '/api/admin/change-content-ownership', body, lang, { cookie: admin().cookie });
const owned = async (id: number) => (await readJson<OwnedContent>(await t.get(`/api/admin/content-ownership/${id}`, 'ko', { cookie: admin().cookie }))).data;

describe('GET /api/admin/username', () => {
  it('suggests at most 10 active accounts by part of the name or e-mail, with no secrets', async () => {
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await createMember(t, { name: `제안대상${String(i).padStart(2, '0')}` }));
    const dormant = await createMember(t, { name: '제안대상휴면', status: 'DORMANT' });
    const res = await t.get(`/api/admin/username?keyword=${encodeURIComponent('제안대상')}`, 'ko', { cookie: admin().cookie });
    const found = (await readJson<UserSuggestion[]>(res)).data;
    expect(found).toHaveLength(10);
    expect(found.every((user) => Object.keys(user).sort().join() === 'id,name,username')).toBe(true);
    // masked as the lists are (issue 33): the found accounts' names and addresses
    expect(found.every((user) => /^제\*{4}\d$/u.test(user.name))).toBe(true);
    expect(found.every((user) => /^m\*\*\*@example\.co\.kr$/.test(user.username))).toBe(true);
    expect(found.map((user) => user.id)).not.toContain(dormant.id);
    const byMail = (
      await readJson<UserSuggestion[]>(await t.get(`/api/admin/username?keyword=${encodeURIComponent(made[0]!.username)}`, 'ko', { cookie: admin().cookie }))
    ).data;
    expect(byMail.map((user) => user.id)).toEqual([made[0]!.id]);
    expect((await readJson<UserSuggestion[]>(await t.get('/api/admin/username?keyword=nobody-at-all-xyz', 'ko', { cookie: admin().cookie }))).data).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await t.get('/api/admin/username?keyword=a', 'ko')).status).toBe(401);
    const member = await signedInMember(t);
    expect((await t.get('/api/admin/username?keyword=a', 'ko', { cookie: member.cookie })).status).toBe(401);
    expect((await t.send('POST', '/api/admin/change-content-ownership', { fromUserId: 1, toUserId: 2 }, 'ko', { cookie: member.cookie })).status).toBe(401);
  });
});

describe('content ownership transfer', () => {
  it('lists what a user owns over every kind, and moves everything in one step with its record', async () => {
    const from = await createMember(t, { name: '김이전' });
    const to = await createMember(t, { name: '박인수' });
    const m1 = await model('김이전');
    const gone = await model('김이전', true);
    const s1 = await story('김이전');
    const other = await model('최타인');
    const listed = await owned(from.id);
    expect(listed.user).toEqual({ id: from.id, name: '김*전', username: maskEmail(from.username) });
    expect(listed.items.map((item) => `${item.kind}:${item.id}`).sort()).toEqual([`PRE_BUILT_MODEL:${m1}`, `SUCCESS_STORY:${s1}`].sort());

    const res = await transfer({ fromUserId: from.id, toUserId: to.id });
    expect(res.status).toBe(200);
    expect((await readJson<{ moved: OwnedItem[] }>(res)).data.moved).toHaveLength(2);
    expect([await writerOf(schema.preBuiltModel, m1), await writerOf(schema.preBuiltModel, gone), await writerOf(schema.successStory, s1)]).toEqual([
      '박인수',
      '박인수',
      '박인수',
    ]);
    expect(await writerOf(schema.preBuiltModel, other)).toBe('최타인');
    expect((await owned(from.id)).items).toEqual([]);

    const history = (
      await readJson<Page<OwnershipTransferRecord>>(
        await t.get(`/api/admin/content-ownership-history?keyword=${encodeURIComponent('김이전')}`, 'ko', { cookie: admin().cookie }),
      )
    ).data;
    expect(history.items[0]).toMatchObject({
      adminUsername: admin().username,
      fromName: '김*전',
      fromUsername: maskEmail(from.username),
      toName: '박*수',
      toUsername: maskEmail(to.username),
      scope: 'ALL',
      itemCount: 2,
    });
    expect(JSON.parse(history.items[0]?.items ?? '[]')).toHaveLength(2);
  });

  it('shows the new author on the public pages at once', async () => {
    const from = await createMember(t, { name: '정공개' });
    const to = await createMember(t, { name: '한새작가' });
    const id = await model('정공개');
    const before = await readJson<{ insByUserName: string }>(await t.get(`/api/public/pre-built-model?id=${id}`));
    expect(before.data.insByUserName).toBe('정공개');
    expect((await transfer({ fromUserId: from.id, toUserId: to.id })).status).toBe(200);
    const after = await readJson<{ insByUserName: string }>(await t.get(`/api/public/pre-built-model?id=${id}`));
    expect(after.data.insByUserName).toBe('한새작가');
  });

  it('moves only the chosen items, and refuses an item that is not the former owner’s', async () => {
    const from = await createMember(t, { name: '윤선택' });
    const to = await createMember(t, { name: '서받음' });
    const keep = await model('윤선택');
    const move = await story('윤선택');
    const foreign = await model('남의것');
    await expectFailure(
      await transfer({ fromUserId: from.id, toUserId: to.id, items: [{ kind: 'PRE_BUILT_MODEL', id: foreign }] }),
      409,
      'ko',
      'ownership.notOwned',
    );
    const res = await transfer({ fromUserId: from.id, toUserId: to.id, items: [{ kind: 'SUCCESS_STORY', id: move }] });
    expect(res.status).toBe(200);
    expect([await writerOf(schema.preBuiltModel, keep), await writerOf(schema.successStory, move), await writerOf(schema.preBuiltModel, foreign)]).toEqual([
      '윤선택',
      '서받음',
      '남의것',
    ]);
  });

  it('refuses the same user, an inactive new owner and an owner with nothing, in the caller language', async () => {
    const from = await createMember(t, { name: '조거절' });
    const dormant = await createMember(t, { name: '휴면수신', status: 'DORMANT' });
    await model('조거절');
    await expectFailure(await transfer({ fromUserId: from.id, toUserId: from.id }, 'en'), 422, 'en', 'ownership.sameUser');
    await expectFailure(await transfer({ fromUserId: from.id, toUserId: dormant.id }), 409, 'ko', 'ownership.targetUnavailable');
    const empty = await createMember(t, { name: '빈손' });
    const active = await createMember(t, { name: '받을사람' });
    await expectFailure(await transfer({ fromUserId: empty.id, toUserId: active.id }), 422, 'ko', 'ownership.nothingToMove');
    expect((await transfer({ fromUserId: 'x', toUserId: 2 })).status).toBe(422);
    await expectFailure(await transfer({ fromUserId: 999_999, toUserId: active.id }), 404, 'ko', 'ownership.userNotFound');
  });

  it('writes nothing when the batch fails half-way: the new owner deleted after it was looked up', async () => {
    const from = await createMember(t, { name: '도실패' });
    const to = await createMember(t, { name: '곧삭제' });
    const m = await model('도실패');
    const s = await story('도실패');
    const recordsBefore = (await t.db.select().from(schema.contentOwnershipTransfer)).length;
    // the account goes between the look-up and the batch; the moves run first, the record last fails on its reference
    await t.db.delete(schema.userAccount).where(eq(schema.userAccount.id, to.id));
    await expect(
      transferOwnedContent(t.db, {
        from: '도실패',
        to: '곧삭제',
        record: (items) =>
          t.db.insert(schema.contentOwnershipTransfer).values({
            adminId: 1,
            adminUsername: 'admin',
            fromUserId: from.id,
            fromUsername: from.username,
            fromName: '도실패',
            toUserId: to.id,
            toUsername: to.username,
            toName: '곧삭제',
            scope: 'ALL',
            items: JSON.stringify(items),
            itemCount: items.length,
            createdAt: new Date().toISOString(),
          }),
      }),
    ).rejects.toThrow();
    expect([await writerOf(schema.preBuiltModel, m), await writerOf(schema.successStory, s)]).toEqual(['도실패', '도실패']);
    expect(await t.db.select().from(schema.contentOwnershipTransfer)).toHaveLength(recordsBefore);
  });
});
