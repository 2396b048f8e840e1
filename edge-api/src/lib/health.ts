// Liveness and readiness (docs/observability.md), the same on Node and in the Worker: `GET /healthz` answers
// as long as the process (or isolate) does; `GET /readyz` runs the readiness checks, the database's and the
// runtime's own, and answers 200 or 503 naming the checks that fail. Bodies hold fixed words, the build's
// identity and migration tags: no personal data, no paths, no settings. A check that starts or stops failing
// is logged once, whoever asked (a probe, or Node's own watch of the database file).
import { Hono } from 'hono';
import { databaseCauseOf } from '#db/errors.ts';
import type { AppDeps, AppEnv, Logger } from '../types.ts';
import { buildInfo, expectedMigration, type MigrationReader } from './build-info.ts';

/**
 * What one check found: `reason` is one fixed word or phrase (docs/observability.md lists them). `cause`
 * (the driver's words) and `advice` (what to do) go to the log only.
 */
export type CheckOutcome = { ok: boolean; reason?: string } & Record<string, string | number | boolean | null | undefined>;

export type ReadinessCheck = (deps: AppDeps) => Promise<CheckOutcome>;

export type ReadinessReport = { ready: boolean; checks: Record<string, CheckOutcome> };

/** Answers that name nothing of anyone, kept by nobody (no cache, no proxy) and never sent to another site. */
const probeHeaders = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

/**
 * The database answers a read (its newest migration), and it is at the migration level this build
 * expects: two small queries, so each check stands on its own.
 */
export function databaseChecks(readMigration: MigrationReader): Record<'database' | 'migrations', ReadinessCheck> {
  return {
    database: async (deps) => {
      await readMigration(deps.db);
      return { ok: true };
    },
    migrations: async (deps) => {
      const { applied, ok } = await readMigration(deps.db);
      return ok ? { ok, expected: expectedMigration.tag, applied } : { ok, reason: 'behind this build', expected: expectedMigration.tag, applied };
    },
  };
}

/** The readiness checks of a runtime, run together; a change of a check's state is logged once. */
export class Readiness {
  readonly #checks: Record<string, ReadinessCheck>;
  readonly #failing = new Map<string, string>();
  /**
   * How long the process has run, where a process is what answers (Node). A Worker's isolates come and go
   * unseen, and their clock stands at 1970 until a request: /healthz says nothing of their age.
   */
  readonly uptimeSeconds: (() => number) | undefined;

  constructor(checks: Record<string, ReadinessCheck>, uptimeSeconds?: () => number) {
    this.#checks = checks;
    this.uptimeSeconds = uptimeSeconds;
  }

  /** Runs every check (or the named ones); a check that throws fails with `reason: 'failed'`, its cause logged. */
  async run(deps: AppDeps, names: readonly string[] = Object.keys(this.#checks)): Promise<ReadinessReport> {
    const entries = await Promise.all(
      names.map(async (name): Promise<[string, CheckOutcome]> => {
        const check = this.#checks[name];
        if (!check) return [name, { ok: false, reason: 'unknown check' }];
        try {
          return [name, await check(deps)];
        } catch (error) {
          return [name, { ok: false, reason: 'failed', cause: databaseCauseOf(error) }];
        }
      }),
    );
    for (const [name, outcome] of entries) this.#note(deps.log, name, outcome);
    // the cause and advice are the log's, not the answer's: a driver's words may name a path or a host
    const checks = Object.fromEntries(entries.map(([name, { cause: _cause, advice: _advice, ...shown }]) => [name, shown]));
    return { ready: entries.every(([, outcome]) => outcome.ok), checks };
  }

  /** The report when the dependencies themselves could not be made (the database cannot be opened). */
  unavailable(log: Logger, error: unknown): ReadinessReport {
    const outcome: CheckOutcome = { ok: false, reason: 'cannot be opened' };
    this.#note(log, 'database', { ...outcome, cause: databaseCauseOf(error) });
    return { ready: false, checks: { database: outcome } };
  }

  #note(log: Logger, name: string, outcome: CheckOutcome): void {
    const was = this.#failing.get(name);
    if (outcome.ok) {
      if (was === undefined) return;
      this.#failing.delete(name);
      log.info('readiness check passes again', { check: name });
      return;
    }
    const reason = outcome.reason ?? 'failed';
    if (was === reason) return;
    this.#failing.set(name, reason);
    log.error('readiness check fails', { check: name, ...outcome, reason });
  }
}

export type HealthRoutesOptions = {
  deps: () => Promise<AppDeps>;
  readiness: Readiness;
  /** The log while the dependencies (and their logger) cannot be made. */
  log: Logger;
};

/** GET /healthz and GET /readyz (HEAD too), answered before the host check: a load balancer asks by the machine's address. */
export function healthRoutes(options: HealthRoutesOptions) {
  const identity = { version: buildInfo.version, commit: buildInfo.commit };
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.body(JSON.stringify({ status: 'alive', ...identity, uptimeSeconds: options.readiness.uptimeSeconds?.() }), 200, probeHeaders))
    .get('/readyz', async (c) => {
      let report: ReadinessReport;
      try {
        report = await options.readiness.run(await options.deps());
      } catch (error) {
        report = options.readiness.unavailable(options.log, error);
      }
      const body = { status: report.ready ? 'ready' : 'not ready', ...identity, checks: report.checks };
      return c.body(JSON.stringify(body), report.ready ? 200 : 503, probeHeaders);
    });
}
