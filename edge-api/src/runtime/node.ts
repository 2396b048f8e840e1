// Node wiring: the embedded libSQL file (or DATABASE_URL), uploads on disk, migrations and the
// demo seed on first start, the built files from memory. Imported by the site's front door through the
// `#runtime` alias. The settings are read when this module loads: a portal that cannot run as
// configured (PUBLIC_SITE_URL missing where others can reach it, say) refuses to start and says why.
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Cron } from 'croner';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { writesElsewhereOf } from '#db/cache/file-versions.ts';
import { catchUpNow, configureReadCache, defaultReadCacheOptions, readCacheOf } from '#db/cache/read-cache.ts';
import type { Db } from '#db/client.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { flushAllPendingWrites } from '#db/write-buffer.ts';
import { readNodeEnv, type NodeSettings } from '../env.ts';
import { nodeSchedule } from '../jobs/backup.ts';
import { makeMissingPictureVariants } from '../jobs/make-picture-variants.ts';
import { runScheduledJobsLogged } from '../jobs/once-per-schedule.ts';
import { settleAfterAnswer } from '../lib/after-answer.ts';
import { configureAnswerCache, type AnswerCache } from '../lib/answer-cache.ts';
import { FsBlobStore } from '../lib/blob-store-fs.ts';
import { builtFilesFrom, serveBuiltFiles, type BuiltFiles } from '../lib/built-files.ts';
import { cacheAnswers as keepAnswers } from '../lib/cache-answers.ts';
import { fileTransport } from '../lib/mail/file-transport.ts';
import { httpTransport } from '../lib/mail/http-transport.ts';
import { createOutbox } from '../lib/mail/outbox.ts';
import { smtpTransport } from '../lib/mail/smtp-transport.ts';
import { createPasswords } from '../lib/password-hash.ts';
import { nodePictureCodecs } from '../lib/pictures/wasm-node.ts';
import { memoryRateLimiter } from '../lib/rate-limiter.ts';
import { readerClassTopics } from '../lib/reader-classes.ts';
import { configureReaderMemo, readerMemoOf } from '../lib/reader-memo.ts';
import { SEARCH_RATE_LIMIT } from '../lib/search-limit.ts';
import type { AppDeps, AppEnv } from '../types.ts';
import { observeRequests } from './node-access-log.ts';
import { compressBytes, COMPRESSION_THRESHOLD, refineBytes } from './node-compression.ts';
import { fastPath } from './node-fast-path.ts';
import { databaseFileOf, fileIdentityOf, nodeReadiness, watchDatabaseFile, type FileIdentity } from './node-health.ts';
import { nodeLog } from './node-logger.ts';
import { metricsRoute, nodeMetrics } from './node-metrics.ts';
import { replayUsesFromMemory } from './node-replayed-uses.ts';
import { nodeShareCardFont } from './node-share-card-font.ts';
import { nodeSystem } from './node-system.ts';

const settings = readNodeEnv(process.env);

let answers: AnswerCache | undefined;
let preparedDeps: AppDeps | undefined;
let openedDatabaseFile: FileIdentity | undefined;
let database: Db | undefined;

/**
 * The work started after answers (telling watchers: lib/after-answer.ts), then the writes waiting in memory
 * (views and downloads, db/write-buffer.ts), for scripts/listen.mjs to finish at shutdown once the server has
 * closed: it serves the built bundle and cannot import this module's copies.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('portal.flushPendingWrites')] = async () => {
  await settleAfterAnswer();
  await flushAllPendingWrites();
};

/** Liveness, readiness and metrics (docs/observability.md): the database, its migrations, the uploads folder and the database file. */
export const readiness = nodeReadiness({ databaseUrl: settings.databaseUrl, uploadsDir: settings.uploadsDir, openedDatabaseFile: () => openedDatabaseFile });

const measured = settings.metricsToken
  ? nodeMetrics({
      deps: () => preparedDeps,
      readCache: () => (preparedDeps ? readCacheOf(preparedDeps.db) : undefined),
      answers: () => answers,
      readiness,
      jobNames: Object.values(nodeSchedule(settings)).flatMap((jobs) => jobs.map((job) => job.name)),
    })
  : undefined;

/** GET /metrics, only where METRICS_TOKEN is set. */
export const metrics = measured && settings.metricsToken ? metricsRoute(measured, settings.metricsToken) : undefined;

/** The built files and the visitors' kept answers, written before Astro and Hono see the request (runtime/node-fast-path.ts). */
const answerFromMemory = fastPath({
  files: () => readFiles,
  answers: () => answers,
  caughtUp: () => database !== undefined && catchUpNow(database),
  publicSiteUrl: settings.publicSiteUrl,
  trustProxy: settings.trustProxy,
  threshold: COMPRESSION_THRESHOLD,
  replayUses: replayUsesFromMemory(() => preparedDeps, settings.trustProxy),
  readers: {
    sessionOf: (token, lookup) => {
      const memo = database && readerMemoOf(database);
      return memo && preparedDeps ? memo.sessionOf(createHash('sha256').update(token).digest('hex'), preparedDeps.now().getTime(), lookup) : undefined;
    },
    classOf: (auth, name) => {
      const memo = database && readerMemoOf(database);
      return memo && preparedDeps ? memo.classOf(auth.session.id, name, preparedDeps.now().getTime()) : undefined;
    },
  },
});

const requests = observeRequests({
  access: nodeLog(settings.logLevel).access,
  trustProxy: settings.trustProxy,
  done: measured?.requestDone,
  fastPath: answerFromMemory,
});

/**
 * What every request meets first, for scripts/listen.mjs, once the first request has loaded this module: its
 * id, access-log line and metrics (runtime/node-access-log.ts) and the fast path. Answers whether it was
 * answered; a request it leaves goes on to the front door with its id.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('portal.fastPath')] = requests.first;

/** The front door's part of the access log: the route pattern and account of each request. */
export const accessLog: MiddlewareHandler<AppEnv> = requests.frontDoor;

/** The process's log, for what fails before the dependencies exist (the database cannot be opened, say). */
export const log = nodeLog(settings.logLevel).log;

/** The id Node's server gave the request before the front door ran. */
export const requestIdOf = requests.requestIdOf;

/**
 * The webhook settings the browser tests' server hands over (scripts/e2e-server.mjs sets the global before it
 * loads the portal), so deliveries reach the receivers the specs start on 127.0.0.1. Never an environment
 * variable: no setting of a deployed portal can open the loopback address to deliveries (docs/webhooks.md).
 */
function webhooksForTests(): Pick<AppDeps, 'webhooks'> {
  const settings = (globalThis as Record<symbol, unknown>)[Symbol.for('portal.webhooksForTests')] as AppDeps['webhooks'] | undefined;
  return { webhooks: { resolve: resolveHost, ...settings } };
}

/** Every address the system's resolver gives a name (IPv4 and IPv6). */
const resolveHost = async (hostname: string) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The database (migrated), storage, outbox and clock of a Node process: the server's and `npm run job`'s. */
export async function buildNodeDeps(env: NodeSettings = settings): Promise<AppDeps & { close: () => void }> {
  const { log } = nodeLog(env.logLevel);
  const { db, client } = await openLibsql(env.databaseUrl, env.databaseAuthToken);
  await migrateLibsql(db, env.migrationsDir);
  const blobs = new FsBlobStore(env.uploadsDir);
  const files = fileTransport(env.outboxDir, log);
  const mail = env.mail.transport === 'smtp' ? smtpTransport(env.mail.smtpUrl, env.mail.from) : files;
  const sms = env.sms ? httpTransport(env.sms) : files;
  const now = () => new Date();
  const deps = {
    db,
    blobs,
    log,
    outbox: createOutbox(db, { mail, sms }, now),
    passwords: createPasswords(),
    config: {
      publicSiteUrl: env.publicSiteUrl,
      trustProxy: env.trustProxy,
      devMailPage: env.devMailPage,
      attachmentLimits: env.attachmentLimits,
      auditSecret: env.auditSecret,
      secondFactorSecret: env.secondFactorSecret,
      signInProviders: env.signInProviders,
    },
    pictures: nodePictureCodecs,
    searchLimiter: memoryRateLimiter(SEARCH_RATE_LIMIT),
    system: nodeSystem(env.databaseUrl, nodeSchedule(env)),
    shareCardFont: nodeShareCardFont,
    now,
    ...webhooksForTests(),
    close: () => client.close(),
  };
  return deps;
}

export async function createDeps(): Promise<AppDeps> {
  const deps = await buildNodeDeps(settings);
  const { db, blobs, log } = deps;
  // the file as opened: readiness tells when the path names another file (or none) from then on
  const databaseFile = databaseFileOf(settings.databaseUrl);
  if (databaseFile) {
    openedDatabaseFile = fileIdentityOf(databaseFile);
    watchDatabaseFile(readiness, deps);
  }
  // other processes may write to the same database: the caches catch up with them (decision 034)
  const writesElsewhere = writesElsewhereOf(db, settings.databaseUrl);
  configureReadCache(db, defaultReadCacheOptions, writesElsewhere);
  answers = configureAnswerCache(db);
  // the fast path's members, where it hears every writer at once before it answers (an embedded file's check)
  if (writesElsewhere && typeof writesElsewhere !== 'function') configureReaderMemo(db, readerClassTopics);
  database = db;
  // the catalogues come with the migrations; the demo content only where asked for
  // (a first `npm start` seeds in a process of its own, so the server does not hold what the seed made: scripts/start.mjs)
  if (settings.seedDemoContent) {
    const { seedAll } = await import('#db/seed/seed.ts');
    await seedAll(db, blobs, deps.passwords.hash);
    // the demo pictures' copies (decision 056): none left to make once the seed's own process made them
    await makeMissingPictureVariants(deps);
  }
  // the in-process scheduler: the same cron table as the Worker's triggers, in UTC like Cloudflare's, and the
  // nightly backup when BACKUP_DIR is set; each run once among all the processes of the database
  // (jobs/once-per-schedule.ts); a run that fails is logged, and the next trigger tries again
  const jobs = deps.system.schedule;
  for (const cron of Object.keys(jobs)) {
    new Cron(cron, { timezone: 'UTC', protect: true, unref: true }, async (self: Cron) => {
      await runScheduledJobsLogged(cron, deps, self.currentRun() ?? new Date(), { table: jobs });
    });
  }
  log.info('portal ready', { database: settings.databaseUrl.startsWith('file:') ? settings.databaseUrl : 'remote libSQL' });
  preparedDeps = deps;
  return deps;
}

/** Every file of the build's client folder, read once, with its type, a strong ETag and its compressed copies. */
async function readBuiltFiles(dir: string): Promise<BuiltFiles> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const read = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    read.set(`/${relative(dir, path).split(sep).join('/')}`, await readFile(path));
  }
  return builtFilesFrom(read, (path, body) => ({
    type: getMimeType(path) ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }));
}

let builtFiles: Promise<BuiltFiles> | undefined;
let readFiles: BuiltFiles | undefined;
const loadBuiltFiles = () =>
  (builtFiles ??= readBuiltFiles(settings.clientDir).then((files) => {
    readFiles = files;
    return files;
  }));

/** The pre-rendered pages, scripts, styles and console assets, from memory. */
export const assets: MiddlewareHandler<AppEnv> = serveBuiltFiles(loadBuiltFiles);

/** Compresses what is rendered per request (pages, API answers); the built files come compressed already. */
export { compress } from './node-compression.ts';

/** Gives visitors the answers that are the same for everyone from memory, compressed once per encoding (decision 014). */
export const cacheAnswers: MiddlewareHandler<AppEnv> = keepAnswers({ encode: compressBytes, refine: refineBytes, threshold: COMPRESSION_THRESHOLD });

/** The admin SPA's page (shell.html) for /admin and every deep link under it. */
export const adminShell: MiddlewareHandler<AppEnv> = async (c) => {
  const shell = (await loadBuiltFiles()).get('/admin/shell.html');
  if (!shell) return c.text(c.var.t('admin.notBuilt'), 503);
  return c.html(new TextDecoder().decode(shell.body), 200, { 'cache-control': 'no-cache' });
};
