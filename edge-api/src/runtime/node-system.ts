// What a Node process tells the console's System screen of itself (lib/system.ts): drizzle's migration
// record, the database's size and the cron table it schedules. An embedded file's size is what it takes on
// disk, the file and its write-ahead log (until a checkpoint, recent writes are in the log only); a libSQL
// server's files are out of sight, so its size is its pages as SQLite counts them.
import { stat } from 'node:fs/promises';
import { databasePageBytes } from '#db/queries/operations.ts';
import { drizzleMigrationLevel } from '../lib/build-info.ts';
import type { SystemSources } from '../types.ts';
import { databaseFileOf } from './node-health.ts';

/** A file's size, 0 when there is none (no write-ahead log yet, or just checkpointed away). */
const sizeOf = (path: string) =>
  stat(path).then(
    (found) => found.size,
    () => 0,
  );

/** The bytes of an embedded database file and its write-ahead log; null when the file itself is missing. */
export async function databaseFileBytes(path: string): Promise<number | null> {
  const main = await stat(path).catch(() => null);
  if (!main) return null;
  return main.size + (await sizeOf(`${path}-wal`));
}

export function nodeSystem(databaseUrl: string, schedule: SystemSources['schedule']): SystemSources {
  const file = databaseFileOf(databaseUrl);
  return {
    readMigration: drizzleMigrationLevel,
    database: file ? { kind: 'file', bytes: () => databaseFileBytes(file) } : { kind: 'libsql', bytes: databasePageBytes },
    schedule,
  };
}
