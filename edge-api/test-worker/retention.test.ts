// The retention job (portal spec §9, issue 33) inside workerd on D1, run by the Worker's cron trigger: the same
// code as on Node seals the audit logs with WebCrypto, removes a connection a day past its year and keeps one a
// day inside it, pseudonymises a member deleted through D1 (its trigger), and leaves every chain verifying.
import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addMonths } from '#core/dates.ts';
import { auditLogs } from '#core/schemas/retention.ts';
import { auditKeys, memberPseudonym } from '../src/lib/audit-chain/keys.ts';
import { verifyLog } from '../src/lib/audit-chain/verify.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { scheduled } from '../src/scheduled.ts';

const bindings = env as unknown as Record<string, unknown>;
const now = new Date('2026-11-23T18:00:00Z');
const DAY = 86_400_000;
const connection = (username: string, createdAt: string, userId: number | null = null) =>
  env.DB.prepare(
    "insert into connection_history (user_id, username, kind, event, ip, user_agent, created_at) values (?, ?, 'MEMBER', 'LOGIN', '203.0.113.5', 'Safari', ?)",
  )
    .bind(userId, username, createdAt)
    .run();

describe('the retention job in workerd on D1', () => {
  it('applies the rules at their boundary days and pseudonymises a withdrawn member, the chains verifying', async () => {
    const cutoff = addMonths(now, -12).getTime();
    await env.DB.prepare('delete from connection_history').run();
    await connection('past@example.com', new Date(cutoff - DAY).toISOString());
    await connection('inside@example.com', new Date(cutoff + DAY).toISOString());
    const member = await env.DB.prepare(
      "insert into user_account (username, password_hash, name, company_name, phone_number, country, role, status, lang, password_changed_at, created_dtm) values ('leaving@example.com', 'x', '떠나는이', '테스트', '01099998888', '+82', 'MEMBER', 'ACTIVE', 'ko', ?, ?) returning id",
    )
      .bind(now.toISOString(), now.toISOString())
      .first<{ id: number }>();
    await connection('leaving@example.com', new Date(now.getTime() - DAY).toISOString(), member?.id ?? 0);
    await env.DB.prepare('delete from user_account where id = ?').bind(member?.id).run();

    await scheduled(createScheduledController({ cron: '0 18 * * *', scheduledTime: now.getTime() }), bindings, createExecutionContext());
    const run = await env.DB.prepare("select status, detail from batch_run where job_name = 'apply-retention'").first<{ status: string; detail: string }>();
    expect(run?.status).toBe('SUCCESS');
    expect(run?.detail).toContain('connectionLog=1');
    expect(run?.detail).toContain('withdrawnMember=1');

    const deps = await createWorkerDeps(bindings);
    const keys = await auditKeys(deps);
    const pseudonym = memberPseudonym(keys, member?.id ?? 0);
    const rows = await env.DB.prepare('select username, ip from connection_history order by id').all<{ username: string; ip: string }>();
    expect(rows.results).toEqual([
      { username: 'inside@example.com', ip: '203.0.113.5' },
      { username: pseudonym, ip: '' },
    ]);
    for (const log of auditLogs) expect(await verifyLog(deps.db, keys, log)).toMatchObject({ verified: true });
  });
});
