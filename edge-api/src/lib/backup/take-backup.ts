// A backup as the scheduled job and `npm run backup` take it: made and verified in a process of its own
// (backup-process.ts), then recorded for the console (db/queries/backup.ts), verified or not.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { Db } from '#db/client.ts';
import { recordBackupRun, type BackupRunRecord } from '#db/queries/backup.ts';
import type { Logger } from '../../types.ts';
import { parseManifest, type Manifest } from './manifest.ts';
import { messageOf } from './refusal.ts';
import type { BackupSource } from './source.ts';

/**
 * The backup process's entry, from the portal's folder: the portal runs from it (MIGRATIONS_DIR and
 * CLIENT_DIR are relative to it too), and the built server does not carry this file.
 */
const BACKUP_PROCESS = 'edge-api/src/lib/backup/backup-process.ts';

async function runBackupProcess(source: BackupSource, folder: string): Promise<Manifest> {
  const child = spawn(process.execPath, ['--no-warnings', resolve(BACKUP_PROCESS), source.databaseFile, source.uploadsDir, source.migrationsDir, folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(err.trim() || `The backup process ended with code ${code}`);
  const read = parseManifest(out);
  if ('problem' in read) throw new Error(`The backup process printed no manifest (${read.problem})`);
  return read.manifest;
}

/** Backs `source` up into `folder` and records the outcome; answers the manifest, or throws why there is no backup. */
export async function takeBackup(deps: { db: Db; log: Logger }, source: BackupSource, folder: string): Promise<Manifest> {
  const startedAt = new Date().toISOString();
  // the record is the console's view of it: failing to write it does not undo a good backup
  const record = (outcome: Pick<BackupRunRecord, 'verified' | 'totalBytes' | 'fileCount' | 'problem'>) =>
    recordBackupRun(deps.db, { startedAt, finishedAt: new Date().toISOString(), folder: resolve(folder), ...outcome }).catch((error: unknown) =>
      deps.log.error('the backup could not be recorded', { error: messageOf(error) }),
    );
  try {
    const manifest = await runBackupProcess(source, folder);
    await record({ verified: true, totalBytes: manifest.totalBytes, fileCount: manifest.fileCount, problem: null });
    return manifest;
  } catch (error) {
    await record({ verified: false, totalBytes: 0, fileCount: 0, problem: messageOf(error).slice(0, 2000) });
    throw error;
  }
}
