import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import type { SystemView } from '#core/schemas/system.ts';
import { createApp } from '../src/app.ts';
import { schedule } from '../src/jobs/run-jobs.ts';
import { expectedMigration } from '../src/lib/build-info.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { scheduled } from '../src/scheduled.ts';
import { adminSession, bindings, ORIGIN } from './support.ts';

// The console's System screen in workerd on D1: the same call as on Node, its facts read the Worker's way
// (D1's migration record and its own count of the database's size; the cron triggers' schedule, no backup job).

describe('GET /api/admin/system in workerd on D1', () => {
  it('answers the build, D1’s migration level and size, the cron triggers’ jobs with their runs, and no backup job', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const now = new Date();
    const { token } = await adminSession(deps.db, now);
    // the retry of failed mail, as its cron trigger runs it
    await scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: now.getTime() }), bindings, createExecutionContext());

    const res = await app.request(`${ORIGIN}/api/admin/system`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    const view = (await res.json<Envelope<SystemView>>()).data;
    expect(view.migration).toEqual({ expected: expectedMigration.tag, applied: expectedMigration.tag, ok: true });
    expect(view.database.kind).toBe('d1');
    expect(view.database.bytes).toBeGreaterThan(100 * 1024);
    expect(view.backup).toEqual({ scheduled: false, last: null });
    expect(view.jobs.map((job) => [job.name, job.cron])).toEqual(Object.entries(schedule).flatMap(([cron, jobs]) => jobs.map((job) => [job.name, cron])));
    expect(view.jobs.find((job) => job.name === 'retry-outbox')?.lastRun?.status).toBe('SUCCESS');
    expect(view.jobs.find((job) => job.name === 'account-dormancy')?.lastRun).toBeNull();
    expect(Date.parse(view.jobs[0]?.nextRunAt ?? '')).toBeGreaterThan(now.getTime());
    expect(view.outbox).toEqual({ pending: 0, failed: 0, abandoned: 0, maxAttempts: 5 });
    // without a console session: the envelope in the caller's language
    const signedOut = await app.request(`${ORIGIN}/api/admin/system`, { headers: { 'accept-language': 'en' } });
    expect(signedOut.status).toBe(401);
    // the first request loads the demo content into D1
  }, 300_000);
});
