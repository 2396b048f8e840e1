// The console's System screen (GET /api/admin/system): what an operator checks first, the same call on
// Node and in the Worker. It names no path, setting, address or secret: the build, the migration level,
// the database's kind and size, the last backup, each scheduled job's last run and the outbox's backlog.
import * as v from 'valibot';
import { batchRunStatuses } from './batch.ts';

/** Where the data lives: an embedded libSQL file (Node's default), a libSQL server (DATABASE_URL), or D1 (the Worker). */
export const databaseKinds = ['file', 'libsql', 'd1'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

const instant = v.string();

export const systemView = v.object({
  /** The package's version; `source` when running from the sources (tests, `npm run job`). */
  version: v.string(),
  /** The commit the build was made from; null for a build made outside a git checkout. */
  commit: v.nullable(v.string()),
  /** Whether that checkout had uncommitted changes. */
  dirty: v.boolean(),
  /** When it was built; null when running from the sources. */
  builtAt: v.nullable(instant),
  /** The newest migration this build carries, the newest applied to the database, and whether the database is at least at it. */
  migration: v.object({ expected: v.string(), applied: v.nullable(v.string()), ok: v.boolean() }),
  /** Bytes as the runtime can tell them honestly (the file and its write-ahead log, the server's pages, D1's own count); null when it cannot. */
  database: v.object({ kind: v.picklist(databaseKinds), bytes: v.nullable(v.number()) }),
  backup: v.object({
    /** Whether this process runs the nightly backup (Node with BACKUP_DIR). */
    scheduled: v.boolean(),
    /** The last backup tried, scheduled or by hand (`npm run backup`); null before the first. */
    last: v.nullable(v.object({ finishedAt: instant, verified: v.boolean(), totalBytes: v.number(), fileCount: v.number() })),
  }),
  /** Each scheduled job, in the order the schedule runs them: its cron (UTC), its next run, and its last run (null before the first). */
  jobs: v.array(
    v.object({
      name: v.string(),
      cron: v.string(),
      nextRunAt: v.nullable(instant),
      lastRun: v.nullable(v.object({ startedAt: instant, finishedAt: instant, status: v.picklist(batchRunStatuses) })),
    }),
  ),
  /** Messages not delivered: waiting, failed and to be tried again, and given up after all `maxAttempts` attempts. */
  outbox: v.object({ pending: v.number(), failed: v.number(), abandoned: v.number(), maxAttempts: v.number() }),
});
export type SystemView = v.InferOutput<typeof systemView>;
