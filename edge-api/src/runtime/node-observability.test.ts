import { renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBatchRun } from '#db/queries/batch-run.ts';
import { claimScheduledRun } from '#db/queries/lease.ts';
import { insertOutbox, markOutbox } from '#db/queries/outbox.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { jobLeaseName } from '../jobs/once-per-schedule.ts';
import { schedule } from '../jobs/run-jobs.ts';
import { createPasswords } from '../lib/password-hash.ts';
import { PASSWORD, tokenInMail } from '../testing/api-kit.ts';
import { BUILT_SCRIPT, preparedDatabase, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { TEST_SCRYPT_PARAMS } from '../testing/test-app.ts';

// The Node server as it runs (scripts/listen.mjs with the front door and the Node runtime, in a process of
// its own): its access-log lines read from its standard output, its metrics, and its readiness when its
// database file or folders go wrong underneath it.

const TOKEN = 'metrics-token-of-the-test-0123456789';

/** A server process loads the whole portal from its sources: on a loaded machine that takes minutes, not seconds. */
const STARTING = 300_000;

/** A GET naming another host (fetch cannot set Host). */
function getWithHost(url: string, host: string): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }));
      })
      .on('error', reject);
  });
}

/** A server process over a database holding the member, a job's last run and a failed message, its metrics behind TOKEN. */
async function startObservedServer(member: ReturnType<typeof accountSeed>): Promise<{ server: ServerProcess; memberId: number }> {
  const { dir, handle } = await preparedDatabase();
  const memberId = await insertAccount(handle.db, member, PASSWORD, createPasswords(TEST_SCRYPT_PARAMS).hash);
  // a job's last run and a message whose delivery failed, as the batch history and the outbox record them
  await recordBatchRun(handle.db, {
    jobName: 'retry-outbox',
    trigger: '*/10 * * * *',
    startedAt: '2026-11-20T01:00:00.000Z',
    finishedAt: '2026-11-20T01:00:02.000Z',
    status: 'SUCCESS',
    affectedCount: 0,
    detail: '',
  });
  const failed = await insertOutbox(handle.db, {
    channel: 'MAIL',
    recipient: 'someone@example.com',
    lang: 'ko',
    template: 'mail.activation',
    body: 'x',
    createdAt: '2026-11-20T01:00:00.000Z',
  });
  await markOutbox(handle.db, failed.id, { status: 'FAILED', at: '2026-11-20T01:00:01.000Z', error: 'refused' });
  // another process holds the retry job's runs for as long as the test may take, so that a run falling due
  // meanwhile (every 10 minutes) does not deliver the failed message before the metrics are read
  const retries = Object.keys(schedule).find((trigger) => schedule[trigger]?.some((job) => job.name === 'retry-outbox'));
  if (!retries) throw new Error('no trigger runs retry-outbox');
  await claimScheduledRun(handle.db, jobLeaseName(retries), 'another process', Date.parse('2100-01-01T00:00:00.000Z'), Date.now(), 0);
  handle.client.close();
  const server = await startServerProcess({ dir, env: { METRICS_TOKEN: TOKEN } });
  return { server, memberId };
}

describe('a Node server process', () => {
  let server: ServerProcess;
  let memberId = 0;
  const member = accountSeed();

  beforeAll(async () => {
    ({ server, memberId } = await startObservedServer(member));
  }, STARTING);
  afterAll(() => server?.stop());

  const lineOf = (requestId: string) => server.waitForLine((line) => line.requestId === requestId && line.message === 'request');

  it('logs one line per request with its id, route pattern, status, duration and bytes: the fast path, 304s and failures too', async () => {
    const seen: { requestId: string; route: string; status: number }[] = [];
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await server.fetch(path, { headers });
      await res.arrayBuffer();
      return res;
    };
    // the first goes through the front door (which loads the built files), the next ones from memory
    for (const headers of [{}, {}]) {
      const res = await get(BUILT_SCRIPT, headers);
      seen.push({ requestId: res.headers.get('x-request-id') ?? '', route: '(built file)', status: 200 });
    }
    const etag = (await get(BUILT_SCRIPT)).headers.get('etag') ?? '';
    const unchanged = await get(BUILT_SCRIPT, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    seen.push({ requestId: unchanged.headers.get('x-request-id') ?? '', route: '(built file)', status: 304 });
    // a visitor's call, made once and then given from memory by the fast path
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/public/pre-built-model-code');
      seen.push({ requestId: res.headers.get('x-request-id') ?? '', route: '/api/public/pre-built-model-code', status: 200 });
    }
    const unknown = await get('/api/no-such-call?email=someone%40example.com');
    seen.push({ requestId: unknown.headers.get('x-request-id') ?? '', route: '/api/*', status: 404 });
    const wrongHost = await getWithHost(`${server.url}/api/public/pre-built-model-code`, 'evil.example');
    seen.push({ requestId: wrongHost.requestId, route: '/*', status: 421 });

    expect(new Set(seen.map((request) => request.requestId)).size).toBe(seen.length);
    for (const request of seen) {
      expect(request.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const line = await lineOf(request.requestId);
      expect(line).toEqual({
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        message: 'request',
        requestId: request.requestId,
        method: 'GET',
        route: request.route,
        status: request.status,
        durationMs: expect.any(Number) as unknown,
        bytes: expect.any(Number) as unknown,
      });
      expect(line.bytes).toBeGreaterThan(0);
    }
    // the same answer from memory and through the front door weighs the same
    const [viaFrontDoor, fromMemory] = await Promise.all(seen.slice(3, 5).map((request) => lineOf(request.requestId)));
    expect(fromMemory?.bytes).toBe(viaFrontDoor?.bytes);
  });

  it("a signed-in member's lines carry the account id, and no line carries a password, cookie, token or e-mail address", async () => {
    const post = (path: string, body: unknown, cookie = '') =>
      server.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const login = await post('/api/auth/login', { username: member.username, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookie =
      login.headers
        .getSetCookie()
        .find((line) => line.startsWith('portal_session='))
        ?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    const check = await post('/api/auth/change-password/check', { password: PASSWORD }, cookie);
    expect(check.status).toBe(200);
    const recovery = await post('/api/public/find-password', { username: member.username });
    expect(recovery.status).toBe(200);

    const checkLine = await lineOf(check.headers.get('x-request-id') ?? '');
    expect(checkLine.route).toBe('/api/auth/change-password/check');
    expect(checkLine.account).toBe(memberId);
    expect((await lineOf(recovery.headers.get('x-request-id') ?? '')).account).toBeUndefined();

    const [mail] = server.mail().filter((text) => text.includes('token='));
    const secrets = [PASSWORD, member.username, cookie.slice('portal_session='.length), tokenInMail(mail ?? '')];
    const output = server.output();
    for (const secret of secrets) expect(output).not.toContain(secret);
    expect(output).not.toContain('someone@example.com');
  });

  it('GET /metrics answers the holder of METRICS_TOKEN in the Prometheus format after real requests, and a bare 401 to anyone else', async () => {
    for (let i = 0; i < 2; i++) await (await server.fetch('/api/public/pre-built-model?page=1&pageSize=9')).arrayBuffer();

    const anonymous = await server.fetch('/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(await anonymous.text()).toBe('');
    expect((await server.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);

    const res = await server.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('portal_http_request_duration_seconds_count{method="GET",route="/api/public/pre-built-model",status="200"}')).toBe(2);
    // the route pattern, never the address asked for
    expect(text).not.toContain('pageSize');
    expect(value('portal_answer_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(value('portal_answer_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(value('portal_read_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(value('portal_database_busy_retries_total')).toBe(0);
    expect(value('portal_database_failures_total{kind="unavailable"}')).toBe(0);
    expect(value('portal_outbox_messages{state="failed"}')).toBe(1);
    expect(value('portal_outbox_delivery_failures_total')).toBe(0);
    expect(value('portal_webhook_deliveries{state="abandoned"}')).toBe(0);
    expect(value('portal_notification_events_untold')).toBeGreaterThanOrEqual(0);
    expect(value('portal_job_last_success{job="retry-outbox"}')).toBe(1);
    expect(value('portal_job_last_duration_seconds{job="retry-outbox"}')).toBe(2);
    expect(value('portal_job_last_run_timestamp_seconds{job="retry-outbox"}')).toBe(Date.parse('2026-11-20T01:00:00.000Z') / 1000);
    expect(value('portal_readiness_check{check="databaseFile"}')).toBe(1);
    expect(value('portal_build_info{version="source",commit="none"}')).toBe(1);
    for (const fromNode of ['nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(value(fromNode)).toBeGreaterThan(0);
    }
  });
});

describe('a Node server whose database file is renamed away while it runs', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    const { dir, handle } = await preparedDatabase();
    handle.client.close();
    // and an uploads folder that cannot be made: a file stands where its parent should be
    writeFileSync(join(dir, 'blocked'), '');
    server = await startServerProcess({ dir, env: { UPLOADS_DIR: join(dir, 'blocked', 'uploads') } });
  }, STARTING);
  afterAll(() => server?.stop());

  it('logs it once, unasked, and readiness names it while the liveness probe still answers', async () => {
    const first = await server.fetch('/readyz');
    expect(first.status).toBe(503);
    expect(((await first.json()) as { checks: Record<string, unknown> }).checks).toEqual({
      database: { ok: true },
      migrations: { ok: true, expected: expect.any(String) as unknown, applied: expect.any(String) as unknown },
      uploads: { ok: false, reason: 'not writable' },
      databaseFile: { ok: true },
    });

    renameSync(server.dbPath, `${server.dbPath}.old`);
    // nobody asks readiness: the server's own watch notices
    const logged = await server.waitForLine((line) => line.message === 'readiness check fails' && line.check === 'databaseFile');
    expect(logged).toMatchObject({ level: 'error', reason: 'removed', advice: expect.stringContaining('DATABASE_URL') as unknown });

    const after = await server.fetch('/readyz');
    expect(after.status).toBe(503);
    expect(((await after.json()) as { checks: Record<string, unknown> }).checks.databaseFile).toEqual({ ok: false, reason: 'removed' });
    expect((await server.fetch('/healthz')).status).toBe(200);
    await (await server.fetch('/readyz')).arrayBuffer();
    const readyzLines = await server.waitForLine(
      (line) => line.route === '/readyz' && line.status === 503 && line.requestId === after.headers.get('x-request-id'),
    );
    expect(readyzLines.status).toBe(503);
    expect(server.lines().filter((line) => line.message === 'readiness check fails' && line.check === 'databaseFile')).toHaveLength(1);
  });
});

describe('a Node server that cannot open its database', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    const { dir, handle } = await preparedDatabase();
    handle.client.close();
    writeFileSync(join(dir, 'not-a-folder'), '');
    server = await startServerProcess({ dir, env: { DATABASE_URL: `file:${join(dir, 'not-a-folder', 'portal.db')}` } });
  }, STARTING);
  afterAll(() => server?.stop());

  it('is alive but not ready, and says the database cannot be opened', async () => {
    expect((await server.fetch('/healthz')).status).toBe(200);
    const res = await server.fetch('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'not ready', checks: { database: { ok: false, reason: 'cannot be opened' } } });
    expect(await server.waitForLine((line) => line.message === 'readiness check fails')).toMatchObject({ check: 'database', reason: 'cannot be opened' });
  });
});
