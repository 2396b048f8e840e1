// GET /api/admin/retention (issue 33): the retention rules as declared, with their reasons, the last run of each
// rule's job and its count under the rule, and each audit log's chain, verifying or broken; ADMIN only, logged.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retentionRules, type RetentionView } from '#core/schemas/retention.ts';
import { schema } from '#db/client.ts';
import { runJobs } from '../../jobs/run-jobs.ts';
import { expectFailure, signedInAdmin, signedInMember, useTestApp, type TestApp } from '../../testing/api-kit.ts';

async function retention(t: TestApp, cookie: string) {
  const res = await t.get('/api/admin/retention', 'en', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: RetentionView }).data;
}

describe('GET /api/admin/retention', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));

  it('lists every rule with the last run of its job and its count, and every audit chain verifying', async () => {
    // a sign-in of long ago, written before the admin's own
    await t.db.insert(schema.connectionHistory).values({ username: 'old@example.com', kind: 'MEMBER', event: 'LOGIN', createdAt: '2025-01-01T00:00:00.000Z' });
    const admin = await signedInAdmin(t);
    const before = await retention(t, admin.cookie);
    expect(before.rules.map((rule) => rule.name)).toEqual(retentionRules.map((rule) => rule.name));
    expect(before.rules.every((rule) => rule.lastRun === null)).toBe(true);
    // no AUDIT_SECRET in the tests: the key kept in the database, which the screen warns of
    expect(before.keySource).toBe('database');
    await runJobs('apply-retention', t.deps, t.deps.now());
    const after = await retention(t, admin.cookie);
    expect(after.rules.find((rule) => rule.name === 'connectionLog')?.lastRun).toMatchObject({ status: 'SUCCESS', count: 1 });
    expect(after.rules.find((rule) => rule.name === 'accessRecord')?.lastRun).toMatchObject({ status: 'SUCCESS', count: 0 });
    // a rule of another job: its job has not run
    expect(after.rules.find((rule) => rule.name === 'notifications')?.lastRun).toBeNull();
    expect(after.chains.map((chain) => [chain.log, chain.verified])).toEqual([
      ['connection_history', true],
      ['admin_access_history', true],
      ['personal_info_download', true],
      ['permission_change_history', true],
      ['content_ownership_transfer', true],
      ['content_usage_history', true],
    ]);
    expect(after.chains[0]?.purged).toEqual({ rows: 1, throughId: 1 });
    const [logged] = await t.db.select().from(schema.adminAccessHistory).where(eq(schema.adminAccessHistory.screen, '/admin/retention'));
    expect(logged).toMatchObject({ adminId: admin.id, action: 'VIEW' });
  });

  it('shows the first broken row of a chain someone changed', async () => {
    const admin = await signedInAdmin(t);
    await runJobs('seal-audit-logs', t.deps, new Date());
    await t.db.run(sql`drop trigger connection_history_append_only`);
    const [signIn] = await t.db.select().from(schema.connectionHistory).limit(1);
    await t.db.update(schema.connectionHistory).set({ event: 'LOGOUT' }).where(eq(schema.connectionHistory.id, signIn!.id));
    const view = await retention(t, admin.cookie);
    expect(view.chains[0]).toMatchObject({ log: 'connection_history', verified: false, firstBroken: { id: signIn!.id } });
  });

  it('is refused to a member', async () => {
    const member = await signedInMember(t);
    await expectFailure(await t.get('/api/admin/retention', 'en', { cookie: member.cookie }), 401, 'en', 'auth.loginRequired');
  });
});
