// The nightly backup of a Node portal (BACKUP_DIR, BACKUP_KEEP; docs/operations.md): a verified backup
// in a folder of its own under BACKUP_DIR, then only the newest BACKUP_KEEP kept. The Worker has no such
// job: D1 and R2 keep their own history (Time Travel).
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { formatSize } from '#core/attachment-rules.ts';
import { BACKUP_JOB } from '#core/schemas/batch.ts';
import type { NodeSettings } from '../env.ts';
import { MANIFEST_FILE, stampOf } from '../lib/backup/manifest.ts';
import { backupSourceOf, type BackupSource } from '../lib/backup/source.ts';
import { takeBackup } from '../lib/backup/take-backup.ts';
import { schedule, type Job } from './run-jobs.ts';

/** 02:30 in Korea, every day: before the nightly batches (03:00), so what a batch did can be undone from that night's backup. */
export const BACKUP_CRON = '30 17 * * *';

const RUN_FOLDER = /^portal-backup-\d{8}T\d{6}\.\d{3}Z$/;
/** The folder of the run at `now`: named by its time, so names sort as the runs happened. */
export const runFolderName = (now: Date) => `portal-backup-${stampOf(now)}`;

/**
 * Keeps the newest `keep` finished backups under `dir` (a finished one has its manifest) and removes the
 * runs older than the oldest kept, finished or not. Nothing else in `dir` is touched. Answers what went.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const runs = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && RUN_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const finished: string[] = [];
  for (const name of runs) {
    if ((await readdir(join(dir, name))).includes(MANIFEST_FILE)) finished.push(name);
  }
  const oldestKept = finished[keep - 1];
  if (oldestKept === undefined) return [];
  const removed = runs.filter((name) => name < oldestKept);
  for (const name of removed) await rm(join(dir, name), { recursive: true, force: true });
  return removed;
}

export function backupJob(settings: { dir: string; keep: number; source: BackupSource }): Job {
  return {
    name: BACKUP_JOB,
    async run(deps, now) {
      const folder = join(settings.dir, runFolderName(now));
      const manifest = await takeBackup(deps, settings.source, folder);
      const removed = await pruneBackups(settings.dir, settings.keep);
      return {
        affected: manifest.fileCount,
        detail: `verified backup of the database and ${manifest.fileCount} file(s), ${formatSize(manifest.totalBytes)}, in ${folder}; ${removed.length} older backup(s) removed, the newest ${settings.keep} kept`,
      };
    },
  };
}

/** The jobs the Node scheduler runs: the shared schedule, and the nightly backup when BACKUP_DIR is set. */
export function nodeSchedule(settings: NodeSettings): Record<string, Job[]> {
  if (!settings.backup) return schedule;
  const backup = backupJob({ ...settings.backup, source: backupSourceOf(settings, 'backup') });
  return { ...schedule, [BACKUP_CRON]: [...(schedule[BACKUP_CRON] ?? []), backup] };
}
