// Node's readiness checks beside the database's (lib/health.ts): the uploads folder takes files, and the
// database file the process opened is still the one at DATABASE_URL. A file renamed or removed while the
// portal runs is otherwise silent: SQLite keeps reading and writing the unlinked file, and every write
// since is gone at the next start. The file is watched every few seconds too, so the log says so even
// where nothing probes readiness.
import { statSync } from 'node:fs';
import { access, constants, mkdir, stat, statfs } from 'node:fs/promises';
import { resolve } from 'node:path';
import { drizzleMigrationLevel } from '../lib/build-info.ts';
import { databaseChecks, Readiness, type ReadinessCheck } from '../lib/health.ts';
import type { AppDeps } from '../types.ts';

/** A file as the system knows it: the same device and inode is the same file, whatever its name. */
export type FileIdentity = { dev: number; ino: number };

/** The path of an embedded database's file, or undefined for a remote libSQL URL or an in-memory one. */
export function databaseFileOf(databaseUrl: string): string | undefined {
  if (!databaseUrl.startsWith('file:')) return undefined;
  const path = databaseUrl.slice('file:'.length).split('?')[0] ?? '';
  return path === '' || path === ':memory:' ? undefined : resolve(path);
}

/** The identity of the file at `path` now (read right after the database is opened), or undefined when there is none. */
export function fileIdentityOf(path: string): FileIdentity | undefined {
  try {
    const { dev, ino } = statSync(path);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

/** The file at `path` is still the one opened (`opened()`): not removed, not renamed away and replaced. */
export function databaseFileCheck(path: string, opened: () => FileIdentity | undefined): ReadinessCheck {
  return async () => {
    const held = opened();
    // the database is not open yet: the database check says why
    if (!held) return { ok: true };
    const advice =
      'the portal still writes into the file it opened, which DATABASE_URL no longer names: what it writes now is lost at the next start. Stop writes (take the portal out of the load balancer), copy the open file back from /proc/<pid>/fd or restore it, then restart';
    let now: FileIdentity;
    try {
      now = await stat(path);
    } catch {
      return { ok: false, reason: 'removed', advice };
    }
    return now.dev === held.dev && now.ino === held.ino ? { ok: true } : { ok: false, reason: 'replaced', advice };
  };
}

/** Less room than this on the uploads' disk fails readiness: a few uploads at most would still fit. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** Uploads need a folder that takes files and a disk with room: asked of the system, nothing is written. */
export function uploadsCheck(dir: string): ReadinessCheck {
  return async () => {
    try {
      // once, on a fresh install: the blob store makes it at the first upload too
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    } catch {
      return { ok: false, reason: 'not writable' };
    }
    const disk = await statfs(dir);
    return disk.bavail * disk.bsize >= MIN_FREE_BYTES ? { ok: true } : { ok: false, reason: 'disk full' };
  };
}

export type NodeReadinessSources = { databaseUrl: string; uploadsDir: string; openedDatabaseFile: () => FileIdentity | undefined };

/** Node's readiness: the database and its migrations, the uploads folder and, for an embedded file, that file. */
export function nodeReadiness(sources: NodeReadinessSources): Readiness {
  const file = databaseFileOf(sources.databaseUrl);
  return new Readiness(
    {
      ...databaseChecks(drizzleMigrationLevel),
      uploads: uploadsCheck(sources.uploadsDir),
      ...(file ? { databaseFile: databaseFileCheck(file, sources.openedDatabaseFile) } : {}),
    },
    () => Math.round(process.uptime()),
  );
}

/** How often the database file is looked at while nothing asks: a stat, every few seconds. */
export const DATABASE_FILE_WATCH_MS = 5000;

/** Looks at the database file every few seconds (not keeping the process alive); answers a function that stops. */
export function watchDatabaseFile(readiness: Readiness, deps: AppDeps, everyMs = DATABASE_FILE_WATCH_MS): () => void {
  const timer = setInterval(() => void readiness.run(deps, ['databaseFile']), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
