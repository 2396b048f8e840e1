// Node's metrics in the Prometheus text format (prom-client), at GET /metrics for a caller presenting
// METRICS_TOKEN as a bearer token (docs/observability.md lists every metric). Requests are observed as they
// end (runtime/node-access-log.ts), by method, route pattern and status, into a histogram counted as plain
// numbers (runtime/node-request-histogram.ts). Everything else is read when Prometheus asks: the caches' and
// the database driver's counts (plain numbers where they happen), the outbox's backlog and the jobs' last
// runs (a few small queries), and the readiness checks. prom-client's default metrics add the event loop's
// delay, memory and CPU: all of them but the collections' durations, which it measures by observing every
// garbage collection (a callback into JavaScript per collection, about 2 % of a cached read's CPU under load:
// decision 035).
// Node only: the Worker's log lines carry the same facts (lib/access-log.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { Counter, Gauge, Registry } from 'prom-client';
import eventLoopLag from 'prom-client/lib/metrics/eventLoopLag.js';
import heapSizeAndUsed from 'prom-client/lib/metrics/heapSizeAndUsed.js';
import heapSpacesSizeAndUsed from 'prom-client/lib/metrics/heapSpacesSizeAndUsed.js';
import osMemoryHeap from 'prom-client/lib/metrics/osMemoryHeap.js';
import processCpuTotal from 'prom-client/lib/metrics/processCpuTotal.js';
import processHandles from 'prom-client/lib/metrics/processHandles.js';
import processMaxFileDescriptors from 'prom-client/lib/metrics/processMaxFileDescriptors.js';
import processOpenFileDescriptors from 'prom-client/lib/metrics/processOpenFileDescriptors.js';
import processRequests from 'prom-client/lib/metrics/processRequests.js';
import processResources from 'prom-client/lib/metrics/processResources.js';
import processStartTime from 'prom-client/lib/metrics/processStartTime.js';
import version from 'prom-client/lib/metrics/version.js';
import type { ReadCache } from '#db/cache/read-cache.ts';
import { databaseCounts } from '#db/database-counts.ts';
import { lastJobRuns, outboxBacklog, untoldEvents, webhookBacklog, type LastJobRun } from '#db/queries/operations.ts';
import type { AnswerCache } from '../lib/answer-cache.ts';
import { buildInfo } from '../lib/build-info.ts';
import type { Readiness } from '../lib/health.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../lib/mail/outbox.ts';
import type { AppDeps, AppEnv } from '../types.ts';
import type { RequestDone } from './node-access-log.ts';
import { requestHistogram } from './node-request-histogram.ts';

export type MetricsSources = {
  /** The dependencies, once made (nothing is read from the database before). */
  deps: () => AppDeps | undefined;
  readCache: () => ReadCache | undefined;
  answers: () => AnswerCache | undefined;
  readiness: Readiness;
  /** The scheduled jobs, by name. */
  jobNames: readonly string[];
};

/** From half a millisecond (an answer from memory) to ten seconds (an export). */
const durationBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** prom-client's default metrics (its collectDefaultMetrics) without `nodejs_gc_duration_seconds`. */
const defaultMetrics = [
  processCpuTotal,
  processStartTime,
  osMemoryHeap,
  processOpenFileDescriptors,
  processMaxFileDescriptors,
  eventLoopLag,
  processResources,
  processHandles,
  processRequests,
  heapSizeAndUsed,
  heapSpacesSizeAndUsed,
  version,
];

/** A counter whose total is kept elsewhere and read at each scrape. */
function countedElsewhere(registry: Registry, name: string, help: string, read: () => number | undefined) {
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read();
      this.reset();
      if (total !== undefined) this.inc(total);
    },
  });
}

function gaugeOf(registry: Registry, name: string, help: string, read: () => number | undefined) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const value = read();
      if (value !== undefined) this.set(value);
    },
  });
}

export type NodeMetrics = {
  registry: Registry;
  requestDone: RequestDone;
};

export function nodeMetrics(sources: MetricsSources): NodeMetrics {
  const registry = new Registry();
  // prom-client's own default: the event loop's delay sampled every 10 ms
  for (const collect of defaultMetrics) collect(registry, { eventLoopMonitoringPrecision: 10 });

  const requestDone = requestHistogram(registry, {
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route pattern and status.',
    buckets: durationBuckets,
  });

  new Gauge({
    name: 'portal_build_info',
    help: 'The running build: its version and commit ("none" for a build made outside git).',
    labelNames: ['version', 'commit'] as const,
    registers: [registry],
  }).set({ version: buildInfo.version, commit: buildInfo.commit ?? 'none' }, 1);

  countedElsewhere(registry, 'portal_answer_cache_hits_total', 'Answers given to visitors from memory (decision 014).', () => sources.answers()?.hits);
  countedElsewhere(registry, 'portal_answer_cache_misses_total', 'Visitors\u2019 requests that had to be answered afresh.', () => sources.answers()?.misses);
  gaugeOf(registry, 'portal_answer_cache_entries', 'Answers kept.', () => sources.answers()?.size);
  gaugeOf(registry, 'portal_answer_cache_bytes', 'Bytes of kept answers, compressed copies included.', () => sources.answers()?.bytes);
  countedElsewhere(registry, 'portal_read_cache_hits_total', 'Reads answered from the read cache (decision 012).', () => sources.readCache()?.hits);
  countedElsewhere(registry, 'portal_read_cache_misses_total', 'Reads that went to the database.', () => sources.readCache()?.misses);
  gaugeOf(registry, 'portal_read_cache_entries', 'Reads kept.', () => sources.readCache()?.size);
  gaugeOf(registry, 'portal_read_cache_bytes', 'Bytes of kept reads, as estimated.', () => sources.readCache()?.bytes);

  countedElsewhere(
    registry,
    'portal_database_busy_retries_total',
    'Statements tried again because another process held the write lock.',
    () => databaseCounts.busyRetries,
  );
  new Counter({
    name: 'portal_database_failures_total',
    help: 'Statements that failed for good: busy past the whole wait, or the database unavailable.',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, total] of Object.entries(databaseCounts.failures)) this.inc({ kind }, total);
    },
  });

  countedElsewhere(
    registry,
    'portal_outbox_delivery_failures_total',
    'Mail and SMS deliveries that failed in this process.',
    () => sources.deps()?.outbox.deliveryFailures,
  );
  new Gauge({
    name: 'portal_outbox_messages',
    help: 'Messages not delivered: pending, failed (to be tried again) and abandoned (failed every attempt).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const deps = sources.deps();
      if (!deps) return;
      const backlog = await outboxBacklog(deps.db, MAX_DELIVERY_ATTEMPTS);
      for (const [state, count] of Object.entries(backlog)) this.set({ state }, count);
    },
  });

  // issue 32: the staff's webhooks and the watchers' events, backlogs like the outbox's
  new Gauge({
    name: 'portal_webhook_deliveries',
    help: 'Webhook deliveries not delivered: pending, failed (to be tried again) and abandoned (failed every attempt).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const deps = sources.deps();
      if (!deps) return;
      for (const [state, count] of Object.entries(await webhookBacklog(deps.db))) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'portal_notification_events_untold',
    help: 'New posts and comments whose watchers are not told yet (told after the answer, else by the tell-watchers job).',
    registers: [registry],
    async collect() {
      const deps = sources.deps();
      if (deps) this.set(await untoldEvents(deps.db));
    },
  });

  // from the batch history, each gauge on its own (prom-client collects them all at once)
  const jobGauge = (name: string, help: string, valueOf: (run: LastJobRun) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        const deps = sources.deps();
        if (!deps) return;
        for (const run of await lastJobRuns(deps.db, sources.jobNames)) this.set({ job: run.jobName }, valueOf(run));
      },
    });
  jobGauge('portal_job_last_run_timestamp_seconds', 'When each scheduled job last started.', (run) => Date.parse(run.startedAt) / 1000);
  jobGauge(
    'portal_job_last_duration_seconds',
    'How long its last run took.',
    (run) => Math.max(0, Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000,
  );
  jobGauge('portal_job_last_success', 'Whether its last run succeeded (1) or failed (0).', (run) => (run.status === 'SUCCESS' ? 1 : 0));

  new Gauge({
    name: 'portal_readiness_check',
    help: 'Each readiness check of GET /readyz: 1 passing, 0 failing.',
    labelNames: ['check'] as const,
    registers: [registry],
    async collect() {
      const deps = sources.deps();
      if (!deps) return;
      const report = await sources.readiness.run(deps);
      for (const [check, outcome] of Object.entries(report.checks)) this.set({ check }, outcome.ok ? 1 : 0);
    },
  });

  return { registry, requestDone };
}

/** Compares in constant time: the token's digest against the presented header's. */
function presents(header: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/** GET /metrics for the holder of the token; anyone else gets a bare 401. */
export function metricsRoute(metrics: NodeMetrics, token: string) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    if (!presents(c.req.header('authorization'), token)) return c.body(null, 401, { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' });
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
