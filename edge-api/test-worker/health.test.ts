import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { workerAccessLog } from '../src/lib/access-log.ts';
import { expectedMigration } from '../src/lib/build-info.ts';
import { createWorkerDeps, readiness } from '../src/runtime/worker.ts';
import { bindings, ORIGIN } from './support.ts';

// Liveness, readiness and the access log in workerd, on D1 and R2 with the migrations applied.

const appOnD1 = () => createApp({ deps: () => createWorkerDeps(bindings), readiness, accessLog: workerAccessLog });
type Readyz = { status: string; checks: Record<string, Record<string, unknown>> };

afterEach(() => vi.restoreAllMocks());

describe('the Worker probes', () => {
  it('GET /healthz answers while the isolate does', async () => {
    const res = await appOnD1().request(`${ORIGIN}/healthz`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'alive', version: expect.any(String) as unknown });
    // an isolate's clock stands at 1970 outside a request: its age would read as 56 years
    expect(body).not.toHaveProperty('uptimeSeconds');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz answers 200 when D1 is at this build’s migrations and R2 answers', async () => {
    const res = await appOnD1().request(`${ORIGIN}/readyz`);
    expect(res.status).toBe(200);
    expect((await res.json<Readyz>()).checks).toEqual({
      database: { ok: true },
      migrations: { ok: true, expected: expectedMigration.tag, applied: expectedMigration.tag },
      storage: { ok: true },
    });
  });

  it('GET /readyz answers 503 when D1 is behind this build', async () => {
    await env.DB.prepare('delete from d1_migrations where name = ?').bind(`${expectedMigration.tag}.sql`).run();
    const res = await appOnD1().request(`${ORIGIN}/readyz`);
    expect(res.status).toBe(503);
    const body = await res.json<Readyz>();
    expect(body.status).toBe('not ready');
    expect(body.checks.migrations).toMatchObject({ ok: false, reason: 'behind this build', expected: expectedMigration.tag });
  });

  it('writes one console JSON line per request, with its id, route pattern, status, duration and bytes', async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(JSON.parse(String(line)) as Record<string, unknown>));
    const app = appOnD1();
    const res = await app.request(`${ORIGIN}/api/public/pre-built-model-code`);
    const body = await res.arrayBuffer();
    const missing = await app.request(`${ORIGIN}/api/no-such-call`);
    await missing.arrayBuffer();
    const requests = lines.filter((line) => line.message === 'request');
    expect(requests).toEqual([
      {
        level: 'info',
        time: expect.any(String) as unknown,
        message: 'request',
        requestId: res.headers.get('x-request-id'),
        method: 'GET',
        route: '/api/public/pre-built-model-code',
        status: 200,
        durationMs: expect.any(Number) as unknown,
        bytes: body.byteLength,
      },
      expect.objectContaining({ requestId: missing.headers.get('x-request-id'), route: '/api/*', status: 404 }) as unknown,
    ]);
  });
});
