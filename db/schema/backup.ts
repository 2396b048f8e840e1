import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One backup of the embedded database and the uploaded files, scheduled or by hand (docs/operations.md),
 * whether it passed its verification or not: what the console's system screen shows of the last one.
 * The batch history records the same runs as jobs; this keeps their facts as columns.
 */
export const backupRun = sqliteTable(
  'backup_run',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at').notNull(),
    /** The backup's folder on the portal's machine. */
    folder: text('folder').notNull(),
    /** Written whole and checked (integrity, checksums, every attachment's file): a folder to restore from. */
    verified: integer('verified', { mode: 'boolean' }).notNull(),
    /** The database copy and the files together, in bytes (0 when it failed). */
    totalBytes: integer('total_bytes').notNull().default(0),
    fileCount: integer('file_count').notNull().default(0),
    /** Why it failed, in the operator's words; null when verified. */
    problem: text('problem'),
  },
  (table) => [index('backup_run_by_finish').on(table.finishedAt)],
);
