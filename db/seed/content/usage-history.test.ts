import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../client.ts';
import { migrateLibsql, openLibsql, type LibsqlHandle } from '../../libsql.ts';
import { getHomeStatistics } from '../../queries/home-statistics.ts';
import { seedDemoAccounts } from '../seed.ts';
import { DEMO_PASSWORD, demoAccounts } from './accounts.ts';
import { SAMPLE_MEMBER_COUNT, seedUsageHistory } from './usage-history.ts';

let db: LibsqlHandle['db'];
let close: () => void;
const clock = { now: new Date('2026-11-20T03:00:00Z') };
// db/ cannot reach the API's scrypt (edge-api/src/lib/password-hash.ts); the seed takes the caller's
// hasher, so a readable one shows which secret each account was given
const hashed: string[] = [];
const hash = (password: string) => {
  hashed.push(password);
  return Promise.resolve(`hashed:${password}`);
};

beforeAll(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'usage-seed-')), 'portal.db')}`);
  db = opened.db;
  close = () => opened.client.close();
  await migrateLibsql(db);
  await seedDemoAccounts(db, hash, clock);
  await seedUsageHistory(db, hash, clock);
});
afterAll(() => close());

const totals = async () => ({
  usage: (await db.select({ n: count() }).from(schema.contentUsageHistory))[0]?.n ?? 0,
  accounts: (await db.select({ n: count() }).from(schema.userAccount))[0]?.n ?? 0,
});

describe('seedUsageHistory', () => {
  it('makes a year of installer downloads and tutorial views that the home statistics count', async () => {
    const stats = await getHomeStatistics(db);
    expect(stats.studioDownloads).toBeGreaterThan(1000);
    expect(stats.tutorialViews).toBeGreaterThan(1000);
    const rows = await db
      .select({ createdAt: schema.contentUsageHistory.createdAt, detail: schema.contentUsageHistory.detail })
      .from(schema.contentUsageHistory);
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(Math.min(...times)).toBeLessThan(clock.now.getTime() - 300 * 24 * 3_600_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(clock.now.getTime());
    // downloads name a real release and platform
    expect(new Set(rows.filter((row) => /\//.test(row.detail)).map((row) => row.detail))).toContain('51.0/windows');
  });

  it('adds active sample members next to the demo accounts, sharing one hash of a secret nobody knows', async () => {
    expect((await totals()).accounts).toBe(demoAccounts.length + SAMPLE_MEMBER_COUNT);
    const sampleHashes = await db
      .selectDistinct({ hash: schema.userAccount.passwordHash })
      .from(schema.userAccount)
      .where(eq(schema.userAccount.companyName, '한결제조'));
    expect(sampleHashes).toHaveLength(1);
    const secret = sampleHashes[0]?.hash.replace('hashed:', '') ?? '';
    expect(secret).not.toBe(DEMO_PASSWORD);
    expect(secret.length).toBeGreaterThan(40);
    expect(hashed.filter((password) => password === secret)).toHaveLength(1);
  });

  it('adds nothing when run again', async () => {
    const before = await totals();
    await seedUsageHistory(db, hash, clock);
    expect(await totals()).toEqual(before);
  });
});
