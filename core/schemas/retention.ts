// The retention rules (portal spec §9, issue 33), declared once as data: what kind of record, in which
// tables, for how long, what happens at the end, why, and which scheduled job applies it. The nightly
// `apply-retention` job (edge-api/src/jobs/apply-retention.ts) applies the rules it names; the purges that
// existed before it (notifications, the search log, webhook deliveries, ended sessions) keep their own jobs
// and read their periods from here. The console's retention screen (ADMIN, read-only) lists every rule with
// its reason in both languages (`retention.rule.<name>.reason`) and the last run's counts.
import * as v from 'valibot';
import { addMonths } from '../dates.ts';

/** How long a record is kept: whole calendar months (the spec's years and months) or days. */
export type RetentionPeriod = { months: number } | { days: number };

/** What happens when the period ends. */
export const retentionEnds = ['DELETE', 'PSEUDONYMISE', 'WITHDRAW_CONSENT'] as const;
export type RetentionEnd = (typeof retentionEnds)[number];

/** What the period counts from. */
export const retentionStarts = ['RECORD', 'WITHDRAWAL', 'CONSENT', 'END'] as const;
export type RetentionStart = (typeof retentionStarts)[number];

export type RetentionRule = {
  /** The kind of record, as the batch history's counts and the message keys name it. */
  name: string;
  /** Where the records are (tables), empty when the portal holds none of them. */
  tables: readonly string[];
  period: RetentionPeriod;
  from: RetentionStart;
  end: RetentionEnd;
  /** Where the rule comes from: the spec's §9, a law the spec leaves to us, or the portal's own choice. */
  basis: 'SPEC' | 'LAW' | 'PORTAL';
  /** The scheduled job that applies it (core/schemas/batch.ts jobLabels). */
  job: 'apply-retention' | 'purge-old-notifications' | 'purge-old-search-log' | 'purge-old-webhook-deliveries' | 'end-expired-sessions';
};

/**
 * The audit logs of DESIGN.md §4 that hold who did what: each is a hash chain (decision 048) and each is
 * purged only as a sealed prefix, with a signed checkpoint of what was removed.
 */
export const auditLogs = [
  'connection_history',
  'admin_access_history',
  'personal_info_download',
  'permission_change_history',
  'content_ownership_transfer',
  'content_usage_history',
] as const;
export type AuditLog = (typeof auditLogs)[number];

export const retentionRules = [
  // portal spec §9 "access logs 1 year after last access": every sign-in, sign-out and failure is an access,
  // kept a year from the access it records (decision 048)
  { name: 'connectionLog', tables: ['connection_history'], period: { months: 12 }, from: 'RECORD', end: 'DELETE', basis: 'SPEC', job: 'apply-retention' },
  // portal spec §9 "access records at least 6 months"; the PIPA safeguard standard (art. 8) asks 1 year, and
  // 2 years for a system with 50,000 or more data subjects: 2 years meets all three whatever the portal grows to
  {
    name: 'accessRecord',
    tables: ['admin_access_history', 'personal_info_download', 'permission_change_history', 'content_ownership_transfer'],
    period: { months: 24 },
    from: 'RECORD',
    end: 'DELETE',
    basis: 'LAW',
    job: 'apply-retention',
  },
  // what members viewed and downloaded, with their account and address: an access log like the connections
  { name: 'contentUsage', tables: ['content_usage_history'], period: { months: 12 }, from: 'RECORD', end: 'DELETE', basis: 'SPEC', job: 'apply-retention' },
  // portal spec §9 "personal data up to 5 days after withdrawal": the account goes at once; its traces in the
  // logs and content are pseudonymised by the next nightly run, and the logs the law asks for stay, pseudonymised
  {
    name: 'withdrawnMember',
    tables: [
      'withdrawn_account',
      ...auditLogs,
      'forum_post',
      'forum_comment',
      'partner_qna',
      'partner_qna_comment',
      'knowledge_model',
      'knowledge_data_set',
      'partner_application',
      'forum_board_access',
      'outbox',
    ],
    period: { days: 5 },
    from: 'WITHDRAWAL',
    end: 'PSEUDONYMISE',
    basis: 'SPEC',
    job: 'apply-retention',
  },
  // portal spec §9 "marketing data 1 year 6 months": the marketing items (5, 6 and its channels 6-1, 6-2, 6-3)
  // lapse 18 months after they were agreed unless agreed again (the notice batch asks before)
  {
    name: 'marketingConsent',
    tables: ['term_agreement'],
    period: { months: 18 },
    from: 'CONSENT',
    end: 'WITHDRAW_CONSENT',
    basis: 'SPEC',
    job: 'apply-retention',
  },
  // portal spec §9 "supporters data 1 year after consent": the supporters programme runs outside the portal
  // (its policy is /privacy_policy_sup); the portal holds none of its data, so the rule has no table
  { name: 'supporters', tables: [], period: { months: 12 }, from: 'CONSENT', end: 'DELETE', basis: 'SPEC', job: 'apply-retention' },
  // the mail and SMS sent (recipients, names in the bodies): kept while a delivery may be asked about
  { name: 'mailOutbox', tables: ['outbox'], period: { days: 90 }, from: 'RECORD', end: 'DELETE', basis: 'PORTAL', job: 'apply-retention' },
  // the daily batch history, whose runs are the evidence that every other rule was applied
  { name: 'batchHistory', tables: ['batch_run'], period: { months: 24 }, from: 'RECORD', end: 'DELETE', basis: 'PORTAL', job: 'apply-retention' },
  // the purges that came before this declaration, each in its own job (issue 32, issue 31, decision 034)
  {
    name: 'notifications',
    tables: ['notification', 'notification_event'],
    period: { days: 90 },
    from: 'RECORD',
    end: 'DELETE',
    basis: 'PORTAL',
    job: 'purge-old-notifications',
  },
  {
    name: 'searchLog',
    tables: ['search_log', 'search_log_opened'],
    period: { days: 90 },
    from: 'RECORD',
    end: 'DELETE',
    basis: 'PORTAL',
    job: 'purge-old-search-log',
  },
  {
    name: 'webhookDeliveries',
    tables: ['webhook_delivery'],
    period: { days: 90 },
    from: 'END',
    end: 'DELETE',
    basis: 'PORTAL',
    job: 'purge-old-webhook-deliveries',
  },
  { name: 'sessions', tables: ['session'], period: { days: 0 }, from: 'END', end: 'DELETE', basis: 'PORTAL', job: 'end-expired-sessions' },
] as const satisfies readonly RetentionRule[];

export type RetentionRuleName = (typeof retentionRules)[number]['name'];

/** One rule by its name. */
export function retentionRule(name: RetentionRuleName): RetentionRule {
  return retentionRules.find((rule) => rule.name === name) as RetentionRule;
}

/** A period in days, for the rules counted in days (the purges that take a number of days). */
export function retentionDays(name: RetentionRuleName): number {
  const { period } = retentionRule(name);
  if (!('days' in period)) throw new Error(`${name} is kept in months, not days`);
  return period.days;
}

/** The instant before which a record of this rule is past its period: now less the period. */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  return 'months' in period ? addMonths(now, -period.months) : new Date(now.getTime() - period.days * 86_400_000);
}

/** The rules the retention job applies itself. */
export const appliedRules = retentionRules.filter((rule) => rule.job === 'apply-retention');

/** GET /api/admin/retention: the rules, each with its last run, and the audit logs' chains. */
export const retentionRuleView = v.object({
  name: v.string(),
  tables: v.array(v.string()),
  period: v.object({ months: v.optional(v.number()), days: v.optional(v.number()) }),
  from: v.picklist(retentionStarts),
  end: v.picklist(retentionEnds),
  basis: v.picklist(['SPEC', 'LAW', 'PORTAL']),
  job: v.string(),
  /** The last run of its job: when, and what it did under this rule (null before the first run). */
  lastRun: v.nullable(v.object({ finishedAt: v.string(), status: v.string(), count: v.nullable(v.number()) })),
});
export type RetentionRuleView = v.InferOutput<typeof retentionRuleView>;

export const auditChainView = v.object({
  log: v.picklist(auditLogs),
  rows: v.number(),
  sealed: v.number(),
  /** Whether every sealed row and checkpoint checked so far verifies; false names the first broken row. */
  verified: v.boolean(),
  firstBroken: v.nullable(v.object({ id: v.number(), reason: v.string() })),
  /** The rows checked by this look (bounded), and where the rolling check stands. */
  checked: v.number(),
  /** When the rolling check last went through the whole log (null before it has). */
  lastFullPassAt: v.nullable(v.string()),
  /** The purges' checkpoints: how many rows they removed in all, and through which id. */
  purged: v.object({ rows: v.number(), throughId: v.number() }),
});
export type AuditChainView = v.InferOutput<typeof auditChainView>;

export const retentionView = v.object({
  rules: v.array(retentionRuleView),
  chains: v.array(auditChainView),
  /** Where the key of the chains and pseudonyms comes from: the AUDIT_SECRET setting, or the database (weaker). */
  keySource: v.picklist(['setting', 'database']),
});
export type RetentionView = v.InferOutput<typeof retentionView>;

/** The counts of one run of the retention job, per rule, as the batch history's detail keeps them: `connectionLog=3; …`. */
export function formatRetentionCounts(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts)
    .map(([name, count]) => `${name}=${count}`)
    .join('; ');
}

/** The counts a detail written by formatRetentionCounts holds (what follows them is ignored). */
export function parseRetentionCounts(detail: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const match of detail.matchAll(/(?:^|; )([a-zA-Z]+)=(\d+)/g)) counts[match[1] as string] = Number(match[2]);
  return counts;
}
