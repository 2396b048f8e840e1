// Worker wiring: D1 (migrated by `wrangler d1 migrations apply`), R2 for uploads, static assets.
// Imported by the site's front door through the `#runtime` alias when PORTAL_TARGET=worker.
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { configureReadCache, type ReadCacheOptions } from '#db/cache/read-cache.ts';
import { readVersionsOf } from '#db/cache/read-versions.ts';
import { schema } from '#db/client.ts';
import { d1DatabaseBytes } from '#db/queries/operations.ts';
import { readWorkerEnv, type WorkerBindings } from '../env.ts';
import { makeMissingPictureVariants } from '../jobs/make-picture-variants.ts';
import { schedule } from '../jobs/run-jobs.ts';
import { workerAccessLog } from '../lib/access-log.ts';
import { configureAnswerCache, type AnswerCacheOptions } from '../lib/answer-cache.ts';
import { R2BlobStore } from '../lib/blob-store-r2.ts';
import { d1MigrationLevel } from '../lib/build-info.ts';
import { cacheAnswers as keepAnswers } from '../lib/cache-answers.ts';
import { databaseChecks, Readiness } from '../lib/health.ts';
import { jsonLogger } from '../lib/logger.ts';
import { consoleTransport } from '../lib/mail/console-transport.ts';
import { httpTransport } from '../lib/mail/http-transport.ts';
import { createOutbox } from '../lib/mail/outbox.ts';
import { createPasswords } from '../lib/password-hash.ts';
import { workerPictureCodecs } from '../lib/pictures/wasm-worker.ts';
import { memoryRateLimiter } from '../lib/rate-limiter.ts';
import { SEARCH_RATE_LIMIT } from '../lib/search-limit.ts';
import shareCardFont from '../lib/share-card/fonts/noto-sans-cjk-kr-bold.subset.otf.bin';
import type { AppDeps, AppEnv } from '../types.ts';

/** Set at build time: true for `worker:dev` and the Worker tests (PORTAL_DEMO_CONTENT=true), false for a deployable bundle. */
declare const __DEMO_CONTENT__: boolean;

/**
 * An isolate has 128 MB for everything: a quarter of Node's bounds. Reads already seen are shared between
 * requests, reads still loading are not (one request may not wait on another's I/O in workerd).
 */
const workerReadCache: ReadCacheOptions = { maxEntries: 500, maxAgeMs: 5 * 60_000, maxBytes: 8 * 1024 * 1024, shareLoads: false };
const workerAnswerCache: AnswerCacheOptions = { maxEntries: 250, maxBytes: 6 * 1024 * 1024, maxAgeMs: 60_000 };

/**
 * The bindings and variables env.ts reads by hand (it is shared with Node, which has no Cloudflare types),
 * held to what `wrangler types` generates from wrangler.jsonc: a binding renamed or dropped there, or one
 * of another kind, fails the type check here. Secrets are not in wrangler.jsonc and stay env.ts's alone.
 */
const generatedBindings = (
  generated: Env,
): Pick<WorkerBindings, 'DB' | 'BLOBS' | 'ASSETS' | 'SEED_DEMO_CONTENT' | 'ATTACHMENT_MAX_TOTAL_SIZE' | 'ATTACHMENT_MAX_FILE_SIZE'> => generated;

export async function createDeps(): Promise<AppDeps> {
  return createWorkerDeps(generatedBindings(env));
}

export async function createWorkerDeps(bindings: Record<string, unknown>): Promise<AppDeps> {
  const settings = readWorkerEnv(bindings);
  const db = drizzle(settings.db as Parameters<typeof drizzle>[0], { schema });
  // each isolate keeps its own reads and visitors' answers, and catches up with the other isolates'
  // writes once per request through the versions the writes raise in D1 (decision 016)
  configureReadCache(db, workerReadCache, readVersionsOf(db));
  configureAnswerCache(db, workerAnswerCache);
  const blobs = new R2BlobStore(settings.blobs);
  const passwords = createPasswords();
  const log = jsonLogger();
  // the catalogues come with the migrations; the demo content only in builds made for `worker:dev` and the tests,
  // with its pictures' copies (decision 056)
  if (__DEMO_CONTENT__ && settings.seedDemoContent) {
    const { seedAll } = await import('#db/seed/seed.ts');
    await seedAll(db, blobs, passwords.hash);
    await makeMissingPictureVariants({ db, blobs, pictures: workerPictureCodecs, log, now: () => new Date() });
  }
  const local = consoleTransport(log);
  const mail = settings.mail ? httpTransport(settings.mail) : local;
  const sms = settings.sms ? httpTransport(settings.sms) : local;
  const now = () => new Date();
  return {
    db,
    blobs,
    log,
    outbox: createOutbox(db, { mail, sms }, now),
    passwords,
    config: {
      publicSiteUrl: settings.publicSiteUrl,
      trustProxy: false,
      devMailPage: settings.devMailPage,
      attachmentLimits: settings.attachmentLimits,
      auditSecret: settings.auditSecret,
      secondFactorSecret: settings.secondFactorSecret,
      signInProviders: settings.signInProviders,
    },
    // per isolate, like the read cache: Cloudflare's rate-limiting binding counts by wall-clock windows no test can move (decision 036)
    pictures: workerPictureCodecs,
    searchLimiter: memoryRateLimiter(SEARCH_RATE_LIMIT),
    // the cron triggers of wrangler.jsonc run the shared schedule; D1 keeps its own history (Time Travel), so no backup job
    system: { readMigration: d1MigrationLevel, database: { kind: 'd1', bytes: d1DatabaseBytes }, schedule },
    // the share card's font, a module of the bundle (runtime/worker-modules.d.ts)
    shareCardFont: () => Promise.resolve(shareCardFont),
    now,
  };
}

/**
 * Readiness in the Worker: D1 answers a read and has this build's migrations, and R2 answers (a read of a key
 * that is never written: nothing is stored by asking).
 */
export const readiness = new Readiness({
  ...databaseChecks(d1MigrationLevel),
  storage: async (deps) => {
    await deps.blobs.get('readiness/probe');
    return { ok: true };
  },
});

/** Workers observability keeps what the isolate logs: one console line per request (lib/access-log.ts). */
export const accessLog: MiddlewareHandler<AppEnv> = workerAccessLog;

/** The isolate's log before its dependencies exist: console JSON, as after. */
export const log = jsonLogger();

/** Each request gets a new id from the front door (a caller's X-Request-Id is not taken). */
export const requestIdOf: ((c: Context<AppEnv>) => string | undefined) | undefined = undefined;

/** Metrics are Node's (prom-client); the Worker's facts are in its log lines. */
export const metrics: Hono<AppEnv> | undefined = undefined;

/** Cloudflare serves the built files before the Worker runs. */
export const assets: MiddlewareHandler<AppEnv> | undefined = undefined;

/** Cloudflare compresses the Worker's answers at the edge: compressing them here would only cost CPU time. */
export const compress: MiddlewareHandler<AppEnv> | undefined = undefined;

/** Visitors' answers from the isolate's memory, as rendered (the edge compresses them): decisions 014 and 016. */
export const cacheAnswers: MiddlewareHandler<AppEnv> = keepAnswers();

/** The admin SPA's page (shell.html) for /admin and every deep link under it, from the static assets. */
export const adminShell: MiddlewareHandler<AppEnv> = async (c) => {
  const { assets } = readWorkerEnv(env as unknown as Record<string, unknown>);
  if (!assets) return c.text(c.var.t('admin.notBuilt'), 503);
  const url = new URL('/admin/shell.html', c.req.url);
  let shell = await assets.fetch(url);
  // the assets' HTML handling may answer `shell.html` with a redirect to `/admin/shell`: follow it once
  const location = shell.status >= 300 && shell.status < 400 ? shell.headers.get('location') : null;
  if (location) shell = await assets.fetch(new URL(location, url));
  return new Response(shell.body, { status: shell.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
};
