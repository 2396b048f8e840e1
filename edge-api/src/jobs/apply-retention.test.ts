// The retention rules of portal spec §9 (issue 33) at their boundary days, on the embedded database: for each
// rule a row a day inside its period stays and a row a day past it goes, the run's counts per rule are in the
// batch history, and the audit logs' chains still verify after the purge (its checkpoints) and the
// pseudonymisation of a withdrawn member.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMonths } from '#core/dates.ts';
import { auditLogs, parseRetentionCounts } from '#core/schemas/retention.ts';
import { schema } from '#db/client.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';
import { auditKeys } from '../lib/audit-chain/keys.ts';
import { verifyLog } from '../lib/audit-chain/verify.ts';
import { createMember, type TestApp } from '../testing/api-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import { runJobs } from './run-jobs.ts';

const now = new Date('2026-11-23T18:00:00Z');
const DAY = 86_400_000;
/** A day inside and a day past a period of `months` (or `days`) before now. */
const inside = (months: number) => new Date(addMonths(now, -months).getTime() + DAY).toISOString();
const past = (months: number) => new Date(addMonths(now, -months).getTime() - DAY).toISOString();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  t.clock.now = now;
});
afterEach(() => t.close());

const run = async () => {
  await runJobs('apply-retention', t.deps, now);
  const [last] = (await listBatchRuns(t.db, 5)).filter((entry) => entry.jobName === 'apply-retention');
  expect(last, last?.detail).toMatchObject({ status: 'SUCCESS' });
  return parseRetentionCounts(last?.detail ?? '');
};
const ids = async (table: typeof schema.connectionHistory) => (await t.db.select({ id: table.id }).from(table).orderBy(table.id)).map((row) => row.id);
const expectChainsVerify = async () => {
  const keys = await auditKeys(t.deps);
  for (const log of auditLogs) expect(await verifyLog(t.db, keys, log)).toMatchObject({ log, verified: true, broken: null });
};

const connection = (createdAt: string, username = 'someone@example.com', userId: number | null = null) =>
  t.db
    .insert(schema.connectionHistory)
    .values({ userId, username, kind: 'MEMBER', event: 'LOGIN', ip: '203.0.113.7', userAgent: 'Firefox', createdAt })
    .returning({ id: schema.connectionHistory.id });

describe('the access logs (portal spec §9: 1 year after the access)', () => {
  it('keeps a connection a day inside the year and removes one a day past it, leaving a checkpoint the chain verifies from', async () => {
    const [gone] = await connection(past(12));
    const [kept] = await connection(inside(12));
    const counts = await run();
    expect(await ids(schema.connectionHistory)).toEqual([kept!.id]);
    expect(counts.connectionLog).toBe(1);
    const [checkpoint] = await t.db.select().from(schema.auditCheckpoint);
    expect(checkpoint).toMatchObject({ log: 'connection_history', fromId: gone!.id, toId: gone!.id, rowCount: 1 });
    await expectChainsVerify();
  });

  it('never removes a row written inside the period, even when an older one follows it', async () => {
    const [early] = await connection(past(12));
    const [young] = await connection(inside(12));
    // written late: an older time after a younger row (a clock step); the prefix stops at the younger row
    const [late] = await connection(past(12));
    await run();
    expect(await ids(schema.connectionHistory)).toEqual([young!.id, late!.id]);
    expect(early!.id).toBeLessThan(young!.id);
  });

  it('keeps what members viewed and downloaded a year, like the connections', async () => {
    const usage = (createdAt: string) =>
      t.db.insert(schema.contentUsageHistory).values({ contentType: 'PRE_BUILT_MODEL', action: 'VIEW', contentId: 1, username: 'a@example.com', createdAt });
    await usage(past(12));
    await usage(inside(12));
    const counts = await run();
    expect((await t.db.select().from(schema.contentUsageHistory)).map((row) => row.createdAt)).toEqual([inside(12)]);
    expect(counts.contentUsage).toBe(1);
  });
});

describe('the access records (portal spec §9: at least 6 months; kept 2 years)', () => {
  it('keeps each record a day inside 2 years and removes one a day past them, in each of the four logs', async () => {
    for (const createdAt of [past(24), inside(24), past(6)]) {
      await t.db
        .insert(schema.adminAccessHistory)
        .values({ adminId: 1, adminUsername: 'admin@example.com', action: 'VIEW', screen: '/admin/account', createdAt });
      await t.db
        .insert(schema.personalInfoDownload)
        .values({ adminId: 1, adminUsername: 'admin@example.com', dataType: 'ACCOUNT', reason: 'audit', fileName: 'a.xlsx', rowCount: 3, createdAt });
      await t.db.insert(schema.permissionChangeHistory).values({
        changedById: 1,
        changedByUsername: 'admin@example.com',
        userId: 2,
        username: 'b@example.com',
        fromRole: 'MEMBER',
        toRole: 'STAFF',
        createdAt,
      });
      await t.db.insert(schema.contentOwnershipTransfer).values({
        adminId: 1,
        adminUsername: 'admin@example.com',
        fromUsername: 'b@example.com',
        fromName: '김하나',
        toUsername: 'c@example.com',
        toName: '이둘',
        scope: 'ALL',
        items: '[]',
        itemCount: 0,
        createdAt,
      });
    }
    const counts = await run();
    for (const table of [schema.adminAccessHistory, schema.personalInfoDownload, schema.permissionChangeHistory, schema.contentOwnershipTransfer]) {
      // the record 6 months old is inside the 2 years: the spec's floor is not the portal's period
      expect((await t.db.select({ createdAt: table.createdAt }).from(table)).map((row) => row.createdAt)).toEqual([inside(24), past(6)]);
    }
    expect(counts.accessRecord).toBe(4);
    await expectChainsVerify();
  });
});

describe('the marketing consents (portal spec §9: 1 year 6 months)', () => {
  const agreed = async (since: string, again: string | null = null) => {
    const member = await createMember(t);
    await t.db
      .update(schema.termAgreement)
      .set({ isAgreeOptionalItem5: true, isAgreeOptionalItem6: true, isAgreeOptionalItem61: true, agreedAt: since, marketingAgreedAt: again })
      .where(eq(schema.termAgreement.userId, member.id));
    return member.id;
  };
  const items = async (userId: number) => {
    const [row] = await t.db.select().from(schema.termAgreement).where(eq(schema.termAgreement.userId, userId));
    return [row?.isAgreeOptionalItem5, row?.isAgreeOptionalItem6, row?.isAgreeOptionalItem61, row?.marketingAgreedAt ?? null];
  };

  it('withdraws the marketing items agreed a day past 18 months, keeps those a day inside, and those agreed again since', async () => {
    const lapsed = await agreed(past(18));
    const current = await agreed(inside(18));
    const renewed = await agreed(past(30), inside(18));
    const counts = await run();
    expect(await items(lapsed)).toEqual([false, false, false, null]);
    expect(await items(current)).toEqual([true, true, true, null]);
    expect(await items(renewed)).toEqual([true, true, true, inside(18)]);
    expect(counts.marketingConsent).toBe(1);
    // the list of optional items and the consent history say the same as the flags
    const [row] = await t.db.select().from(schema.termAgreement).where(eq(schema.termAgreement.userId, lapsed));
    expect(JSON.parse(row?.optionalTermsContent ?? '[]')).not.toContain('MARKETING_USE');
    const history = await t.db
      .select({ item: schema.consentHistory.item, action: schema.consentHistory.action, source: schema.consentHistory.source })
      .from(schema.consentHistory)
      .where(and(eq(schema.consentHistory.userId, lapsed), eq(schema.consentHistory.source, 'LAPSED')));
    expect(history.map((entry) => `${entry.item} ${entry.action}`).sort()).toEqual([
      'MARKETING_EMAIL WITHDRAWN',
      'MARKETING_RECEPTION WITHDRAWN',
      'MARKETING_USE WITHDRAWN',
    ]);
    const others = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(schema.consentHistory)
      .where(eq(schema.consentHistory.source, 'LAPSED'));
    expect(others[0]?.n).toBe(3);
  });
});

describe('the other records the job keeps', () => {
  it('removes mail sent a day past 90 days, keeps mail a day inside and mail still to deliver', async () => {
    const mail = (createdAt: string, status: 'SENT' | 'PENDING') =>
      t.db.insert(schema.outbox).values({ channel: 'MAIL', recipient: 'a@example.com', lang: 'ko', template: 'mail.activation', body: '…', status, createdAt });
    await mail(daysAgo(91), 'SENT');
    await mail(daysAgo(89), 'SENT');
    await mail(daysAgo(91), 'PENDING');
    const counts = await run();
    expect((await t.db.select({ status: schema.outbox.status }).from(schema.outbox).orderBy(schema.outbox.id)).map((row) => row.status)).toEqual([
      'SENT',
      'PENDING',
    ]);
    expect(counts.mailOutbox).toBe(1);
  });

  it('removes batch history runs a day past 2 years and keeps those a day inside', async () => {
    for (const startedAt of [past(24), inside(24)]) {
      await t.db.insert(schema.batchRun).values({ jobName: 'end-expired-sessions', trigger: 'test', startedAt, finishedAt: startedAt, status: 'SUCCESS' });
    }
    const counts = await run();
    const runs = await t.db.select({ startedAt: schema.batchRun.startedAt }).from(schema.batchRun);
    expect(runs.map((entry) => entry.startedAt)).toContain(inside(24));
    expect(runs.map((entry) => entry.startedAt)).not.toContain(past(24));
    expect(counts.batchHistory).toBe(1);
  });

  it('counts every rule it applies, supporters’ data (none held) included', async () => {
    const counts = await run();
    expect(Object.keys(counts).sort()).toEqual([
      'accessRecord',
      'batchHistory',
      'connectionLog',
      'contentUsage',
      'mailOutbox',
      'marketingConsent',
      'supporters',
      'withdrawnMember',
    ]);
    expect(counts.supporters).toBe(0);
  });
});
