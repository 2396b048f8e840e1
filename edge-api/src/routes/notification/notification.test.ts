import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPage } from '#core/schemas/notification.ts';
import { runBatch, schema } from '#db/client.ts';
import { createBoard, createPost } from '#db/queries/forum-write.ts';
import { notificationInserts, type NotificationRow } from '#db/queries/notification.ts';
import { runJobs } from '../../jobs/run-jobs.ts';
import { expectFailure, msg, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let reader: { id: number; cookie: string };
let other: { id: number; cookie: string };
/** Live posts of an open board: a notification shows only while its reader may read its post. */
const posts: number[] = [];
/** The id of the n-th post (1-based), the `refObjId` of a notification about it. */
const ref = (n: number) => posts[n - 1] as number;

beforeAll(async () => {
  t = await createTestApp();
  reader = await signedInMember(t);
  other = await signedInMember(t);
  const now = new Date('2026-11-20T00:00:00Z');
  const board = await createBoard(
    t.db,
    { nameKr: '알림 시험', nameEn: 'Notification tests', category: 'TEST', sortOrder: 99, tags: ['시험'], accessEmails: [] },
    'test',
    now,
  );
  for (let i = 0; i < 25; i++) {
    posts.push(
      await createPost(
        t.db,
        { boardId: board, title: `post ${i + 1}`, content: '<p>본문</p>', tags: ['시험'], attachments: [] },
        { accountId: other.id, name: 'other' },
        now,
      ),
    );
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(schema.notification);
});

const notify = (rows: NotificationRow[]) => runBatch(t.db, notificationInserts(t.db, rows));
const row = (accountId: number, minutes: number, overrides: Partial<NotificationRow> = {}): NotificationRow => ({
  accountId,
  kind: 'FORUM_COMMENT',
  refObjId: ref(7),
  actorName: 'Kim Minji',
  subject: 'Forecasting demand with XGBoost',
  createdDate: new Date(Date.UTC(2026, 10, 20, 1, minutes)).toISOString(),
  ...overrides,
});

const list = async (cookie: string, lang: 'ko' | 'en' = 'ko', query = '') => {
  const res = await t.get(`/api/member/notifications${query}`, lang, { cookie });
  expect(res.status).toBe(200);
  return (await readJson<NotificationPage>(res)).data;
};
const readAll = (cookie: string | undefined, lang: 'ko' | 'en' = 'ko') =>
  t.send('POST', '/api/public/notices/readAll', undefined, lang, { origin: SITE, ...(cookie ? { cookie } : {}) });

describe('GET /api/member/notifications', () => {
  it("lists only the member's own notifications, newest first, with the unread count", async () => {
    await notify([row(reader.id, 1), row(reader.id, 3, { refObjId: ref(9), kind: 'FORUM_REPLY' }), row(other.id, 2)]);
    const page = await list(reader.cookie);
    expect(page.items.map((item) => [item.refObjId, item.kind, item.seen])).toEqual([
      [ref(9), 'FORUM_REPLY', false],
      [ref(7), 'FORUM_COMMENT', false],
    ]);
    expect(page).toMatchObject({ total: 2, unreadCount: 2, page: 1 });
    expect((await list(other.cookie)).items).toHaveLength(1);
  });

  it.each(['ko', 'en'] as const)("writes the title and content in the reader's language, whatever the writer spoke (%s)", async (lang) => {
    await notify([row(reader.id, 1, { kind: 'FORUM_HIDDEN', actorName: '' })]);
    const [item] = (await list(reader.cookie, lang)).items;
    expect(item?.title).toBe(msg(lang, 'notification.kind.forumHidden.title'));
    expect(item?.content).toBe(msg(lang, 'notification.kind.forumHidden.content', { subject: 'Forecasting demand with XGBoost' }));
  });

  it('escapes what members wrote: a name or a title never becomes markup', async () => {
    await notify([row(reader.id, 1, { actorName: '<img src=x onerror=alert(1)>', subject: 'A & B "quoted" <script>' })]);
    const [item] = (await list(reader.cookie, 'en')).items;
    expect(item?.content).toBe('<strong>&lt;img src=x onerror=alert(1)&gt;</strong> commented on <em>A &amp; B &quot;quoted&quot; &lt;script&gt;</em>.');
  });

  it('pages through many, each page from the query, and is never kept for anyone else', async () => {
    await notify(Array.from({ length: 25 }, (_, i) => row(reader.id, i, { refObjId: ref(i + 1) })));
    const res = await t.get('/api/member/notifications?page=3&pageSize=10', 'ko', { cookie: reader.cookie });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = (await readJson<NotificationPage>(res)).data;
    expect(page).toMatchObject({ total: 25, totalPages: 3, unreadCount: 25 });
    expect(page.items.map((item) => item.refObjId)).toEqual([5, 4, 3, 2, 1].map(ref));
  });

  it.each(['ko', 'en'] as const)('asks a visitor to sign in, and refuses a bad page (%s)', async (lang) => {
    await expectFailure(await t.get('/api/member/notifications', lang), 401, lang, 'auth.loginRequired');
    const res = await t.get('/api/member/notifications?page=0', lang, { cookie: reader.cookie });
    expect(res.status).toBe(422);
  });

  it('is not for the console session: an admin signed in only to the console is asked to sign in', async () => {
    const admin = await signedInAdmin(t);
    expect((await t.get('/api/member/notifications', 'ko', { cookie: admin.cookie })).status).toBe(401);
  });
});

describe('POST /api/public/notices/readAll', () => {
  it("marks the signed-in member's notifications seen, and only theirs", async () => {
    await notify([row(reader.id, 1), row(reader.id, 2), row(other.id, 3)]);
    const res = await readAll(reader.cookie, 'en');
    expect(res.status).toBe(200);
    expect((await readJson(res)).data).toEqual({ marked: 2, unreadCount: 0 });
    const page = await list(reader.cookie);
    expect(page.unreadCount).toBe(0);
    expect(page.items.every((item) => item.seen)).toBe(true);
    expect((await list(other.cookie)).unreadCount).toBe(1);
    // a second opening has nothing left to mark
    expect((await readJson(await readAll(reader.cookie))).data).toEqual({ marked: 0, unreadCount: 0 });
  });

  it.each(['ko', 'en'] as const)('refuses a visitor and marks nothing (%s)', async (lang) => {
    await notify([row(reader.id, 1)]);
    await expectFailure(await readAll(undefined, lang), 401, lang, 'auth.loginRequired');
    expect((await list(reader.cookie)).unreadCount).toBe(1);
  });
});

describe('notificationInserts', () => {
  it('writes many rows in statements D1 accepts, and none for none', async () => {
    expect(notificationInserts(t.db, [])).toEqual([]);
    const rows = Array.from({ length: 40 }, (_, i) => row(reader.id, i));
    expect(notificationInserts(t.db, rows).length).toBeGreaterThan(1);
    await notify(rows);
    expect((await list(reader.cookie)).total).toBe(40);
  });

  it("goes in the caller's batch: when another statement of it fails, no notification is written", async () => {
    // the same id twice: the second insert fails, as a comment's might
    const withId = () => t.db.insert(schema.notification).values({ ...row(reader.id, 1), id: 5 });
    await expect(runBatch(t.db, [withId(), ...notificationInserts(t.db, [row(reader.id, 2)]), withId()])).rejects.toThrow();
    expect((await list(reader.cookie)).total).toBe(0);
  });
});

describe('purge-old-notifications', () => {
  it('removes notifications older than 90 days in the nightly run and writes it to the batch history', async () => {
    const now = new Date('2026-11-20T18:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await notify([row(reader.id, 0, { createdDate: daysAgo(91) }), row(reader.id, 0, { createdDate: daysAgo(89), refObjId: ref(8) })]);
    await runJobs('purge-old-notifications', t.deps, now);
    expect((await list(reader.cookie)).items.map((item) => item.refObjId)).toEqual([ref(8)]);
    const [run] = await t.db.select().from(schema.batchRun).where(eq(schema.batchRun.jobName, 'purge-old-notifications'));
    expect(run).toMatchObject({ status: 'SUCCESS', affectedCount: 1 });
  });
});
