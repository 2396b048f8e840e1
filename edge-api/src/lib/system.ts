// What the console's System screen shows (GET /api/admin/system, docs/observability.md), the same on
// Node and in the Worker: each runtime hands the app how it reads its migration level and its database's
// size, and the cron table it schedules (AppDeps.system); the rest is read from the database.
import { Cron } from 'croner';
import { BACKUP_JOB } from '#core/schemas/batch.ts';
import type { SystemView } from '#core/schemas/system.ts';
import { lastBackup } from '#db/queries/backup.ts';
import { lastJobRuns, outboxBacklog } from '#db/queries/operations.ts';
import type { AppDeps } from '../types.ts';
import { systemInfo } from './build-info.ts';
import { MAX_DELIVERY_ATTEMPTS } from './mail/outbox.ts';

/** The next time a cron expression of the schedule fires after `now`, read in UTC like the schedulers. */
function nextRunOf(cron: string, now: Date): string | null {
  // a Cron made without a function schedules nothing: it only reads the pattern
  return new Cron(cron, { timezone: 'UTC' }).nextRun(now)?.toISOString() ?? null;
}

/** Everything the System screen shows, read now. */
export async function readSystem(deps: AppDeps): Promise<SystemView> {
  const { db, system } = deps;
  const jobs = Object.entries(system.schedule).flatMap(([cron, list]) => list.map((job) => ({ name: job.name, cron })));
  const [info, bytes, backup, runs, outbox] = await Promise.all([
    systemInfo(db, system.readMigration),
    system.database.bytes(db),
    lastBackup(db),
    lastJobRuns(
      db,
      jobs.map((job) => job.name),
    ),
    outboxBacklog(db, MAX_DELIVERY_ATTEMPTS),
  ]);
  const now = deps.now();
  return {
    ...info,
    database: { kind: system.database.kind, bytes },
    backup: {
      scheduled: jobs.some((job) => job.name === BACKUP_JOB),
      // where it went and why it failed stay out: a folder is a path of the server, and the failure's words
      // are the daily batch history's (in its detail) and the log's
      last: backup && { finishedAt: backup.finishedAt, verified: backup.verified, totalBytes: backup.totalBytes, fileCount: backup.fileCount },
    },
    jobs: jobs.map((job) => {
      const run = runs.find((entry) => entry.jobName === job.name);
      return {
        ...job,
        nextRunAt: nextRunOf(job.cron, now),
        lastRun: run ? { startedAt: run.startedAt, finishedAt: run.finishedAt, status: run.status } : null,
      };
    }),
    outbox: { ...outbox, maxAttempts: MAX_DELIVERY_ATTEMPTS },
  };
}
