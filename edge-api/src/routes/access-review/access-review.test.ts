import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccessReviewDetail, AccessReviewList, AccessReviewSummary } from '#core/schemas/access-review.ts';
import type { ConsoleReviewsDue } from '#core/schemas/console-review.ts';
import { schema } from '#db/client.ts';
import { findAccountById, updateAccount } from '#db/queries/account.ts';
import {
  createAccount,
  expectFailure,
  readJson,
  signedInAdmin,
  signedInMember,
  TEST_START,
  useApp,
  type SignedInAdmin,
  type TestApp,
} from '../../testing/api-kit.ts';

// The quarterly access review (issue 33, ISMS-P 2.5.6): every account with a console role and its last use, each
// confirmed or revoked; a revocation ends the account's console sessions at once; the review completes when all are
// decided, and is kept.

let t: TestApp;
let reviewer: SignedInAdmin;
useApp(async (app) => {
  t = app;
  app.clock.now = TEST_START;
  reviewer = await signedInAdmin(app);
});

const as = () => ({ cookie: reviewer.cookie, 'x-test-ip': '198.51.100.9' });
const QUARTER = '2026-Q4';
const decide = (userId: number, decision: string, lang: 'ko' | 'en' = 'ko', quarter = QUARTER) =>
  t.send('PUT', `/api/admin/access-review/${quarter}/${userId}`, { decision }, lang, as());
const detail = async () => (await readJson<AccessReviewDetail>(await t.get(`/api/admin/access-review/${QUARTER}`, 'ko', as()))).data;
const due = async () => (await readJson<ConsoleReviewsDue>(await t.get('/api/admin/console-review/due', 'ko', as()))).data;

describe('the quarterly access review', () => {
  it('lists every console account with its last use, revokes at once, and completes when every account is decided', async () => {
    const admin = await signedInAdmin(t);
    const manager = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    const idle = await createAccount(t);
    await signedInMember(t, { role: 'STAFF' });

    const before = (await readJson<AccessReviewList>(await t.get('/api/admin/access-review', 'en', as()))).data;
    expect(before).toMatchObject({ current: QUARTER, currentStarted: false });
    expect((await due()).accessReviewQuarter).toBe(QUARTER);
    await expectFailure(await t.get(`/api/admin/access-review/${QUARTER}`, 'en', as()), 404, 'en', 'accessReview.notStarted', { quarter: QUARTER });

    const started = await t.send('POST', '/api/admin/access-review', {}, 'ko', as());
    expect(started.status).toBe(201);
    expect((await readJson<AccessReviewSummary>(started)).data).toMatchObject({
      quarter: QUARTER,
      startedByUsername: reviewer.username,
      total: 4,
      decided: 0,
      completedAt: null,
    });
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.send('POST', '/api/admin/access-review', {}, lang, as()), 409, lang, 'accessReview.startedAlready', { quarter: QUARTER });
    }

    const items = new Map((await detail()).items.map((item) => [item.userId, item]));
    expect([...items.keys()].sort((x, y) => x - y)).toEqual([reviewer.id, admin.id, manager.id, idle.id].sort((x, y) => x - y));
    // the console sign-in is an ADMIN's last use; a content manager's is the site's sign-in
    expect(items.get(admin.id)).toMatchObject({ role: 'ADMIN', lastConsoleSignIn: TEST_START.toISOString(), idle: false, decision: null });
    expect(items.get(manager.id)).toMatchObject({ role: 'CONTENT_MANAGER', lastConsoleSignIn: null, lastSignIn: TEST_START.toISOString(), idle: false });
    expect(items.get(idle.id)).toMatchObject({ lastConsoleSignIn: null, lastSignIn: null, idle: true });

    // the revoked admin's console session ends with the answer, and the change is in the permission history
    expect((await t.get('/api/admin/role', 'ko', { cookie: admin.cookie })).status).toBe(200);
    const revoked = await decide(admin.id, 'REVOKED', 'en');
    expect(await readJson(revoked)).toMatchObject({ success: true, message: expect.stringMatching(/^Revoked/) as unknown, data: { decided: 1, total: 4 } });
    await expectFailure(await t.get('/api/admin/role', 'ko', { cookie: admin.cookie }), 401, 'ko', 'auth.sessionExpired');
    expect((await findAccountById(t.db, admin.id))?.role).toBe('MEMBER');
    const [history] = await t.db
      .select()
      .from(schema.permissionChangeHistory)
      .where(and(eq(schema.permissionChangeHistory.userId, admin.id), eq(schema.permissionChangeHistory.step, 'REVOKED')));
    expect(history).toMatchObject({ fromRole: 'ADMIN', toRole: 'MEMBER', changedByUsername: reviewer.username, detail: `access review ${QUARTER}` });

    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await decide(admin.id, 'CONFIRMED', lang), 409, lang, 'accessReview.decidedAlready', { username: admin.username });
      await expectFailure(await decide(reviewer.id, 'REVOKED', lang), 409, lang, 'accessReview.ownRole');
      await expectFailure(await decide(manager.id, 'KEEP', lang), 422, lang, 'accessReview.decisionInvalid');
    }

    // given a console role since the start: listed at the next decision; one that lost it while undecided leaves
    const lateManager = await createAccount(t, { role: 'CONTENT_MANAGER' });
    await updateAccount(t.db, idle.id, { role: 'STAFF' });
    expect(await readJson(await decide(manager.id, 'CONFIRMED'))).toMatchObject({ message: '역할을 유지했습니다.' });
    const now = (await detail()).items.map((item) => item.userId);
    expect(now).toContain(lateManager.id);
    expect(now).not.toContain(idle.id);
    await expectFailure(await decide(idle.id, 'CONFIRMED', 'en'), 404, 'en', 'accessReview.notListed');

    await decide(reviewer.id, 'CONFIRMED');
    expect((await due()).accessReviewQuarter).toBe(QUARTER);
    const last = await decide(lateManager.id, 'CONFIRMED', 'en');
    expect(await readJson(last)).toMatchObject({
      message: 'Decided. Every account is decided: the review is complete.',
      data: { total: 4, decided: 4, completedByUsername: reviewer.username, completedAt: TEST_START.toISOString() },
    });
    expect((await due()).accessReviewQuarter).toBeNull();
    // kept and listed
    const after = (await readJson<AccessReviewList>(await t.get('/api/admin/access-review', 'ko', as()))).data;
    expect(after.currentStarted).toBe(true);
    expect(after.reviews[0]).toMatchObject({ quarter: QUARTER, total: 4, decided: 4, completedByUsername: reviewer.username });
  });

  it('refuses a malformed quarter and answers no review of another quarter', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.get('/api/admin/access-review/2026-Q5', lang, as()), 422, lang, 'accessReview.quarterInvalid');
      await expectFailure(await decide(1, 'CONFIRMED', lang, '2025-Q1'), 404, lang, 'accessReview.notStarted', { quarter: '2025-Q1' });
    }
  });

  it('is decided once in the database too', async () => {
    await expect(t.db.update(schema.accessReviewItem).set({ decision: 'REVOKED' }).where(eq(schema.accessReviewItem.userId, reviewer.id))).rejects.toThrow();
    const [row] = await t.db.select().from(schema.accessReviewItem).where(eq(schema.accessReviewItem.userId, reviewer.id));
    expect(row?.decision).toBe('CONFIRMED');
  });
});

describe('who may call the console’s review calls', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/console-review/due'],
    ['GET', '/api/admin/log-review'],
    ['GET', '/api/admin/log-review/2026-10'],
    ['POST', '/api/admin/log-review/2026-10', { note: 'x' }],
    ['GET', '/api/admin/role-grant'],
    ['PUT', '/api/admin/role-grant/1/approve', {}],
    ['PUT', '/api/admin/role-grant/1/reject', {}],
    ['PUT', '/api/admin/role-grant/1/withdraw', {}],
    ['GET', '/api/admin/access-review'],
    ['POST', '/api/admin/access-review', {}],
    ['GET', '/api/admin/access-review/2026-Q4'],
    ['PUT', '/api/admin/access-review/2026-Q4/1', { decision: 'CONFIRMED' }],
  ];

  it('a member session and no session get 401, a CONTENT_MANAGER’s console session 403', async () => {
    const member = await signedInMember(t);
    const manager = await signedInAdmin(t);
    await updateAccount(t.db, manager.id, { role: 'CONTENT_MANAGER' });
    for (const [method, path, body] of calls) {
      await expectFailure(await t.send(method, path, body, 'ko', { cookie: member.cookie }), 401, 'ko', 'auth.loginRequired');
      await expectFailure(await t.send(method, path, body, 'en'), 401, 'en', 'auth.loginRequired');
      await expectFailure(await t.send(method, path, body, 'ko', { cookie: manager.cookie }), 403, 'ko', 'auth.accessDenied');
    }
  });
});
