import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../client.ts';
import { migrateLibsql, openLibsql } from '../libsql.ts';
import { claimScheduledRun, endScheduledRun, releaseLease, renewLease, takeLease, whileHolding } from './lease.ts';

// Leases among the processes of one database (decision 034), on a real migrated file. Each process has its
// own holder id; times are the caller's clock, given here.

const { db, client } = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'lease-')), 'portal.db')}`);
await migrateLibsql(db);
afterAll(() => client.close());
beforeEach(async () => {
  await db.delete(schema.lease);
});

const MINUTE = 60_000;

describe('takeLease', () => {
  it('gives a free lease to one holder; another gets it only once it expired or was given back', async () => {
    expect(await takeLease(db, 'export', 'one', 0, MINUTE)).toBe(true);
    expect(await takeLease(db, 'export', 'two', 30_000, MINUTE)).toBe(false);
    // the holder keeps it longer by taking it again
    expect(await takeLease(db, 'export', 'one', 50_000, MINUTE)).toBe(true);
    expect(await takeLease(db, 'export', 'two', 70_000, MINUTE)).toBe(false);
    // the holder crashed: past its end, anyone may take it
    expect(await takeLease(db, 'export', 'two', 110_000, MINUTE)).toBe(true);
    await releaseLease(db, 'export', 'one');
    expect(await takeLease(db, 'export', 'three', 120_000, MINUTE)).toBe(false);
    await releaseLease(db, 'export', 'two');
    expect(await takeLease(db, 'export', 'three', 120_000, MINUTE)).toBe(true);
  });
});

describe('claimScheduledRun', () => {
  it('gives each scheduled run to one process, never twice, and not while the last run goes on', async () => {
    expect(await claimScheduledRun(db, 'jobs */10', 'one', 600_000, 600_000, MINUTE)).toBe(true);
    expect(await claimScheduledRun(db, 'jobs */10', 'two', 600_000, 600_001, MINUTE)).toBe(false);
    // the next run, while the first still runs, is nobody's
    expect(await claimScheduledRun(db, 'jobs */10', 'two', 1_200_000, 620_000, MINUTE)).toBe(false);
    await endScheduledRun(db, 'jobs */10', 'one');
    expect(await claimScheduledRun(db, 'jobs */10', 'two', 600_000, 630_000, MINUTE)).toBe(false);
    expect(await claimScheduledRun(db, 'jobs */10', 'two', 1_200_000, 1_200_000, MINUTE)).toBe(true);
  });

  it('lets the next run go on after a holder crashed mid-run, once its lease lapsed, and keeps a renewed one', async () => {
    expect(await claimScheduledRun(db, 'jobs daily', 'one', 0, 0, MINUTE)).toBe(true);
    expect(await renewLease(db, 'jobs daily', 'one', 50_000, MINUTE)).toBe(true);
    expect(await claimScheduledRun(db, 'jobs daily', 'two', 100_000, 100_000, MINUTE)).toBe(false);
    // 'one' crashed: nothing renews it
    expect(await claimScheduledRun(db, 'jobs daily', 'two', 200_000, 200_000, MINUTE)).toBe(true);
    expect(await renewLease(db, 'jobs daily', 'one', 200_001, MINUTE)).toBe(false);
  });
});

describe('whileHolding', () => {
  it('waits while another process holds the lease and runs once it is given back', async () => {
    await takeLease(db, 'export', 'another process', Date.now(), MINUTE);
    const running = whileHolding(db, 'export', { ttlMs: MINUTE, waitMs: 10 * MINUTE, now: () => Date.now() }, () => Promise.resolve('built'));
    await releaseLease(db, 'export', 'another process');
    expect(await running).toEqual({ ran: true, value: 'built' });
    expect(await db.select().from(schema.lease)).toEqual([]);
  });

  it('gives up once its clock passed the wait, without running', async () => {
    await takeLease(db, 'export', 'another process', 0, 100 * MINUTE);
    let now = 0;
    let ran = false;
    const waiting = whileHolding(db, 'export', { ttlMs: MINUTE, waitMs: MINUTE, now: () => now }, () => Promise.resolve((ran = true)));
    now = MINUTE;
    expect(await waiting).toEqual({ ran: false });
    expect(ran).toBe(false);
  });

  it('gives the lease back when the work fails', async () => {
    const failing = whileHolding(db, 'export', { ttlMs: MINUTE, waitMs: MINUTE, now: () => 0 }, () => Promise.reject(new Error('no memory')));
    await expect(failing).rejects.toThrow('no memory');
    expect(await takeLease(db, 'export', 'another process', 0, MINUTE)).toBe(true);
  });
});
