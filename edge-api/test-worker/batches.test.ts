// The dormancy and notification batches inside workerd on D1, run by the Worker's cron trigger: the
// same schedule table as Node (edge-api/src/jobs/run-jobs.ts), the one statement that makes accounts
// dormant, and the notice claimed once in batch_notice_sent.
import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { scheduled } from '../src/scheduled.ts';

const bindings = env as unknown as Record<string, unknown>;
const now = Date.parse('2026-11-23T18:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

async function account(username: string, role: 'MEMBER' | 'ADMIN', lastAccessDaysAgo: number): Promise<number> {
  const row = await env.DB.prepare(
    `insert into user_account (username, password_hash, name, company_name, phone_number, country, role, status, lang, password_changed_at, created_dtm, activated_at, last_access)
     values (?, 'x', '홍길동', '테스트', ?, '+82', ?, 'ACTIVE', 'ko', ?, ?, ?, ?) returning id`,
  )
    .bind(username, `010${Math.floor(Math.random() * 1e8)}`, role, daysAgo(10), daysAgo(800), daysAgo(800), daysAgo(lastAccessDaysAgo))
    .first<{ id: number }>();
  return row?.id ?? 0;
}
const statusOf = async (id: number) => (await env.DB.prepare('select status from user_account where id = ?').bind(id).first<{ status: string }>())?.status;
const runNightly = (scheduledTime = now) => scheduled(createScheduledController({ cron: '0 18 * * *', scheduledTime }), bindings, createExecutionContext());
const runCount = async () => (await env.DB.prepare('select count(*) as n from batch_run').first<number>('n')) ?? 0;

describe('the nightly batches in workerd on D1', () => {
  it('make idle members dormant, lock idle admins, and warn a member once ahead of dormancy', async () => {
    const idle = await account('idle@example.co.kr', 'MEMBER', 366);
    const recent = await account('recent@example.co.kr', 'MEMBER', 364);
    const soon = await account('soon@example.co.kr', 'MEMBER', 340);
    const idleAdmin = await account('idle-admin@example.co.kr', 'ADMIN', 91);
    await runNightly();
    expect([await statusOf(idle), await statusOf(recent), await statusOf(soon), await statusOf(idleAdmin)]).toEqual(['DORMANT', 'ACTIVE', 'ACTIVE', 'DORMANT']);
    // the demo content has members of its own, so the counts are not checked here (the Node job tests do)
    const runs = await env.DB.prepare("select job_name, status from batch_run where job_name in ('send-batch-notices', 'account-dormancy') order by id").all();
    expect(runs.results).toEqual([
      { job_name: 'send-batch-notices', status: 'SUCCESS' },
      { job_name: 'account-dormancy', status: 'SUCCESS' },
    ]);
    // the same trigger delivered again (Cloudflare may deliver one twice) runs nothing: the run is claimed (decision 034)
    const claimed = await runCount();
    await runNightly();
    expect(await runCount()).toBe(claimed);
    // a run a minute later, the same night
    await runNightly(now + 60_000);
    expect(await runCount()).toBeGreaterThan(claimed);
    // a day from dormancy and 25 days from it: each warned once, after two runs
    for (const recipient of ['recent@example.co.kr', 'soon@example.co.kr']) {
      const mails = await env.DB.prepare('select template from outbox where recipient = ?').bind(recipient).all<{ template: string }>();
      expect(mails.results).toEqual([{ template: 'batchMail.dormancy' }]);
    }
    expect(await env.DB.prepare("select count(*) as n from outbox where recipient = 'idle@example.co.kr'").first('n')).toBe(0);
    // the first call loads the demo content into D1, and the notices go to its idle members too, one mail at a time
  }, 300_000);
});
