// Each scheduled run happens once among every process of the database (decision 034): several Node
// processes schedule the same cron table in process, and Cloudflare may deliver a cron trigger more than
// once. Every scheduler asks for the run's claim (db/queries/lease.ts `claimScheduledRun`) and only the one
// that gets it runs the jobs. A run's lease is renewed while it runs and lapses JOB_LEASE_MS after its
// process crashed, so a crash costs that run only; the next one is claimed as usual. `npm run job` (by
// hand) runs at once, without asking.
import { databaseCauseOf, databaseFailureOf } from '#db/errors.ts';
import { claimScheduledRun, endScheduledRun, renewLease, thisProcess } from '#db/queries/lease.ts';
import type { AppDeps } from '../types.ts';
import { runJobs, schedule, type Job } from './run-jobs.ts';

/** How long a run's claim holds without being renewed: a crashed process's claim lapses after this. */
export const JOB_LEASE_MS = 10 * 60_000;
/** How often a running job's process renews its claim. */
const RENEW_EVERY_MS = 60_000;

/** The lease of one trigger of the schedule. */
export const jobLeaseName = (trigger: string) => `jobs ${trigger}`;

/**
 * Runs the jobs of `trigger` planned for `scheduledAt` unless another process claimed that run; answers
 * whether this one ran them. `now` is the jobs' clock (the Worker's scheduled time, Node's real time);
 * `table` the cron table the trigger belongs to (Node's adds the nightly backup: jobs/backup.ts).
 */
export async function runScheduledJobs(
  trigger: string,
  deps: AppDeps,
  scheduledAt: Date,
  options: { now?: Date; table?: Record<string, Job[]> } = {},
): Promise<boolean> {
  const name = jobLeaseName(trigger);
  const claimed = await claimScheduledRun(deps.db, name, thisProcess(), scheduledAt.getTime(), deps.now().getTime(), JOB_LEASE_MS);
  if (!claimed) {
    deps.log.info('scheduled run claimed by another process', { trigger, scheduledAt: scheduledAt.toISOString() });
    return false;
  }
  const renewing = setInterval(() => {
    renewLease(deps.db, name, thisProcess(), deps.now().getTime(), JOB_LEASE_MS).catch((error: unknown) =>
      deps.log.error('scheduled run not renewed', { trigger, error: String(error) }),
    );
  }, RENEW_EVERY_MS);
  // a waiting renewal does not keep a Node process alive
  (renewing as { unref?: () => void }).unref?.();
  try {
    await runJobs(trigger, deps, options.now, options.table ?? schedule);
  } finally {
    clearInterval(renewing);
    await endScheduledRun(deps.db, name, thisProcess());
  }
  return true;
}

/**
 * What Node's scheduler calls for each trigger: runScheduledJobs, with a failure logged instead of thrown.
 * A scheduler's callback has nobody to throw to: while the database is unavailable (its file renamed away,
 * a remote one out of reach) the run's claim itself fails, and that error, left unhandled, ended the whole
 * process. The next trigger tries again; the Worker's runtime records a failed trigger itself.
 */
export async function runScheduledJobsLogged(trigger: string, deps: AppDeps, scheduledAt: Date, options: { table?: Record<string, Job[]> } = {}) {
  try {
    return await runScheduledJobs(trigger, deps, scheduledAt, options);
  } catch (error) {
    const when = { trigger, scheduledAt: scheduledAt.toISOString() };
    // the database's own words ("… is missing", "database is locked"), not the statement that met them
    if (databaseFailureOf(error)) deps.log.error('scheduled run failed', { ...when, cause: databaseCauseOf(error) });
    else deps.log.error('scheduled run failed', { ...when, error: String(error), stack: error instanceof Error ? error.stack : undefined });
    return false;
  }
}
