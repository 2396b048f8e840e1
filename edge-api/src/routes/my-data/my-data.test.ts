// A member's own data (issue 33): the JSON file and the workbook hold every kind of the member's data and nothing of
// another member's, though both wrote in the same threads; only with the password re-entered; the same file again
// within a minute is refused; past the workbook's row limit the JSON file still holds everything.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentActions, consentCodeKey, consentItemKey, consentItems, consentSources } from '#core/schemas/consent.ts';
import { schema } from '#db/client.ts';
import { settleAfterAnswer } from '../../lib/after-answer.ts';
import { EXPORT_MAX_ROWS, XLSX_TYPE } from '../../lib/excel.ts';
import { expectFailure, msg, readJson, signedInMember, TEST_START, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';
import { readWorkbook } from '../../testing/xlsx.ts';
import { accountFields, columnKey, myDataFields, myDataKinds, sheetKey } from './my-data-sections.ts';

type Member = Awaited<ReturnType<typeof signedInMember>>;
type MyDataFile = Record<string, unknown> & { account: Record<string, unknown>; consents: { required: unknown[]; optional: unknown[] } };

let t: TestApp;
let me: Member;
let other: Member;
let manager: Member;
let minutes = 0;

const send = (method: string, path: string, who: Member, body?: unknown, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });
const created = async (res: Response) => {
  const envelope = await readJson<{ id: number }>(res);
  expect(res.status, envelope.message).toBe(201);
  await settleAfterAnswer();
  return envelope.data.id;
};
const reauth = async (who: Member) => expect((await send('POST', '/api/auth/import-password', who, { password: who.password })).status).toBe(200);
/** The clock a few minutes on: each download is a new one for the once-a-minute rule. */
const later = () => {
  minutes += 2;
  t.clock.now = new Date(TEST_START.getTime() + minutes * 60_000);
};
const download = (who: Member, format: 'json' | 'xlsx', lang: 'ko' | 'en' = 'ko') =>
  t.get(`/api/member/my-data?format=${format}`, lang, { cookie: who.cookie, 'timezone-offset': '-540' });

/** The texts each member wrote, unique to them, to look for in the files. */
const mine = { post: '내 게시글 본문 MINE-POST', comment: '내 댓글 MINE-COMMENT', reply: '남의 글에 단 내 댓글 MINE-REPLY' };
const theirs = { post: '다른 회원의 게시글 THEIRS-POST', comment: '다른 회원의 댓글 THEIRS-COMMENT', title: 'THEIRS-TITLE' };

/** A shared model of each member with a release each (a shared model's releases are its writer's: decision 055). */
async function seedSharedModels(now: string) {
  const [model] = await t.db
    .insert(schema.knowledgeModel)
    .values({
      modelName: 'MINE-MODEL',
      descriptionModel: 'MINE-MODEL',
      insById: me.id,
      insByUserName: me.name,
      insDtm: now,
      task: 'forecasting',
      version: '1.0',
    })
    .returning({ id: schema.knowledgeModel.id });
  const [theirModel] = await t.db
    .insert(schema.knowledgeModel)
    .values({ modelName: 'THEIRS-MODEL', descriptionModel: 'THEIRS-MODEL', insById: other.id, insByUserName: other.name, insDtm: now })
    .returning({ id: schema.knowledgeModel.id });
  await t.db.insert(schema.modelVersion).values([
    { kind: 'KNOWLEDGE_MODEL', itemId: model!.id, version: '1.0', changelogKr: 'MINE-RELEASE', releasedAt: now },
    { kind: 'KNOWLEDGE_MODEL', itemId: theirModel!.id, version: '1.0', changelogKr: 'THEIRS-RELEASE', releasedAt: now },
  ]);
}

async function seedBoth() {
  const boardId = await created(
    await send('POST', '/api/admin/forum-bulletin-menu', manager, {
      nameKr: '내 데이터 게시판',
      nameEn: 'My data board',
      category: 'Q&A',
      sortOrder: 9,
      tags: ['질문'],
      accessEmails: [],
    }),
  );
  const write = (who: Member, title: string, content: string) =>
    send('POST', '/api/member/forum-bulletin', who, { boardId, title, content: `<p>${content}</p>`, tags: ['질문'], attachments: [] });
  const myPost = await created(await write(me, 'MINE-TITLE', mine.post));
  const theirPost = await created(await write(other, theirs.title, theirs.post));
  // both write in each other's thread: the other's comment on my post tells me (a notification naming them)
  await created(await send('POST', `/api/member/forum-bulletin/${myPost}/comments`, other, { content: theirs.comment }));
  await created(await send('POST', `/api/member/forum-bulletin/${myPost}/comments`, me, { content: mine.comment }));
  await created(await send('POST', `/api/member/forum-bulletin/${theirPost}/comments`, me, { content: mine.reply }));
  for (const who of [me, other]) {
    expect((await send('PUT', `/api/member/reactions/POST/${who === me ? theirPost : myPost}/LIKE`, who)).status).toBe(200);
    expect((await send('PUT', `/api/member/bookmarks/FORUM/${who === me ? theirPost : myPost}`, who)).status).toBe(200);
  }
  const now = TEST_START.toISOString();
  for (const [who, tag] of [
    [me, 'MINE'],
    [other, 'THEIRS'],
  ] as const) {
    await t.db.insert(schema.watch).values({ accountId: who.id, target: 'BOARD', key: String(boardId), level: 'WATCHING', createdAt: now });
    await t.db.insert(schema.notificationPreference).values({ accountId: who.id, kind: 'FORUM_COMMENT', channel: 'DAILY', updatedAt: now });
    // the ways to sign in of issue 34, with secrets the export must never carry
    await t.db.insert(schema.totpFactor).values({ userId: who.id, secret: `SEALED-SECRET-${tag}`, confirmedAt: now, updatedAt: now });
    await t.db.insert(schema.recoveryCode).values({ userId: who.id, codeHash: `CODE-HASH-${tag}`, createdAt: now });
    await t.db.insert(schema.passkey).values({
      userId: who.id,
      scope: 'MEMBER',
      credentialId: `CREDENTIAL-${tag}`,
      publicKey: `PUBLIC-KEY-${tag}`,
      userHandle: `HANDLE-${tag}`,
      deviceType: 'multiDevice',
      name: `${tag}-PASSKEY`,
      createdAt: now,
    });
    await t.db
      .insert(schema.signInProviderLink)
      .values({ userId: who.id, provider: 'kakao', subject: `SUBJECT-${tag}`, email: `${tag}@kakao.example`, linkedAt: now });
    await t.db.insert(schema.attachment).values({
      code: 'FORUM_BULLETIN_BOARD',
      uploadedBy: who.id,
      name: `${tag}-FILE`,
      extension: 'pdf',
      size: 1234,
      contentType: 'application/pdf',
      storedPath: `/files/forum/${tag.toLowerCase()}-file.pdf`,
      createdDate: now,
    });
    await t.db
      .insert(schema.contentUsageHistory)
      .values({ contentType: 'SOFTWARE', action: 'DOWNLOAD', title: `${tag}-USAGE`, userId: who.id, username: who.username, createdAt: now });
    await t.db.insert(schema.partnerApplication).values({
      company: `${tag}-COMPANY`,
      businessTypes: 'FINANCE',
      name: who.name,
      contact: '01012345678',
      email: who.username,
      country: '+82',
      lang: 'ko',
      userId: who.id,
      createdAt: now,
    });
    await t.db
      .insert(schema.forumReport)
      .values({ targetType: 'POST', targetId: who === me ? theirPost : myPost, reporterId: who.id, reason: 'SPAM', detail: `${tag}-REPORT`, insDtm: now });
  }
  // a partner question of mine answered by the other: their answer is not mine
  const [question] = await t.db
    .insert(schema.partnerQna)
    .values({
      type: 'TECH',
      productCd: 'STUDIO',
      title: 'MINE-QUESTION',
      content: '<p>MINE-QUESTION</p>',
      writerId: me.id,
      insByUserName: me.name,
      insDtm: now,
    })
    .returning({ id: schema.partnerQna.id });
  await t.db.insert(schema.partnerQnaComment).values([
    { questionId: question!.id, content: 'THEIRS-ANSWER', writerId: other.id, insByUserName: other.name, insDtm: now },
    { questionId: question!.id, content: 'MINE-FOLLOW-UP', writerId: me.id, insByUserName: me.name, insDtm: now },
  ]);
  const [video] = await t.db
    .insert(schema.video)
    .values({ product: 'data-hub', category: 'ONLINE_CLASS', titleKr: '영상', titleEn: 'Video', videoId: 'abcdefghijk', insDtm: now })
    .returning({ id: schema.video.id });
  await t.db.insert(schema.videoProgress).values({ accountId: me.id, videoId: video!.id, doneDtm: now });
  await t.db.insert(schema.permissionChangeHistory).values({
    changedById: other.id,
    changedByUsername: other.username,
    userId: me.id,
    username: me.username,
    fromRole: 'MEMBER',
    toRole: 'MEMBER',
    createdAt: now,
  });
  await seedSharedModels(now);
  await t.db
    .insert(schema.knowledgeDataSet)
    .values({ dataSetName: 'MINE-DATA', descriptionDataSet: 'MINE-DATA', insById: me.id, insByUserName: me.name, insDtm: now });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_START;
  me = await signedInMember(t, { name: '김내꺼', username: 'mine.member@example.co.kr' });
  other = await signedInMember(t, { name: '박남의', username: 'theirs.member@example.co.kr' });
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '관리자' });
  await seedBoth();
});
afterAll(() => t.close());
beforeEach(async () => {
  later();
  await reauth(me);
});

describe('GET /api/member/my-data', () => {
  it('answers a JSON file with every kind of the member’s data and nothing of the other member’s', async () => {
    const res = await download(me, 'json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; .*filename\*=UTF-8''%EB%82%B4%20%EB%8D%B0%EC%9D%B4%ED%84%B0_20261120\.json/);
    const text = await res.text();
    const file = JSON.parse(text) as MyDataFile;
    expect(file.account).toMatchObject({ id: me.id, username: me.username, name: me.name, role: 'MEMBER', status: 'ACTIVE' });
    // nothing secret: no hash of the password, no token
    expect(text).not.toMatch(/passwordHash|password_hash|scrypt|tokenHash|token_hash|SEALED-SECRET|CODE-HASH|CREDENTIAL-|PUBLIC-KEY|HANDLE-|SUBJECT-/);
    expect(file['passkeys']).toEqual([expect.objectContaining({ name: 'MINE-PASSKEY', scope: 'MEMBER', synced: false })]);
    expect(file['signInProviders']).toEqual([{ provider: 'kakao', email: 'MINE@kakao.example', linkedAt: TEST_START.toISOString() }]);
    for (const kind of myDataKinds) {
      expect((file[kind] as unknown[]).length, kind).toBeGreaterThan(0);
    }
    for (const text of Object.values(mine)) expect(JSON.stringify(file)).toContain(text);
    for (const tag of ['MINE-FILE', 'MINE-USAGE', 'MINE-COMPANY', 'MINE-REPORT', 'MINE-QUESTION', 'MINE-FOLLOW-UP', 'MINE-MODEL', 'MINE-DATA', 'MINE-RELEASE'])
      expect(text).toContain(tag);
    // nothing the other member wrote or owns; their address nowhere (not even as the one who changed a role)
    for (const their of [
      ...Object.values(theirs),
      'THEIRS-FILE',
      'THEIRS-USAGE',
      'THEIRS-COMPANY',
      'THEIRS-REPORT',
      'THEIRS-ANSWER',
      'THEIRS-PASSKEY',
      'THEIRS-MODEL',
      'THEIRS-RELEASE',
      other.username,
    ]) {
      expect(text).not.toContain(their);
    }
    // the other member's name only where it is part of my record: the notification of their comment on my post
    const notifications = file['notifications'] as { actor: string; kind: string }[];
    expect(notifications).toContainEqual(expect.objectContaining({ kind: 'FORUM_COMMENT', actor: other.name }));
    expect(text.split(other.name).length - 1).toBe(notifications.filter((n) => n.actor === other.name).length);
    // my comment on their post names the post by id and link, not its writer or text
    const comments = file['forumComments'] as { content: string; link: string }[];
    expect(comments.map((comment) => comment.content).sort()).toEqual([mine.comment, mine.reply].sort());
    expect(comments[0]?.link).toMatch(/^http:\/\/portal\.test\/community\/community-forum-detail\/\d+$/);
    // a live file links to its download
    expect((file['files'] as { link: string }[])[0]?.link).toBe('http://portal.test/api/files/forum/mine-file.pdf');
    // the consents, their history and this very download are in it
    expect(file.consents.required.length).toBe(3);
    expect((file['consentHistory'] as { source: string }[]).every((row) => row.source === 'SIGN_UP')).toBe(true);
    expect(file['dataExports']).toContainEqual(expect.objectContaining({ format: 'JSON' }));
  });

  it.each(['ko', 'en'] as const)('answers a workbook with a sheet per kind, read back in the member’s language (%s)', async (lang) => {
    const res = await download(me, 'xlsx', lang);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    const book = readWorkbook(new Uint8Array(await res.arrayBuffer()));
    const sheet = (kind: string) => book.get(msg(lang, `myData.sheet.${kind}` as 'myData.yes'));
    expect([...book.keys()]).toEqual(['account', 'consents', ...myDataKinds].map((kind) => msg(lang, `myData.sheet.${kind}` as 'myData.yes')));
    const account = sheet('account') ?? [];
    expect(account[0]).toEqual([msg(lang, 'myData.column.field'), msg(lang, 'myData.column.value'), `${msg(lang, 'myData.column.at')} (UTC+09:00)`]);
    expect(account).toContainEqual([msg(lang, 'myData.column.username'), me.username]);
    expect(account).toContainEqual([msg(lang, 'myData.column.createdAt'), null, '2026-11-20 10:00:00']);
    const posts = sheet('forumPosts') ?? [];
    expect(posts[0]?.slice(0, 3)).toEqual([msg(lang, 'myData.column.id'), msg(lang, 'myData.column.board'), msg(lang, 'myData.column.title')]);
    expect(posts.slice(1).map((row) => row[2])).toEqual(['MINE-TITLE']);
    expect(sheet('consents')?.[1]).toEqual([msg(lang, 'myData.item.termsOfUse'), msg(lang, 'myData.yes'), '2026-11-20 10:00:00']);
    const cells = JSON.stringify([...book.values()]);
    for (const their of [...Object.values(theirs), 'THEIRS-ANSWER', 'THEIRS-FILE', other.username]) expect(cells).not.toContain(their);
    expect(cells).toContain(mine.reply);
  });

  it('asks for the password again, and refuses the same file within a minute in both languages', async () => {
    await t.db.update(schema.session).set({ reauthUntil: null });
    await expectFailure(await download(me, 'json', 'en'), 403, 'en', 'auth.reauthRequired');
    await reauth(me);
    expect((await download(me, 'json')).status).toBe(200);
    for (const lang of ['ko', 'en'] as const)
      await expectFailure(await download(me, 'json', lang), 429, lang, 'myData.exportTooSoon', { seconds: 60, count: 20 });
    // the other format is another file; a minute later the same one again
    expect((await download(me, 'xlsx')).status).toBe(200);
    t.clock.now = new Date(t.clock.now!.getTime() + 61_000);
    await reauth(me);
    expect((await download(me, 'json')).status).toBe(200);
    const recorded = await t.db
      .select()
      .from(schema.personalDataExport)
      .where(sql`user_id = ${me.id}`);
    expect(recorded.filter((row) => row.createdAt > TEST_START.toISOString()).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a visitor and a signed-in member without the password', async () => {
    await expectFailure(await t.get('/api/member/my-data?format=json', 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await download(other, 'json', 'en'), 403, 'en', 'auth.reauthRequired');
  });

  it(`points to the JSON file past the workbook's ${EXPORT_MAX_ROWS} rows, which the JSON file holds a page at a time`, async () => {
    const crowd = await signedInMember(t, { name: '많은기록' });
    await t.db.run(sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${EXPORT_MAX_ROWS + 1})
      insert into content_usage_history (content_type, action, title, user_id, username, created_at)
      select 'SOFTWARE', 'DOWNLOAD', 'row ' || i, ${crowd.id}, ${crowd.username}, ${TEST_START.toISOString()} from n`);
    await reauth(crowd);
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await download(crowd, 'xlsx', lang), 422, lang, 'myData.tooManyRowsForWorkbook', { limit: EXPORT_MAX_ROWS.toLocaleString('en-US') });
    }
    const file = (await (await download(crowd, 'json')).json()) as MyDataFile;
    const usage = file['contentUsage'] as { title: string }[];
    expect(usage).toHaveLength(EXPORT_MAX_ROWS + 1);
    expect(new Set(usage.map((row) => row.title)).size).toBe(EXPORT_MAX_ROWS + 1);
    // the refused workbook was not counted as a download
    expect((file['dataExports'] as { format: string }[]).map((row) => row.format)).toEqual(['JSON']);
  });
});

describe('the words of the files', () => {
  it('names every sheet, header, consent item, action and source in both languages', () => {
    const keys = [
      ...['account', 'consents', ...myDataKinds].map(sheetKey),
      ...[
        ...Object.values(myDataFields).flatMap((fields) => fields.map((field) => field.name)),
        ...accountFields,
        'field',
        'value',
        'at',
        'item',
        'agreed',
        'changedAt',
      ].map(columnKey),
      ...consentItems.map(consentItemKey),
      ...consentActions.map((code) => consentCodeKey('action', code)),
      ...consentSources.map((code) => consentCodeKey('source', code)),
    ];
    for (const lang of ['ko', 'en'] as const) expect(keys.filter((key) => msg(lang, key) === key || msg(lang, key) === '')).toEqual([]);
    // a sheet's name fits a spreadsheet's 31 characters
    for (const lang of ['ko', 'en'] as const)
      for (const kind of ['account', 'consents', ...myDataKinds]) expect(msg(lang, sheetKey(kind)).length).toBeLessThanOrEqual(31);
  });
});
