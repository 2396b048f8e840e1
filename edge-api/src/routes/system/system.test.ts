import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SystemView } from '#core/schemas/system.ts';
import { schema } from '#db/client.ts';
import { BACKUP_CRON, nodeSchedule } from '../../jobs/backup.ts';
import { runJobs, schedule } from '../../jobs/run-jobs.ts';
import { expectedMigration } from '../../lib/build-info.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../../lib/mail/outbox.ts';
import { createMember, expectFailure, freshIp, msg, passwordStep, signedInAdmin, signedInMember, useTestApp, type TestApp } from '../../testing/api-kit.ts';
import { nodeSettingsFor, SAMPLE_FILE, storeSampleAttachment } from '../../testing/backup-fixtures.ts';

// GET /api/admin/system on Node: the API in process on its own database file, its schedule the shared one
// plus, where a test asks for it, the nightly backup into a folder of the test's own.

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const dailyCron = '0 18 * * *';
const outboxCron = '*/10 * * * *';
const digestCron = '0 22 * * *';
/** The next run of each trigger after the test's clock (2026-11-20 01:00 UTC). */
const nextRunOf: Record<string, string> = {
  [outboxCron]: '2026-11-20T01:10:00.000Z',
  [dailyCron]: '2026-11-20T18:00:00.000Z',
  [digestCron]: '2026-11-20T22:00:00.000Z',
};
const sharedJobs = Object.entries(schedule).flatMap(([cron, jobs]) => jobs.map((job) => ({ name: job.name, cron })));

async function system(t: TestApp, cookie: string, lang: 'ko' | 'en' = 'ko') {
  const res = await t.get('/api/admin/system', lang, { cookie });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, body: JSON.parse(text) as { success: boolean; message: string; data: SystemView } };
}

describe('GET /api/admin/system', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));

  it('gives an admin the build, the migration level and the database file’s size; nothing backed up, run or waiting yet', async () => {
    const admin = await signedInAdmin(t);
    const { text, body } = await system(t, admin.cookie, 'en');
    expect(body).toMatchObject({ success: true, message: msg('en', 'api.ok') });
    const view = body.data;
    expect(view).toMatchObject({
      version: packageVersion,
      dirty: expect.any(Boolean) as unknown,
      migration: { expected: expectedMigration.tag, applied: expectedMigration.tag, ok: true },
      backup: { scheduled: false, last: null },
      // the admin's access code was delivered
      outbox: { pending: 0, failed: 0, abandoned: 0, maxAttempts: MAX_DELIVERY_ATTEMPTS },
    });
    expect(view.commit).toMatch(/^[0-9a-f]{40}$/);
    // the file and its write-ahead log, before this call recorded the admin's view
    const onDisk = statSync(t.dbPath).size + statSync(`${t.dbPath}-wal`).size;
    expect(view.database.kind).toBe('file');
    expect(view.database.bytes).toBeGreaterThan(100 * 1024);
    expect(view.database.bytes).toBeLessThanOrEqual(onDisk);
    // the clock shows 2026-11-20 01:00 UTC: the retry every 10 minutes, the nightly jobs at 18:00 UTC (03:00 in Korea),
    // the digests at 22:00 UTC (07:00 in Korea)
    expect(view.jobs).toEqual(sharedJobs.map((job) => ({ ...job, nextRunAt: nextRunOf[job.cron], lastRun: null })));
    expect(view.jobs.map((job) => job.cron)).toContain(dailyCron);
    // no path of the server, no address, no session
    expect(text).not.toContain(t.dir);
    expect(text).not.toContain('@');
    expect(text).not.toContain(admin.cookie.split('=')[1]);
    // the view is written to the admin access history
    const [last] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(last).toMatchObject({ action: 'VIEW', screen: '/admin/system', adminUsername: admin.username });
  });

  it('counts a mail whose delivery failed, then gave up after every attempt, and shows the retry job’s last run', async () => {
    const admin = await signedInAdmin(t);
    const member = await createMember(t);
    // the outbox folder the file transport writes to becomes a file: every delivery fails until it is back
    const outboxDir = join(t.dir, 'outbox');
    await rename(outboxDir, `${outboxDir}.aside`);
    await writeFile(outboxDir, 'not a folder');
    try {
      const asked = await t.send('POST', '/api/public/find-password', { username: member.username }, 'ko', { 'x-test-ip': freshIp() });
      expect(asked.status).toBe(200);
      expect((await system(t, admin.cookie)).body.data.outbox).toEqual({ pending: 0, failed: 1, abandoned: 0, maxAttempts: 5 });
      for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) await runJobs(outboxCron, t.deps);
      const view = (await system(t, admin.cookie)).body.data;
      expect(view.outbox).toEqual({ pending: 0, failed: 0, abandoned: 1, maxAttempts: 5 });
      expect(view.jobs.find((job) => job.name === 'retry-outbox')?.lastRun).toMatchObject({ status: 'SUCCESS', startedAt: expect.any(String) as unknown });
      expect(view.jobs.find((job) => job.name === 'account-dormancy')?.lastRun).toBeNull();
    } finally {
      await rm(outboxDir);
      await rename(`${outboxDir}.aside`, outboxDir);
    }
  });

  it('is the console’s: a content manager or a member signed in on the site is asked to sign in, and the console refuses them', async () => {
    for (const role of ['CONTENT_MANAGER', 'MEMBER'] as const) {
      const account = await signedInMember(t, { role });
      await expectFailure(await t.get('/api/admin/system', 'en', { cookie: account.cookie }), 401, 'en', 'auth.loginRequired');
      await expectFailure((await passwordStep(t, account.username, account.password)).res, 403, 'ko', 'admin.accessDeniedRole');
    }
    await expectFailure(await t.get('/api/admin/system', 'ko'), 401, 'ko', 'auth.loginRequired');
  });
});

describe('GET /api/admin/system with the nightly backup', () => {
  const backups = mkdtempSync(join(tmpdir(), 'system-backups-'));
  let t: TestApp;
  useTestApp((app) => (t = app), undefined, {
    schedule: (data) => nodeSchedule(nodeSettingsFor(data, { BACKUP_DIR: backups })),
  });

  it('says the backup is scheduled, then shows the last one verified, then one that failed, with the job’s outcome', { timeout: 180_000 }, async () => {
    const admin = await signedInAdmin(t);
    await storeSampleAttachment(t);
    let view = (await system(t, admin.cookie)).body.data;
    expect(view.backup).toEqual({ scheduled: true, last: null });
    expect(view.jobs.find((job) => job.name === 'backup')).toEqual({ name: 'backup', cron: BACKUP_CRON, nextRunAt: '2026-11-20T17:30:00.000Z', lastRun: null });

    await runJobs(BACKUP_CRON, t.deps, new Date('2026-11-20T17:30:00Z'), t.deps.system.schedule);
    view = (await system(t, admin.cookie)).body.data;
    expect(view.backup.last).toMatchObject({ verified: true, fileCount: 1, finishedAt: expect.any(String) as unknown });
    expect(view.backup.last?.totalBytes).toBeGreaterThan(100 * 1024);
    expect(view.jobs.find((job) => job.name === 'backup')?.lastRun?.status).toBe('SUCCESS');

    const stored = join(t.dir, 'uploads', SAMPLE_FILE);
    await rm(stored);
    try {
      await runJobs(BACKUP_CRON, t.deps, new Date('2026-11-21T17:30:00Z'), t.deps.system.schedule);
    } finally {
      await writeFile(stored, 'a,b\n1,2\n');
    }
    const { text, body } = await system(t, admin.cookie);
    expect(body.data.backup).toEqual({
      scheduled: true,
      last: { finishedAt: expect.any(String) as unknown, verified: false, totalBytes: expect.any(Number) as unknown, fileCount: 0 },
    });
    expect(body.data.jobs.find((job) => job.name === 'backup')?.lastRun?.status).toBe('FAILURE');
    // where the backups go and why it failed are the server's: the batch history and the log say them
    expect(text).not.toContain(backups);
    expect(text).not.toContain('sample.csv');
  });
});
