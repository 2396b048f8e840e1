// The dormancy and notification batches on a real database, with accounts on both sides of every
// boundary: a day before and after the period, exactly `maximum`, a disabled setting, an account
// already dormant, admins against members, and a notice that must go once only.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import { schema } from '#db/client.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';
import { createAccount, createMember, type TestApp } from '../testing/api-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import { runJobs } from './run-jobs.ts';

const now = new Date('2026-11-23T18:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  t.clock.now = now;
});
afterEach(() => t.close());

const u = schema.userAccount;
async function member(lastAccessDaysAgo: number | null, overrides: Parameters<typeof createMember>[1] = {}) {
  const account = await createMember(t, overrides);
  await t.db
    .update(u)
    .set({ lastAccess: lastAccessDaysAgo === null ? null : daysAgo(lastAccessDaysAgo), activatedAt: daysAgo(800), createdDtm: daysAgo(800) })
    .where(eq(u.id, account.id));
  return account;
}
async function statusOf(id: number) {
  const [row] = await t.db.select({ status: u.status, dormantAt: u.dormantAt }).from(u).where(eq(u.id, id));
  return row;
}
const setWork = (id: number, values: Partial<typeof schema.batchWork.$inferInsert>) =>
  t.db.update(schema.batchWork).set(values).where(eq(schema.batchWork.id, id));
const lastRun = async (job: string) => (await listBatchRuns(t.db, 20)).find((run) => run.jobName === job);

describe('the account dormancy batch', () => {
  it('makes members idle for the designated period dormant, and no one a day short of it', async () => {
    const dayBefore = await member(364);
    const exactly = await member(365);
    const dayAfter = await member(366);
    const neverSignedIn = await member(null);
    await runJobs('account-dormancy', t.deps, now);
    expect((await statusOf(dayBefore.id))?.status).toBe('ACTIVE');
    expect(await statusOf(exactly.id)).toEqual({ status: 'DORMANT', dormantAt: now.toISOString() });
    expect((await statusOf(dayAfter.id))?.status).toBe('DORMANT');
    // no sign-in at all: idle since its activation, 800 days ago
    expect((await statusOf(neverSignedIn.id))?.status).toBe('DORMANT');
    expect(await lastRun('account-dormancy')).toMatchObject({ status: 'SUCCESS', affectedCount: 3 });
  });

  it('takes at most `maximum` a run, the longest idle first, and the rest on the next run', async () => {
    await setWork(1, { maximum: 2 });
    const oldest = await member(900);
    const older = await member(600);
    const old = await member(400);
    await runJobs('account-dormancy', t.deps, now);
    expect([(await statusOf(oldest.id))?.status, (await statusOf(older.id))?.status, (await statusOf(old.id))?.status]).toEqual([
      'DORMANT',
      'DORMANT',
      'ACTIVE',
    ]);
    await runJobs('account-dormancy', t.deps, now);
    expect((await statusOf(old.id))?.status).toBe('DORMANT');
  });

  it('does nothing to members while disabled or before its first day, and leaves a dormant account as it was', async () => {
    const idle = await member(500);
    const dormant = await member(500, { status: 'DORMANT' });
    await t.db
      .update(u)
      .set({ dormantAt: daysAgo(30) })
      .where(eq(u.id, dormant.id));
    await setWork(1, { enable: false });
    await runJobs('account-dormancy', t.deps, now);
    expect((await statusOf(idle.id))?.status).toBe('ACTIVE');
    expect((await lastRun('account-dormancy'))?.detail).toContain('member dormancy is off');
    // 2026-11-24 in Korea begins at 15:00 UTC on the 23rd: the job runs at 03:00 on the 24th
    await setWork(1, { enable: true, matureDate: '2026-11-25' });
    await runJobs('account-dormancy', t.deps, now);
    expect((await statusOf(idle.id))?.status).toBe('ACTIVE');
    await setWork(1, { matureDate: '2026-11-24' });
    await runJobs('account-dormancy', t.deps, now);
    expect((await statusOf(idle.id))?.status).toBe('DORMANT');
    expect((await statusOf(dormant.id))?.dormantAt).toBe(daysAgo(30));
  });

  it('locks admins after the admin period (90 days), apart from the members, with its own maximum', async () => {
    const idleAdmin = await createAccount(t);
    const busyAdmin = await createAccount(t);
    await t.db
      .update(u)
      .set({ lastAccess: daysAgo(91) })
      .where(eq(u.id, idleAdmin.id));
    await t.db
      .update(u)
      .set({ lastAccess: daysAgo(89) })
      .where(eq(u.id, busyAdmin.id));
    // a member idle for 100 days is far from the members' year
    const memberIdle100 = await member(100);
    await runJobs('account-dormancy', t.deps, now);
    expect((await statusOf(idleAdmin.id))?.status).toBe('DORMANT');
    expect((await statusOf(busyAdmin.id))?.status).toBe('ACTIVE');
    expect((await statusOf(memberIdle100.id))?.status).toBe('ACTIVE');
    expect((await lastRun('account-dormancy'))?.detail).toContain('1 admin(s) locked after 90 idle days');

    // the admin side ignores the members' switch, and a member idle for 400 days is not an admin
    const [first, second] = [await createAccount(t), await createAccount(t)];
    await t.db
      .update(u)
      .set({ lastAccess: daysAgo(200) })
      .where(eq(u.id, first.id));
    await t.db
      .update(u)
      .set({ lastAccess: daysAgo(150) })
      .where(eq(u.id, second.id));
    await t.db.update(schema.adminBatch).set({ maximum: 1 });
    await setWork(1, { enable: false });
    await runJobs('account-dormancy', t.deps, now);
    expect([(await statusOf(first.id))?.status, (await statusOf(second.id))?.status]).toEqual(['DORMANT', 'ACTIVE']);
  });
});

describe('the notification batch', () => {
  const mailsTo = async (address: string) => t.mailTo(address);

  it('warns members 30 days before dormancy, in their language, once per period of inactivity', async () => {
    const inWindow = await member(336, { lang: 'en' });
    const korean = await member(350);
    const tooEarly = await member(334);
    const alreadyDormant = await member(400, { status: 'DORMANT' });
    const admin = await createAccount(t);
    await t.db
      .update(u)
      .set({ lastAccess: daysAgo(340) })
      .where(eq(u.id, admin.id));

    await runJobs('send-batch-notices', t.deps, now);
    const [mail] = await mailsTo(inWindow.username);
    // idle since 336 days ago: dormant 29 days from now, 2026-12-22T18:00Z, which is the 23rd in Korea
    expect(mail?.subject).toBe(translator('en')('batchMail.dormancy.subject', { date: '2026-12-23' }));
    expect(mail?.body).toContain('/en/login');
    expect((await mailsTo(korean.username))[0]?.subject).toContain('휴면');
    expect(await mailsTo(tooEarly.username)).toHaveLength(0);
    expect(await mailsTo(alreadyDormant.username)).toHaveLength(0);
    expect(await mailsTo(admin.username)).toHaveLength(0);
    expect(await lastRun('send-batch-notices')).toMatchObject({ status: 'SUCCESS', affectedCount: 2 });

    // a second run sends nothing again; a day later, only to the one whose 30 days have just begun
    await runJobs('send-batch-notices', t.deps, now);
    expect((await lastRun('send-batch-notices'))?.affectedCount).toBe(0);
    await runJobs('send-batch-notices', t.deps, new Date(now.getTime() + DAY));
    expect(await mailsTo(inWindow.username)).toHaveLength(1);
    expect(await mailsTo(tooEarly.username)).toHaveLength(1);
    expect((await lastRun('send-batch-notices'))?.affectedCount).toBe(1);

    // a sign-in starts a new period: its notice will come again, a year later
    await t.db
      .update(u)
      .set({ lastAccess: daysAgo(340) })
      .where(eq(u.id, inWindow.id));
    await runJobs('send-batch-notices', t.deps, now);
    expect(await mailsTo(inWindow.username)).toHaveLength(2);
  });

  it('sends no dormancy notice while the notice or the dormancy itself is off, and at most `maximum`', async () => {
    const first = await member(350);
    const second = await member(345);
    await setWork(2, { enable: false });
    await runJobs('send-batch-notices', t.deps, now);
    expect(await mailsTo(first.username)).toHaveLength(0);
    await setWork(2, { enable: true });
    await setWork(1, { enable: false });
    await runJobs('send-batch-notices', t.deps, now);
    expect(await mailsTo(first.username)).toHaveLength(0);
    await setWork(1, { enable: true });
    await setWork(2, { maximum: 1 });
    await runJobs('send-batch-notices', t.deps, now);
    // the longest idle first
    expect([(await mailsTo(first.username)).length, (await mailsTo(second.username)).length]).toEqual([1, 0]);
    await runJobs('send-batch-notices', t.deps, now);
    expect((await mailsTo(second.username)).length).toBe(1);
  });

  it('warns 7 days before the password expires (3 months after it was set), once, and not when the cycle is off', async () => {
    const passwordSet = (daysBeforeNow: number) => new Date(now.getTime() - daysBeforeNow * DAY).toISOString();
    // the password set 2026-08-29T18:00Z expires 2026-11-29T18:00Z: 6 days from now
    const dueSoon = await member(1, { lang: 'en' });
    await t.db.update(u).set({ passwordChangedAt: '2026-08-29T18:00:00.000Z' }).where(eq(u.id, dueSoon.id));
    // expires 2026-12-01T18:00Z: 8 days from now
    const later = await member(1);
    await t.db.update(u).set({ passwordChangedAt: '2026-09-01T18:00:00.000Z' }).where(eq(u.id, later.id));
    // expired already: the sign-in handles it
    const expired = await member(1);
    await t.db
      .update(u)
      .set({ passwordChangedAt: passwordSet(120) })
      .where(eq(u.id, expired.id));
    // chose "change after 3 months" a month ago: far from expiry
    const postponed = await member(1);
    await t.db
      .update(u)
      .set({ passwordChangedAt: '2026-08-29T18:00:00.000Z', passwordNoticeAfter: passwordSet(30) })
      .where(eq(u.id, postponed.id));

    await t.db.update(schema.passwordCycle).set({ enable: false });
    await runJobs('send-batch-notices', t.deps, now);
    expect(await mailsTo(dueSoon.username)).toHaveLength(0);
    await t.db.update(schema.passwordCycle).set({ enable: true });
    await runJobs('send-batch-notices', t.deps, now);
    expect(await mailsTo(later.username)).toHaveLength(0);
    expect(await mailsTo(expired.username)).toHaveLength(0);
    expect(await mailsTo(postponed.username)).toHaveLength(0);
    // a day later: the first is not told again, the second's 7 days have begun
    await runJobs('send-batch-notices', t.deps, new Date(now.getTime() + DAY));
    const mails = await mailsTo(dueSoon.username);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(translator('en')('batchMail.passwordExpiry.subject', { date: '2026-11-30' }));
    expect(await mailsTo(later.username)).toHaveLength(1);
  });

  it('warns 30 days before the marketing consent ends (18 months after it was given: portal spec §9), and only those who gave it', async () => {
    const consent = async (agreedAt: string | null, item5: boolean) => {
      const account = await member(1);
      await t.db
        .update(schema.termAgreement)
        .set({ isAgreeOptionalItem5: item5, marketingAgreedAt: agreedAt })
        .where(eq(schema.termAgreement.userId, account.id));
      return account;
    };
    const endsIn20Days = await consent('2025-06-13T00:00:00.000Z', true);
    const endsIn40Days = await consent('2025-07-02T00:00:00.000Z', true);
    const withdrawn = await consent('2025-06-13T00:00:00.000Z', false);
    await runJobs('send-batch-notices', t.deps, now);
    await runJobs('send-batch-notices', t.deps, now);
    const mails = await mailsTo(endsIn20Days.username);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(translator('ko')('batchMail.marketingConsent.subject', { date: '2026-12-13' }));
    expect(await mailsTo(endsIn40Days.username)).toHaveLength(0);
    expect(await mailsTo(withdrawn.username)).toHaveLength(0);
    // a renewed consent is a new event
    await t.db.update(schema.termAgreement).set({ marketingAgreedAt: '2025-06-14T00:00:00.000Z' }).where(eq(schema.termAgreement.userId, endsIn20Days.id));
    await runJobs('send-batch-notices', t.deps, now);
    expect(await mailsTo(endsIn20Days.username)).toHaveLength(2);
  });
});

describe('the schedule', () => {
  it('runs both batches every night with the other daily jobs', async () => {
    const idle = await member(366);
    await runJobs('0 18 * * *', t.deps, now);
    expect((await statusOf(idle.id))?.status).toBe('DORMANT');
    const names = (await listBatchRuns(t.db, 10)).map((run) => run.jobName);
    expect(names).toEqual(expect.arrayContaining(['send-batch-notices', 'account-dormancy', 'end-expired-sessions']));
  });
});
