import { desc } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type BackupRunRecord = Omit<typeof schema.backupRun.$inferInsert, 'id'>;

/** What the console's system screen shows of the last backup: when, where, whether it passed its verification, its size and file count. */
export type LastBackup = {
  finishedAt: string;
  folder: string;
  verified: boolean;
  totalBytes: number;
  fileCount: number;
  /** Why it failed (null when verified). */
  problem: string | null;
};

export async function recordBackupRun(db: Db, run: BackupRunRecord): Promise<void> {
  await db.insert(schema.backupRun).values(run);
}

/** The last backup tried, scheduled or by hand, verified or not; null before the first. */
export async function lastBackup(db: Db): Promise<LastBackup | null> {
  const b = schema.backupRun;
  const [row] = await db
    .select({ finishedAt: b.finishedAt, folder: b.folder, verified: b.verified, totalBytes: b.totalBytes, fileCount: b.fileCount, problem: b.problem })
    .from(b)
    .orderBy(desc(b.finishedAt), desc(b.id))
    .limit(1);
  return row ?? null;
}
