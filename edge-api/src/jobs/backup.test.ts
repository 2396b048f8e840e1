// The nightly backup: off unless BACKUP_DIR is set, one folder per run, the newest BACKUP_KEEP kept, every
// run in the batch history (a failure with its reason) and the last one for the console.
import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastBackup } from '#db/queries/backup.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';
import type { TestApp } from '../testing/api-kit.ts';
import { nodeSettingsFor, SAMPLE_FILE, storeSampleAttachment } from '../testing/backup-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { BACKUP_CRON, nodeSchedule, runFolderName } from './backup.ts';
import { runJobs, schedule } from './run-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeSampleAttachment(t);
});
afterAll(() => t.close());

const settingsOf = (extra: Record<string, string>) => nodeSettingsFor({ dbPath: t.dbPath, uploadsDir: join(t.dir, 'uploads') }, extra);
const jobNames = (table: Record<string, { name: string }[]>) =>
  Object.values(table)
    .flat()
    .map((job) => job.name);

describe('the backup job', () => {
  it('is off by default: no BACKUP_DIR, no job; the Worker never has one', () => {
    const settings = settingsOf({});
    expect(settings.backup).toBeUndefined();
    expect(jobNames(nodeSchedule(settings))).not.toContain('backup');
    expect(jobNames(schedule)).not.toContain('backup');
    const on = nodeSchedule(settingsOf({ BACKUP_DIR: '/var/backups/portal' }));
    expect(on[BACKUP_CRON]?.map((job) => job.name)).toEqual(['backup']);
    expect(settingsOf({ BACKUP_DIR: '/var/backups/portal' }).backup).toEqual({ dir: '/var/backups/portal', keep: 7 });
  });

  it('refuses, at start, a BACKUP_DIR beside a remote database and a BACKUP_KEEP that is no count', () => {
    expect(() => settingsOf({ BACKUP_DIR: '/var/backups/portal', DATABASE_URL: 'libsql://portal-example.turso.io' })).toThrow(
      /BACKUP_DIR: the nightly backup copies the embedded database file, and DATABASE_URL is a remote database: unset BACKUP_DIR and back a remote libSQL database up with its server's own tools/,
    );
    expect(() => settingsOf({ BACKUP_DIR: '/var/backups/portal', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be a whole number from 1 to 999/);
  });

  it('makes one verified folder per run, keeps the newest BACKUP_KEEP, and records every run', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-job-'));
    // what else the folder holds is not the job's: an operator's own copy, and a run that never finished
    await mkdir(join(dir, 'before-upgrade'));
    const unfinished = runFolderName(new Date('2026-11-19T17:30:00Z'));
    await mkdir(join(dir, unfinished));
    const jobs = nodeSchedule(settingsOf({ BACKUP_DIR: dir, BACKUP_KEEP: '2' }));
    const nights = ['2026-11-20', '2026-11-21', '2026-11-22'].map((day) => new Date(`${day}T17:30:00Z`));
    for (const night of nights) await runJobs(BACKUP_CRON, t.deps, night, jobs);

    expect((await readdir(dir)).sort()).toEqual(['before-upgrade', runFolderName(nights[1]!), runFolderName(nights[2]!)]);
    for (const night of nights.slice(1)) expect(existsSync(join(dir, runFolderName(night), 'manifest.json'))).toBe(true);
    const runs = (await listBatchRuns(t.db, 10)).filter((run) => run.jobName === 'backup');
    expect(runs).toHaveLength(3);
    expect(runs.every((run) => run.status === 'SUCCESS' && run.trigger === BACKUP_CRON && run.affectedCount === 1)).toBe(true);
    expect(runs[0]?.detail).toContain(`in ${join(dir, runFolderName(nights[2]!))}; 1 older backup(s) removed, the newest 2 kept`);
    expect(runs[2]?.detail).toContain('0 older backup(s) removed');
    expect(await lastBackup(t.db)).toMatchObject({ folder: join(dir, runFolderName(nights[2]!)), verified: true, fileCount: 1, problem: null });
    expect((await lastBackup(t.db))?.totalBytes).toBeGreaterThan(8);
  });

  it('records a failed run with its reason, and keeps the backups it had', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-job-'));
    const jobs = nodeSchedule(settingsOf({ BACKUP_DIR: dir, BACKUP_KEEP: '1' }));
    const first = new Date('2026-11-20T17:30:00Z');
    await runJobs(BACKUP_CRON, t.deps, first, jobs);
    await rm(join(t.dir, 'uploads', SAMPLE_FILE));
    try {
      await runJobs(BACKUP_CRON, t.deps, new Date('2026-11-21T17:30:00Z'), jobs);
    } finally {
      await writeFile(join(t.dir, 'uploads', SAMPLE_FILE), 'a,b\n1,2\n');
    }
    const [run] = await listBatchRuns(t.db, 1);
    expect(run).toMatchObject({ jobName: 'backup', status: 'FAILURE', trigger: BACKUP_CRON });
    expect(run?.detail).toContain('(/files/pre-built-model/sample.csv): its file is missing from UPLOADS_DIR');
    expect(await lastBackup(t.db)).toMatchObject({ verified: false, fileCount: 0 });
    expect(await readdir(dir)).toEqual([runFolderName(first)]);
    expect(t.log.errors.at(-1)?.message).toBe('job failed');
  });
});
