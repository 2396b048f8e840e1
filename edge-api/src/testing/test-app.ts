import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlobStore } from '#core/blob-store.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { listOutbox } from '#db/queries/outbox.ts';
import { createApp } from '../app.ts';
import { schedule, type Job } from '../jobs/run-jobs.ts';
import { configureAnswerCache } from '../lib/answer-cache.ts';
import { FsBlobStore } from '../lib/blob-store-fs.ts';
import { cacheAnswers } from '../lib/cache-answers.ts';
import { fileTransport } from '../lib/mail/file-transport.ts';
import { createOutbox, type Transport } from '../lib/mail/outbox.ts';
import { createPasswords, type ScryptParams } from '../lib/password-hash.ts';
import { nodePictureCodecs } from '../lib/pictures/wasm-node.ts';
import { memoryRateLimiter, type RateLimit } from '../lib/rate-limiter.ts';
import { SEARCH_RATE_LIMIT } from '../lib/search-limit.ts';
import { compress, compressBytes, COMPRESSION_THRESHOLD, refineBytes } from '../runtime/node-compression.ts';
import { fileIdentityOf, nodeReadiness } from '../runtime/node-health.ts';
import { nodeShareCardFont } from '../runtime/node-share-card-font.ts';
import { nodeSystem } from '../runtime/node-system.ts';
import type { AppConfig, AppDeps, Logger } from '../types.ts';

/**
 * The API tests hash passwords at a trivial cost: hashing at the portal's (DESIGN.md §3) dominated the
 * suite on a loaded machine. The stored PHC string records the cost, so verification is the same code;
 * scripts/create-admin.test.ts and password-hash.test.ts keep the portal's own cost under test.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { ln: 4, r: 8, p: 1 };

/** The test portal's configured address (PUBLIC_SITE_URL): links in mail use it, and requests must name its host. */
export const SITE = 'http://portal.test';

export type TestLog = Logger & { errors: { message: string; fields?: Record<string, unknown> }[] };

/**
 * The real app in process on a fresh, migrated embedded database and upload folder of its own,
 * with the spec's catalogues loaded. Tests add the content they need with the seed's generators.
 * Mail goes through the real outbox to the file transport; `mailTo` reads what an address received.
 * The clock is real unless a test sets `clock.now`; the caller's IP is the `x-test-ip` header.
 */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    busyWaitMs?: number;
    passwordCost?: ScryptParams;
    /** Keeps visitors' answers as Node does (lib/cache-answers.ts). */ answers?: boolean;
    /** A database file and upload folder made elsewhere (a restored backup) instead of fresh ones; migrated as a start would. */
    data?: { dbPath: string; uploadsDir: string };
    /** Where uploads go (a folder of the test's own by default). */
    uploadsDir?: string;
    /** Site search's limit per address (the portal's, unless a test asks for another). */ searchLimit?: RateLimit;
    /** The cron table the portal schedules, made for its own files: the shared one unless a test asks for another (Node's with the nightly backup). */
    schedule?: (files: { dbPath: string; uploadsDir: string }) => Record<string, Job[]>;
    /** Webhook deliveries' reach and time limit (AppDeps `webhooks`): the portal's own unless a test's receiver listens on a loopback address. */
    webhooks?: AppDeps['webhooks'];
    /** Where mail goes: the file transport in the test's folder unless a test brings a real server's (SMTP). */
    mailTransport?: Transport;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const dbPath = options.data?.dbPath ?? join(dir, 'portal.db');
  const { db, client } = await openLibsql(`file:${dbPath}`, undefined, options.busyWaitMs === undefined ? {} : { busyWaitMs: options.busyWaitMs });
  await migrateLibsql(db);
  const uploadsDir = options.data?.uploadsDir ?? options.uploadsDir ?? join(dir, 'uploads');
  const blobs: BlobStore = new FsBlobStore(uploadsDir);
  const openedDatabaseFile = fileIdentityOf(dbPath);
  const errors: TestLog['errors'] = [];
  const log: TestLog = { info() {}, error: (message, fields) => void errors.push(fields ? { message, fields } : { message }), errors };
  const clock: { now: Date | null } = { now: null };
  const now = () => clock.now ?? new Date();
  const outboxDir = join(dir, 'outbox');
  const files = fileTransport(outboxDir, log);
  const deps: AppDeps = {
    db,
    blobs,
    log,
    outbox: createOutbox(db, { mail: options.mailTransport ?? files, sms: files }, now),
    passwords: createPasswords(options.passwordCost ?? TEST_SCRYPT_PARAMS),
    config: {
      publicSiteUrl: SITE,
      trustProxy: false,
      devMailPage: true,
      attachmentLimits: { maxTotalBytes: 50 * 1024 * 1024, maxFileBytes: 20 * 1024 * 1024 },
      ...options.config,
    },
    pictures: nodePictureCodecs,
    searchLimiter: memoryRateLimiter(options.searchLimit ?? SEARCH_RATE_LIMIT),
    system: nodeSystem(`file:${dbPath}`, options.schedule?.({ dbPath, uploadsDir }) ?? schedule),
    shareCardFont: nodeShareCardFont,
    now,
    ...(options.webhooks && { webhooks: options.webhooks }),
  };
  if (options.answers) configureAnswerCache(db);
  const app = createApp({
    deps: () => Promise.resolve(deps),
    clientIp: (c) => c.req.header('x-test-ip') ?? '127.0.0.1',
    // Node's readiness checks, on the test's own database file and uploads folder
    readiness: nodeReadiness({ databaseUrl: `file:${dbPath}`, uploadsDir, openedDatabaseFile: () => openedDatabaseFile }),
    ...(options.answers ? { compress, cacheAnswers: cacheAnswers({ encode: compressBytes, refine: refineBytes, threshold: COMPRESSION_THRESHOLD }) } : {}),
  });
  /** A request to the portal at its configured address (a bare path is relative to it). */
  const request = (path: string, init?: RequestInit) => app.request(new URL(path, SITE).href, init);
  return {
    app,
    request,
    db,
    blobs,
    log,
    dir,
    dbPath,
    deps,
    clock,
    /** GET a path as a caller speaking `lang`. */
    get: (path: string, lang: 'ko' | 'en' = 'ko', headers: Record<string, string> = {}) => request(path, { headers: { 'accept-language': lang, ...headers } }),
    /** A JSON call (POST, PUT, DELETE…) as a caller speaking `lang`. */
    send: (method: string, path: string, body: unknown, lang: 'ko' | 'en' = 'ko', headers: Record<string, string> = {}) =>
      request(path, {
        method,
        headers: { 'accept-language': lang, 'content-type': 'application/json', ...headers },
        body: body === undefined ? null : JSON.stringify(body),
      }),
    /** The messages an address received, newest first, as the outbox table holds them. */
    mailTo: (recipient: string) => listOutbox(db, { recipient }),
    /** The text files the file transport wrote (what a developer reads locally). */
    outboxFiles: () => {
      try {
        return readdirSync(outboxDir).map((name) => ({ name, text: readFileSync(join(outboxDir, name), 'utf8') }));
      } catch {
        return [];
      }
    },
    close: () => client.close(),
  };
}

/** The session cookie of a response's Set-Cookie (`portal_session=…`), to send back as a Cookie header. */
export function sessionCookieOf(response: Response, name = 'portal_session'): string | undefined {
  const cookies = response.headers.getSetCookie();
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  const value = found?.split(';')[0];
  return value && value !== `${name}=` ? value : undefined;
}
