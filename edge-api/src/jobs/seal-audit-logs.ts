import { auditKeys } from '../lib/audit-chain/keys.ts';
import { sealAuditLogs } from '../lib/audit-chain/seal.ts';
import type { Job } from './job.ts';

/**
 * Seals the audit logs' new rows (issue 33, decision 048) every 10 minutes, under the schedule's lease like every
 * run: a row is open to an unseen change only from its writing to this job's next run.
 */
export const sealAuditLogsJob: Job = {
  name: 'seal-audit-logs',
  async run(deps, now) {
    const { sealed, done } = await sealAuditLogs(deps.db, await auditKeys(deps), now);
    return { affected: sealed, detail: `${sealed} audit rows sealed${done ? '' : ', more left for the next run'}` };
  },
};
