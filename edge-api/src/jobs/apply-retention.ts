// The retention job (portal spec §9, issue 33, core/schemas/retention.ts): every night it seals the audit logs,
// applies each retention rule it owns in bounded batches, and records its counts per rule in the batch history's
// detail (`connectionLog=12; accessRecord=0; …`), which the console's retention screen reads. The withdrawn
// members are pseudonymised only once every log is sealed to its end, so no row of theirs is left behind; a
// member waits for the next night otherwise, well inside the spec's 5 days.
import { appliedRules, auditLogs, formatRetentionCounts, retentionCutoff, type AuditLog, type RetentionRule } from '#core/schemas/retention.ts';
import type { Db } from '#db/client.ts';
import { finishWithdrawal, lapseMarketingConsents, listWithdrawn, purgeBatchRunsBefore, purgeOutboxBefore } from '#db/queries/retention.ts';
import { auditKeys, memberPseudonym, type AuditKeys } from '../lib/audit-chain/keys.ts';
import { pseudonymiseAuditLogs } from '../lib/audit-chain/pseudonymise.ts';
import { purgeAuditLog } from '../lib/audit-chain/purge.ts';
import { lookAtChains } from '../lib/audit-chain/rolling.ts';
import { sealAuditLogs } from '../lib/audit-chain/seal.ts';
import type { Job } from './job.ts';

/** Withdrawn members pseudonymised per run (each costs one pass over the logs, shared by all of a run's). */
export const WITHDRAWALS_PER_RUN = 200;
/** Rows of each log the nightly rolling verification checks. */
export const NIGHTLY_VERIFY_BUDGET = 200_000;

type Context = { db: Db; keys: AuditKeys; now: Date; cutoff: Date; sealedToEnd: boolean };
type AppliedName = (typeof appliedRules)[number]['name'];

const isAuditLog = (table: string): table is AuditLog => (auditLogs as readonly string[]).includes(table);

async function purgeLogs(context: Context, rule: RetentionRule): Promise<number> {
  let removed = 0;
  for (const table of rule.tables.filter(isAuditLog)) removed += await purgeAuditLog(context.db, context.keys, table, context.cutoff, context.now);
  return removed;
}

/** Pseudonymises the members waiting since their withdrawal; answers how many are done. */
async function pseudonymiseWithdrawn({ db, keys, sealedToEnd }: Context): Promise<number> {
  if (!sealedToEnd) return 0;
  const waiting = await listWithdrawn(db, WITHDRAWALS_PER_RUN);
  const members = waiting.map((member) => ({ ...member, pseudonym: memberPseudonym(keys, member.userId) }));
  await pseudonymiseAuditLogs(db, keys, members);
  for (const member of members) await finishWithdrawal(db, member, member.pseudonym);
  return members.length;
}

/** How each rule the job owns is applied: a rule without one fails the type check. */
const appliers: Record<AppliedName, (context: Context, rule: RetentionRule) => Promise<number>> = {
  connectionLog: purgeLogs,
  accessRecord: purgeLogs,
  contentUsage: purgeLogs,
  withdrawnMember: pseudonymiseWithdrawn,
  marketingConsent: ({ db, cutoff, now }) => lapseMarketingConsents(db, cutoff.toISOString(), now.toISOString()),
  // the portal holds no supporters' data (core/schemas/retention.ts): nothing to remove
  supporters: () => Promise.resolve(0),
  mailOutbox: ({ db, cutoff }) => purgeOutboxBefore(db, cutoff.toISOString()),
  batchHistory: ({ db, cutoff }) => purgeBatchRunsBefore(db, cutoff.toISOString()),
};

export const applyRetention: Job = {
  name: 'apply-retention',
  async run(deps, now) {
    const keys = await auditKeys(deps);
    const sealing = await sealAuditLogs(deps.db, keys, now);
    const counts: Record<string, number> = {};
    for (const rule of appliedRules) {
      const context = { db: deps.db, keys, now, cutoff: retentionCutoff(rule.period, now), sealedToEnd: sealing.done };
      counts[rule.name] = await appliers[rule.name](context, rule);
    }
    const chains = await lookAtChains(deps.db, keys, now, NIGHTLY_VERIFY_BUDGET);
    const verified = chains.filter((chain) => chain.verified).length;
    const affected = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return {
      affected,
      detail: `${formatRetentionCounts(counts)} · ${sealing.sealed} audit rows sealed · ${verified} of ${chains.length} audit chains verify`,
    };
  },
};
