// Puts a backup folder back as the portal's database and uploads. Nothing is touched before the backup
// passes every check, the current data is never overwritten (it is moved aside, and only when asked),
// and the copies are written beside their places first, so a failure half-way leaves the current data as
// it was.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readlink, rename, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { copyWithChecksum, type Checksum } from './files.ts';
import { DATABASE_FILE, readManifest, stampOf, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { buildMigrationLevel } from './migration-level.ts';
import { BackupRefused } from './refusal.ts';
import type { BackupSource } from './source.ts';
import { problemsOf } from './verify-backup.ts';

export type RestoreResult = { manifest: Manifest; databaseFile: string; uploadsDir: string; movedAside: { from: string; to: string }[] };

/** The processes (other than this one) that have one of these files open, from /proc; none where there is no /proc. */
async function processesHolding(files: readonly string[]): Promise<{ pid: number; name: string }[]> {
  const wanted = new Set(files.map((file) => resolve(file)));
  const pids = (await readdir('/proc').catch(() => [])).filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid);
  const holders: { pid: number; name: string }[] = [];
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (!wanted.has(target)) continue;
      // the program only: a command line may carry what should not be printed
      const name = basename(await readlink(`/proc/${pid}/exe`).catch(() => '?'));
      holders.push({ pid: Number(pid), name });
      break;
    }
  }
  return holders;
}

async function copyChecked(from: string, to: string, expected: Checksum): Promise<void> {
  const copied = await copyWithChecksum(from, to);
  if (copied.sha256 !== expected.sha256 || copied.bytes !== expected.bytes) {
    throw new BackupRefused(`${from} changed while it was being restored (its checksum no longer matches the manifest); nothing was replaced`);
  }
}

/**
 * Restores the backup in `folder` into the database file and uploads folder of `target`. Where either
 * exists, it is moved aside only with `replace` (and only while no process has the database open).
 */
export async function restoreBackup(folder: string, target: BackupSource, options: { replace: boolean; now?: Date }): Promise<RestoreResult> {
  const read = await readManifest(folder);
  if ('problem' in read) throw new BackupRefused(`${folder} cannot be restored; nothing was changed`, [read.problem]);
  const { manifest } = read;
  const problems = await problemsOf(folder, manifest, buildMigrationLevel(target.migrationsDir));
  if (problems.length > 0) throw new BackupRefused(`${folder} cannot be restored; nothing was changed`, problems);

  const databaseFile = resolve(target.databaseFile);
  const uploadsDir = resolve(target.uploadsDir);
  const stamp = stampOf(options.now ?? new Date());
  const databaseAside = `${databaseFile}.before-restore-${stamp}`;
  // the database's -wal holds committed writes not yet in the file: it moves with it, under the name SQLite looks for beside the moved file
  const current = [
    [databaseFile, databaseAside],
    [`${databaseFile}-wal`, `${databaseAside}-wal`],
    [`${databaseFile}-shm`, `${databaseAside}-shm`],
    [uploadsDir, `${uploadsDir}.before-restore-${stamp}`],
  ].filter(([path]) => existsSync(path as string)) as [string, string][];
  if (current.length > 0 && !options.replace) {
    throw new BackupRefused(
      `The current data is still in place (${current.map(([path]) => path).join(', ')}); nothing was changed. ` +
        'Restore into a DATABASE_URL and UPLOADS_DIR that do not exist yet, or stop the portal and run the restore again with --replace, which moves the current ones aside',
    );
  }
  if (current.length > 0) {
    const holders = await processesHolding([databaseFile, `${databaseFile}-wal`]);
    if (holders.length > 0) {
      throw new BackupRefused(
        `Stop the portal first: these processes have ${databaseFile} open, and would go on writing into the file moved aside; nothing was changed`,
        holders.map((holder) => `process ${holder.pid} (${holder.name})`),
      );
    }
  }

  const databaseCopy = `${databaseFile}.restoring-${stamp}`;
  const uploadsCopy = `${uploadsDir}.restoring-${stamp}`;
  try {
    await copyChecked(join(folder, DATABASE_FILE), databaseCopy, manifest.database);
    await mkdir(uploadsCopy, { recursive: true });
    for (const file of manifest.files) await copyChecked(join(folder, UPLOADS_FOLDER, file.key), join(uploadsCopy, file.key), file);
  } catch (error) {
    await rm(databaseCopy, { force: true });
    await rm(uploadsCopy, { recursive: true, force: true });
    throw error;
  }
  for (const [path, aside] of current) await rename(path, aside);
  await rename(databaseCopy, databaseFile);
  await rename(uploadsCopy, uploadsDir);
  return { manifest, databaseFile, uploadsDir, movedAside: current.map(([from, to]) => ({ from, to })) };
}
