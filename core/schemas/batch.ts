// The batch settings of the console (admin spec §3: batch work, admin batch, password cycle) and the
// daily batch history's records, shared by the API routes and the console's forms. Periods are whole
// days, except the password cycle's `defaultPeriod`, in months (admin spec §9: 3 months).
import * as v from 'valibot';

export const batchWorkTypes = ['DORMANCY', 'NOTICE_DORMANCY', 'NOTICE_PASSWORD', 'NOTICE_MARKETING'] as const;
export type BatchWorkType = (typeof batchWorkTypes)[number];
/** The notices of the notification batch, in the order the screen shows them. */
export const noticeTypes = ['NOTICE_DORMANCY', 'NOTICE_PASSWORD', 'NOTICE_MARKETING'] as const satisfies readonly BatchWorkType[];

/** The bounds the server enforces and the console's inputs show. */
export const batchLimits = {
  /** Days without sign-in before a member goes dormant: a month to ten years. */
  dormancyDays: { min: 30, max: 3650 },
  /** Days ahead of its event a notice goes out. */
  noticeDays: { min: 1, max: 90 },
  /** Accounts one run may touch. */
  maximum: { min: 1, max: 100_000 },
  /** Days an admin may stay idle, or keep a password. */
  adminDays: { min: 1, max: 365 },
  /** The password cycle, in months, and its warning, in days. */
  cycleMonths: { min: 1, max: 24 },
  cycleNoticeDays: { min: 1, max: 30 },
} as const;

/** A whole number within bounds (a JSON number in a body, a number input in a form). */
export const wholeNumber = (limits: { min: number; max: number }) =>
  v.pipe(v.number('validation.integer'), v.integer('validation.integer'), v.minValue(limits.min, 'validation.min'), v.maxValue(limits.max, 'validation.max'));

/** A Korean calendar day, YYYY-MM-DD, that exists. */
export const calendarDay = v.pipe(
  v.string('validation.invalid'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid'),
  v.check((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
  }, 'validation.invalid'),
);

const common = {
  enable: v.boolean('validation.invalid'),
  /** The first Korean day the batch runs; null runs it from now on. */
  matureDate: v.nullable(calendarDay),
  maximum: wholeNumber(batchLimits.maximum),
};

/** POST /api/admin/batchwork: the settings of one user batch, found by its type (each type has one row). */
export const batchWorkBody = v.variant('type', [
  v.object({ type: v.literal('DORMANCY'), designatedPeriod: wholeNumber(batchLimits.dormancyDays), ...common }),
  v.object({ type: v.picklist(noticeTypes, 'validation.invalid'), designatedPeriod: wholeNumber(batchLimits.noticeDays), ...common }),
]);
export type BatchWorkBody = v.InferOutput<typeof batchWorkBody>;

/** A user batch as GET /api/admin/getbatchwork/:id answers it. */
export const batchWork = v.object({
  id: v.number(),
  type: v.picklist(batchWorkTypes),
  designatedPeriod: v.number(),
  enable: v.boolean(),
  matureDate: v.nullable(v.string()),
  maximum: v.number(),
  updatedAt: v.string(),
});
export type BatchWork = v.InferOutput<typeof batchWork>;

/** PUT /api/admin/admin-batch: the admin batch (id 1). */
export const adminBatchBody = v.object({
  adminInactiveTimePeriod: wholeNumber(batchLimits.adminDays),
  maximum: wholeNumber(batchLimits.maximum),
  adminPasswordUpdatePeriod: wholeNumber(batchLimits.adminDays),
});
export type AdminBatchBody = v.InferOutput<typeof adminBatchBody>;
/** GET /api/admin/admin-batch: the admin batch as stored. */
export const adminBatch = v.object({
  id: v.number(),
  adminInactiveTimePeriod: v.number(),
  maximum: v.number(),
  adminPasswordUpdatePeriod: v.number(),
  updatedAt: v.string(),
});
export type AdminBatch = v.InferOutput<typeof adminBatch>;

/** PUT /api/admin/notice-password-change-interval: the password cycle (id 1); 30 days of warning at most fit in the shortest period. */
export const passwordCycleBody = v.object({
  defaultPeriod: wholeNumber(batchLimits.cycleMonths),
  enable: v.boolean('validation.invalid'),
  noticePeriod: wholeNumber(batchLimits.cycleNoticeDays),
});
export type PasswordCycleBody = v.InferOutput<typeof passwordCycleBody>;

/** GET /api/admin/notice-password-change-interval: the password cycle as stored. */
export const passwordCycle = v.object({ id: v.number(), defaultPeriod: v.number(), enable: v.boolean(), noticePeriod: v.number() });
export type PasswordCycle = v.InferOutput<typeof passwordCycle>;

/** GET /api/admin/config_notice_for_admin_role: what the console warns the signed-in admin about. */
export type AdminNoticeConfig = {
  /** The admin batch's password period, in days. */
  adminPasswordUpdatePeriod: number;
  /** When the signed-in admin's password expires (ISO), and the whole days left. */
  passwordExpiresAt: string;
  daysLeft: number;
  /** Whether the console shows the warning now: within the password cycle's notice period. */
  notice: boolean;
};

/** The outcome of one job run. */
export const batchRunStatuses = ['SUCCESS', 'FAILURE'] as const;

/** A run of a scheduled job in the daily batch history. */
export const batchHistoryItem = v.object({
  id: v.number(),
  jobName: v.string(),
  trigger: v.string(),
  startedAt: v.string(),
  finishedAt: v.string(),
  status: v.picklist(batchRunStatuses),
  affectedCount: v.number(),
  detail: v.string(),
});
export type BatchHistoryItem = v.InferOutput<typeof batchHistoryItem>;

/**
 * The scheduled jobs (edge-api/src/jobs/run-jobs.ts, jobs/backup.ts) by the name the history records, with
 * the message keys the console shows them by (the batch history, the System screen).
 */
export const jobLabels = {
  'account-dormancy': 'batch.job.accountDormancy',
  'send-batch-notices': 'batch.job.sendBatchNotices',
  'purge-deleted-attachments': 'batch.job.purgeDeletedAttachments',
  'end-expired-sessions': 'batch.job.endExpiredSessions',
  'retry-outbox': 'batch.job.retryOutbox',
  'purge-old-notifications': 'batch.job.purgeOldNotifications',
  'purge-old-search-log': 'batch.job.purgeOldSearchLog',
  // issue 32: the watchers a stopped process left untold (docs/notifications.md), the webhook deliveries due (docs/webhooks.md)
  'tell-watchers': 'batch.job.tellWatchers',
  'deliver-webhooks': 'batch.job.deliverWebhooks',
  // issue 32: notification mail at once and the digests (docs/notifications.md)
  'mail-notifications': 'batch.job.mailNotifications',
  'mail-digests': 'batch.job.mailDigests',
  'purge-old-webhook-deliveries': 'batch.job.purgeOldWebhookDeliveries',
  // issue 33: the retention rules (core/schemas/retention.ts) and the audit logs' hash chains (decision 048)
  'apply-retention': 'batch.job.applyRetention',
  'seal-audit-logs': 'batch.job.sealAuditLogs',
  // issue 34: the second factors' ended set-ups, pending sign-ins and links (edge-api/src/jobs/purge-expired-second-factor-steps.ts)
  'purge-expired-second-factor-steps': 'batch.job.purgeExpiredSecondFactorSteps',
  // decision 056: the page pictures' copies left to make (edge-api/src/jobs/make-picture-variants.ts)
  'make-picture-variants': 'batch.job.makePictureVariants',
  // Node only, when BACKUP_DIR is set (edge-api/src/jobs/backup.ts), and `npm run backup`
  backup: 'batch.job.backup',
} as const;

/** The nightly backup's name in the schedule and the history (edge-api/src/jobs/backup.ts). */
export const BACKUP_JOB = 'backup' satisfies keyof typeof jobLabels;

/** A job's name as the history's `type` filter carries it: `end-expired-sessions` ↔ `END_EXPIRED_SESSIONS`. */
export const jobCode = (jobName: string) => jobName.toUpperCase().replaceAll('-', '_');
export const jobNameOf = (code: string) => code.toLowerCase().replaceAll('_', '-');
