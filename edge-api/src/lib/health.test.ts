import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../testing/api-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import { answerCacheOf } from './answer-cache.ts';
import { drizzleMigrationLevel, expectedMigration, systemInfo } from './build-info.ts';

// GET /healthz and /readyz on Node, the API in process on its own database file and uploads folder
// (the Node server's own process is tested in runtime/node-observability.test.ts).

const opened: Awaited<ReturnType<typeof createTestApp>>[] = [];
const app = async (options: Parameters<typeof createTestApp>[0] = {}) => {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
};
afterEach(() => {
  for (const t of opened.splice(0)) t.close();
});

const readyz = async (t: Awaited<ReturnType<typeof createTestApp>>) => {
  const res = await t.get('/readyz');
  return { res, body: (await res.json()) as { status: string; version: string; commit: string | null; checks: Record<string, Record<string, unknown>> } };
};

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
/** Whether `commit` is this checkout's HEAD or a commit before it (the run's build identity is written when it starts). */
const isThisCheckout = (commit: unknown) =>
  typeof commit === 'string' && /^[0-9a-f]{40}$/.test(commit) && execFileSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD']).length === 0;

describe('GET /healthz', () => {
  it('answers 200 with the build identity, unkept and without cookies, whatever host the prober names', async () => {
    const t = await app();
    const res = await t.app.request('http://10.0.0.7:4321/healthz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { commit: unknown };
    expect(body).toEqual({ status: 'alive', version: packageVersion, commit: expect.any(String) as unknown, uptimeSeconds: expect.any(Number) as unknown });
    expect(isThisCheckout(body.commit)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // the same address refuses everything else: only the probes skip the host check
    expect((await t.app.request('http://10.0.0.7:4321/api/public/pre-built-model-code')).status).toBe(421);
  });
});

describe('GET /readyz', () => {
  it('answers 200 naming every check that passed: the database, its migrations, the uploads folder and the database file', async () => {
    const t = await app({ answers: true });
    const { res, body } = await readyz(t);
    expect(res.status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      version: packageVersion,
      commit: expect.any(String) as unknown,
      checks: {
        database: { ok: true },
        migrations: { ok: true, expected: expectedMigration.tag, applied: expectedMigration.tag },
        uploads: { ok: true },
        databaseFile: { ok: true },
      },
    });
    expect(isThisCheckout(body.commit)).toBe(true);
    // asked again and again, nothing is kept for visitors and nothing is logged
    await readyz(t);
    expect(answerCacheOf(t.db).size).toBe(0);
    expect(t.log.errors).toEqual([]);
  });

  it('answers a signed-in reader the same, and never touches the session', async () => {
    const t = await app();
    const member = await signedInMember(t);
    const before = await t.db.all<{ lastSeenAt: string }>(sql`select last_seen_at as lastSeenAt from session`);
    t.clock.now = new Date(Date.now() + 60 * 60_000);
    const res = await t.get('/readyz', 'ko', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await t.db.all(sql`select last_seen_at as lastSeenAt from session`)).toEqual(before);
  });

  it('answers 503 naming the uploads folder when it cannot take files, and logs it once', async () => {
    const blocker = join((await app()).dir, 'not-a-folder');
    writeFileSync(blocker, 'a file where the folder should be');
    const t = await app({ uploadsDir: join(blocker, 'uploads') });
    const { res, body } = await readyz(t);
    expect(res.status).toBe(503);
    expect(body.status).toBe('not ready');
    expect(body.checks.uploads).toEqual({ ok: false, reason: 'not writable' });
    expect(body.checks.database).toEqual({ ok: true });
    await readyz(t);
    expect(t.log.errors).toEqual([{ message: 'readiness check fails', fields: { check: 'uploads', ok: false, reason: 'not writable' } }]);
  });

  it('answers 503 when the database cannot be read, without the driver words', async () => {
    const t = await app();
    t.close();
    const { res, body } = await readyz(t);
    expect(res.status).toBe(503);
    expect(body.checks.database).toEqual({ ok: false, reason: 'failed' });
    expect(body.checks.migrations).toEqual({ ok: false, reason: 'failed' });
    expect(JSON.stringify(body)).not.toMatch(/CLIENT_CLOSED|portal\.db|\/tmp/);
    expect(t.log.errors.map((error) => [error.fields?.check, error.fields?.cause])).toEqual([
      ['database', expect.stringMatching(/closed/i) as unknown],
      ['migrations', expect.stringMatching(/closed/i) as unknown],
    ]);
  });

  it('answers 503 when the database file at DATABASE_URL is no longer the one the portal holds', async () => {
    const t = await app();
    expect((await readyz(t)).res.status).toBe(200);
    // a restore or a careless copy: the path now names another file, while the portal writes into the old one
    renameSync(t.dbPath, `${t.dbPath}.moved`);
    copyFileSync(`${t.dbPath}.moved`, t.dbPath);
    const { res, body } = await readyz(t);
    expect(res.status).toBe(503);
    expect(body.checks.databaseFile).toEqual({ ok: false, reason: 'replaced' });
    expect(body.checks.database).toEqual({ ok: true });
    expect(t.log.errors).toEqual([
      {
        message: 'readiness check fails',
        fields: expect.objectContaining({ check: 'databaseFile', reason: 'replaced', advice: expect.stringContaining('restart') as unknown }) as unknown,
      },
    ]);
    // put back, it is ready again, and the log says so
    renameSync(`${t.dbPath}.moved`, t.dbPath);
    expect((await readyz(t)).res.status).toBe(200);
  });

  it('answers 503 when the database is behind the migrations this build carries', async () => {
    const t = await app();
    await t.db.run(sql`delete from __drizzle_migrations where created_at = ${expectedMigration.when}`);
    const { res, body } = await readyz(t);
    expect(res.status).toBe(503);
    expect(body.checks.migrations).toEqual({ ok: false, reason: 'behind this build', expected: expectedMigration.tag, applied: expect.any(String) as unknown });
    expect(body.checks.migrations?.applied).not.toBe(expectedMigration.tag);
  });
});

describe('systemInfo', () => {
  it('gives the console the version, the commit and the migration level', async () => {
    const t = await app();
    const info = await systemInfo(t.db, drizzleMigrationLevel);
    expect(isThisCheckout(info.commit)).toBe(true);
    expect(info).toEqual({
      version: packageVersion,
      commit: expect.any(String) as unknown,
      dirty: expect.any(Boolean) as unknown,
      builtAt: expect.any(String) as unknown,
      migration: { expected: expectedMigration.tag, applied: expectedMigration.tag, ok: true },
    });
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: 404 like any unknown address', async () => {
    const t = await app();
    const res = await t.get('/metrics', 'en', { authorization: 'Bearer anything-at-all-here' });
    expect(res.status).toBe(404);
    expect((await t.get('/no-such-page', 'en')).status).toBe(404);
  });
});
