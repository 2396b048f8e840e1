import { recordBatchRun } from '#db/queries/batch-run.ts';
import { announceJobFailure } from '../lib/webhook/announce.ts';
import type { AppDeps } from '../types.ts';
import { accountDormancy } from './account-dormancy.ts';
import { applyRetention } from './apply-retention.ts';
import { deliverWebhooksJob } from './deliver-webhooks.ts';
import { endExpiredSessions } from './end-expired-sessions.ts';
import type { Job } from './job.ts';
import { mailDigests, mailNotifications } from './mail-notifications.ts';
import { makePictureVariantsJob } from './make-picture-variants.ts';
import { purgeDeletedAttachments } from './purge-deleted-attachments.ts';
import { purgeExpiredSecondFactorSteps } from './purge-expired-second-factor-steps.ts';
import { purgeOldNotifications } from './purge-old-notifications.ts';
import { purgeOldSearchLog } from './purge-old-search-log.ts';
import { purgeOldWebhookDeliveries } from './purge-old-webhook-deliveries.ts';
import { retryOutbox } from './retry-outbox.ts';
import { sealAuditLogsJob } from './seal-audit-logs.ts';
import { sendBatchNotices } from './send-batch-notices.ts';
import { tellWatchers } from './tell-watchers.ts';

export type { Job } from './job.ts';

/** Which jobs each cron expression runs. The same table drives Worker cron triggers and the Node scheduler. */
export const schedule: Record<string, Job[]> = {
  // 03:00 in Korea, every day
  // the notices go before the dormancy, so nobody is made dormant on the night a notice is due
  '0 18 * * *': [
    purgeDeletedAttachments,
    endExpiredSessions,
    // issue 34: the second factors' ended set-ups, pending sign-ins and links
    purgeExpiredSecondFactorSteps,
    sendBatchNotices,
    accountDormancy,
    purgeOldNotifications,
    purgeOldSearchLog,
    purgeOldWebhookDeliveries,
    // decision 056: the page pictures' copies that uploads, restores and failed attempts left to make
    makePictureVariantsJob,
    // the retention rules of portal spec §9 (issue 33): last, after the jobs that write the history it may purge
    applyRetention,
  ],
  // the watchers a stopped process left untold, the notification mail at once, mail and SMS whose delivery failed
  // or was queued, and the webhook deliveries due, every 10 minutes (a webhook's first attempt goes out after the answer; this trigger carries the
  // retries and whatever a stopped process left)
  // the notification mail "at once" goes first, so the outbox's run after it delivers what it queued
  // and the audit logs' new rows sealed into their hash chains (issue 33, decision 048)
  '*/10 * * * *': [tellWatchers, mailNotifications, retryOutbox, deliverWebhooksJob, sealAuditLogsJob],
  // 07:00 in Korea, every day: the daily digests, and on Mondays the weekly ones (issue 32)
  '0 22 * * *': [mailDigests],
};

export const jobsByName = new Map(
  Object.values(schedule)
    .flat()
    .map((job) => [job.name, job]),
);

/**
 * Runs the jobs of one trigger, one after another; every run is written to the daily batch history.
 * `table` is the schedule the trigger belongs to: the Node scheduler's adds the backup (jobs/backup.ts).
 */
export async function runJobs(trigger: string, deps: AppDeps, now = new Date(), table: Record<string, Job[]> = schedule): Promise<void> {
  const jobs = table[trigger] ?? (jobsByName.has(trigger) ? [jobsByName.get(trigger) as Job] : []);
  if (jobs.length === 0) deps.log.error('no job for this trigger', { trigger });
  for (const job of jobs) {
    const startedAt = new Date().toISOString();
    try {
      const result = await job.run(deps, now);
      // the run's line: what Node's metrics read from the batch history, for the Worker's logs too
      deps.log.info('job finished', { job: job.name, trigger, durationMs: Date.now() - Date.parse(startedAt), affected: result.affected });
      await recordBatchRun(deps.db, {
        jobName: job.name,
        trigger,
        startedAt,
        finishedAt: new Date().toISOString(),
        status: 'SUCCESS',
        affectedCount: result.affected,
        detail: result.detail,
      });
    } catch (error) {
      deps.log.error('job failed', { job: job.name, trigger, error: String(error) });
      await recordBatchRun(deps.db, {
        jobName: job.name,
        trigger,
        startedAt,
        finishedAt: new Date().toISOString(),
        status: 'FAILURE',
        detail: String(error).slice(0, 500),
      });
      // the staff's webhooks hear of it; a failure of their own delivery job is not announced (it would feed itself)
      if (job.name !== deliverWebhooksJob.name) await announceJobFailure(deps, job.name, trigger, error);
    }
  }
}
