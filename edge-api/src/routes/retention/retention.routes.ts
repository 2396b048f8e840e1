// The console's retention screen (issue 33, portal spec §9): every retention rule as core/schemas/retention.ts
// declares it, with the last run of the job that applies it and that run's count under the rule, and a look at
// each audit log's hash chain (a bounded rolling check, lib/audit-chain/rolling.ts). ADMIN only, read-only.
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema } from '#core/schemas/common.ts';
import { parseRetentionCounts, retentionRules, retentionView, type RetentionRuleView } from '#core/schemas/retention.ts';
import { lastRunsWithCounts } from '#db/queries/retention.ts';
import { recordAdminView } from '../../lib/admin-access.ts';
import { auditKeys } from '../../lib/audit-chain/keys.ts';
import { lookAtChains } from '../../lib/audit-chain/rolling.ts';
import { ok } from '../../lib/envelope.ts';
import type { AppEnv } from '../../types.ts';

export const retentionRoutes = new Hono<AppEnv>().get(
  '/admin/retention',
  describeRoute({
    tags: ['Console retention'],
    summary:
      'The retention rules (portal spec §9) with the last run of the job that applies each and its count, and whether each audit log’s hash chain verifies (a bounded rolling check)',
    responses: {
      200: { description: 'What the retention screen shows', content: { 'application/json': { schema: resolver(envelopeSchema(retentionView)) } } },
    },
  }),
  async (c) => {
    const { deps } = c.var;
    const runs = await lastRunsWithCounts(
      deps.db,
      retentionRules.map((rule) => rule.job),
    );
    const rules: RetentionRuleView[] = retentionRules.map((rule) => {
      const run = runs.find((entry) => entry.jobName === rule.job);
      const count =
        !run || run.status !== 'SUCCESS' ? null : rule.job === 'apply-retention' ? (parseRetentionCounts(run.detail)[rule.name] ?? null) : run.affectedCount;
      return { ...rule, tables: [...rule.tables], period: { ...rule.period }, lastRun: run ? { finishedAt: run.finishedAt, status: run.status, count } : null };
    });
    const keys = await auditKeys(deps);
    const chains = await lookAtChains(deps.db, keys, deps.now());
    await recordAdminView(c, '/admin/retention', 'retention');
    c.header('cache-control', 'private, no-store');
    return ok(c, { rules, chains, keySource: keys.source });
  },
);
