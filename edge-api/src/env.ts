import * as v from 'valibot';
import { parseSizeLimit } from '#core/attachment-rules.ts';
import { LOG_LEVELS, type LogLevel } from './lib/logger.ts';
import { readSignInProviderSettings } from './lib/sign-in-provider/read-settings.ts';
import type { SignInProviderSettings } from './lib/sign-in-provider/settings.ts';
import { isLoopbackHost } from './lib/site-address.ts';

// The only place that reads environment variables and bindings. Each runtime hands its raw source
// here once, at start, and gets typed settings back, or one error listing everything that is wrong.

const flag = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    fallback ? 'true' : 'false',
  );

/** An http(s) origin without path, query or fragment: links are built from it and requests are checked against it. */
const publicSiteUrl = v.pipe(
  v.string(),
  v.check((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return url !== null && /^https?:$/.test(url.protocol) && ['', '/'].includes(url.pathname) && !url.search && !url.hash;
  }, 'must be an http:// or https:// origin without a path, for example https://portal.example.com'),
  v.transform((value) => new URL(value).origin),
);

/** The public address: the configured one, else (local use only) the address the server listens on. */
function resolvePublicSiteUrl(configured: string | undefined, host: string, port: string, problems: string[]): string {
  if (configured) return configured;
  if (isLoopbackHost(host)) return `http://${host.includes(':') ? `[${host.replace(/^\[|\]$/g, '')}]` : host}:${port}`;
  problems.push(
    `PUBLIC_SITE_URL: required when the portal listens on ${host}, an address others can reach; set it to the address people open, for example https://portal.example.com`,
  );
  return '';
}

/** The audit key's secret (issue 33, decision 048): long and random, kept out of the database. */
const auditSecret = v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters (a random secret: `openssl rand -hex 32`)'));
/** The key that seals the authenticator secrets (issue 34): as long and random as the audit key's, and another one. */
const secondFactorSecret = auditSecret;

const nodeEnvSchema = v.object({
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^(file:|libsql:|https?:|wss?:)/, 'must be a file: or libsql URL')), 'file:./data/portal.db'),
  DATABASE_AUTH_TOKEN: v.optional(v.string()),
  MIGRATIONS_DIR: v.optional(v.string(), 'db/migrations'),
  UPLOADS_DIR: v.optional(v.string(), 'data/uploads'),
  /** The built public files; the admin SPA's index.html is read from here. */
  CLIENT_DIR: v.optional(v.string(), 'dist/node/client'),
  /** Loads the bilingual demo content into an empty database (on by default for the embedded file). */
  SEED_DEMO_CONTENT: v.optional(v.string()),
  /** What the log keeps (pino's levels): `info` has one line per request, `warn` and `error` only the problems. */
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  /** Turns on GET /metrics for a caller that presents it as a bearer token (docs/observability.md); without it the route does not exist. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters (a random secret: `openssl rand -hex 24`)'))),
  /** Where the server listens (scripts/listen.mjs): this machine only, unless set. */
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '127.0.0.1'),
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number')), '4321'),
  /**
   * The portal's public address: every absolute link in mail is built from it, and requests naming another
   * host are refused. Required whenever others can reach the server; filled from HOST and PORT on loopback.
   */
  PUBLIC_SITE_URL: v.optional(publicSiteUrl),
  /** `true` behind one TLS-terminating proxy: X-Forwarded-Proto, -Host and -For are read from it (docs/deployment.md). */
  TRUST_PROXY: v.optional(v.string()),
  /** `file` (the default: readable files in OUTBOX_DIR) or `smtp` (SMTP_URL, MAIL_FROM). */
  MAIL_TRANSPORT: v.optional(v.picklist(['file', 'smtp'], 'must be file or smtp'), 'file'),
  OUTBOX_DIR: v.optional(v.string(), 'data/outbox'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.string(), 'Analytics Portal <no-reply@example-analytics.com>'),
  /** An SMS provider's HTTP API; without it SMS go to the outbox folder like mail. */
  SMS_HTTP_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  SMS_HTTP_TOKEN: v.optional(v.string()),
  /** Lists sent mail at /dev/mail: for local development and the browser tests, never in production. */
  DEV_MAIL_PAGE: v.optional(v.string()),
  /** Upload limits as KB, MB, GB or TB strings, 1024-based (portal spec §5). */
  ATTACHMENT_MAX_TOTAL_SIZE: v.optional(v.string()),
  ATTACHMENT_MAX_FILE_SIZE: v.optional(v.string()),
  /** Where the nightly backup writes a folder per run (docs/operations.md); without it there is no backup job. */
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
  /** How many of the newest backups under BACKUP_DIR are kept. */
  BACKUP_KEEP: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, 'must be a whole number from 1 to 999')), '7'),
  /** The audit logs' key (decision 048): without it a key kept in the database is used, which whoever holds the database holds too. */
  AUDIT_SECRET: v.optional(auditSecret),
  /** Seals the authenticator apps' secrets (issue 34): without it a key kept in the database is used, which whoever holds the database holds too. */
  SECOND_FACTOR_SECRET: v.optional(secondFactorSecret),
});

export type AttachmentLimits = { maxTotalBytes: number; maxFileBytes: number };

const defaultAttachmentLimits = { total: '50MB', file: '20MB' } as const;

/** The upload limits of one content's files together and of one file; a bad value is a start-up error. */
function readAttachmentLimits(total: unknown, file: unknown, problems: string[]): AttachmentLimits {
  const read = (name: string, value: unknown, fallback: string) => {
    try {
      return parseSizeLimit(typeof value === 'string' && value !== '' ? value : fallback);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return 0;
    }
  };
  const limits = {
    maxTotalBytes: read('ATTACHMENT_MAX_TOTAL_SIZE', total, defaultAttachmentLimits.total),
    maxFileBytes: read('ATTACHMENT_MAX_FILE_SIZE', file, defaultAttachmentLimits.file),
  };
  if (limits.maxFileBytes > limits.maxTotalBytes && limits.maxTotalBytes > 0) {
    problems.push('ATTACHMENT_MAX_FILE_SIZE: must not be larger than ATTACHMENT_MAX_TOTAL_SIZE');
  }
  return limits;
}

export type NodeSettings = {
  host: string;
  port: number;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  migrationsDir: string;
  uploadsDir: string;
  clientDir: string;
  seedDemoContent: boolean;
  logLevel: LogLevel;
  /** The bearer token GET /metrics asks for; undefined when metrics are off. */
  metricsToken: string | undefined;
  /** The public origin (no trailing slash): links in mail, the host requests must name. */
  publicSiteUrl: string;
  /** Whether X-Forwarded-Proto, -Host and -For come from a proxy of ours (TRUST_PROXY). */
  trustProxy: boolean;
  mail: { transport: 'file'; outboxDir: string } | { transport: 'smtp'; smtpUrl: string; from: string };
  sms: { url: string; token: string } | undefined;
  outboxDir: string;
  devMailPage: boolean;
  attachmentLimits: AttachmentLimits;
  /** The nightly backup (BACKUP_DIR, BACKUP_KEEP); off without BACKUP_DIR. */
  backup: { dir: string; keep: number } | undefined;
  /** AUDIT_SECRET: the audit logs' key; undefined uses the database's own (decision 048). */
  auditSecret: string | undefined;
  /** SECOND_FACTOR_SECRET: the authenticator secrets' sealing key; undefined uses the database's own (issue 34). */
  secondFactorSecret: string | undefined;
  /** Kakao, Naver and Google sign-in, each on with its client id and secret (GOOGLE_CLIENT_ID…, decision 054). */
  signInProviders: SignInProviderSettings;
};

/** A backup copies the embedded file: a remote libSQL database is backed up by its own server. */
export const REMOTE_BACKUP_ADVICE =
  "back a remote libSQL database up with its server's own tools (Turso: point-in-time recovery, `turso db create <new> --from-db <db> --timestamp <time>`; a libSQL server of your own: its data folder, copied while it is stopped); see docs/operations.md";

export function readNodeEnv(source: Record<string, string | undefined>): NodeSettings {
  const env = parseOrExplain(nodeEnvSchema, source);
  const flags = parseOrExplain(
    v.object({ SEED_DEMO_CONTENT: flag(env.DATABASE_URL.startsWith('file:')), DEV_MAIL_PAGE: flag(false), TRUST_PROXY: flag(false) }),
    {
      SEED_DEMO_CONTENT: env.SEED_DEMO_CONTENT,
      DEV_MAIL_PAGE: env.DEV_MAIL_PAGE,
      TRUST_PROXY: env.TRUST_PROXY,
    },
  );
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) throw new Error("The portal's environment is invalid:\n- SMTP_URL: required when MAIL_TRANSPORT is smtp");
  const problems: string[] = [];
  const attachmentLimits = readAttachmentLimits(env.ATTACHMENT_MAX_TOTAL_SIZE, env.ATTACHMENT_MAX_FILE_SIZE, problems);
  const siteUrl = resolvePublicSiteUrl(env.PUBLIC_SITE_URL, env.HOST, env.PORT, problems);
  const signInProviders = readSignInProviderSettings(source, problems);
  if (env.BACKUP_DIR && !env.DATABASE_URL.startsWith('file:')) {
    problems.push(
      `BACKUP_DIR: the nightly backup copies the embedded database file, and DATABASE_URL is a remote database: unset BACKUP_DIR and ${REMOTE_BACKUP_ADVICE}`,
    );
  }
  if (problems.length > 0) throw new Error(`The portal's environment is invalid:\n- ${problems.join('\n- ')}`);
  return {
    host: env.HOST,
    port: Number(env.PORT),
    databaseUrl: env.DATABASE_URL,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN,
    migrationsDir: env.MIGRATIONS_DIR,
    uploadsDir: env.UPLOADS_DIR,
    clientDir: env.CLIENT_DIR,
    seedDemoContent: flags.SEED_DEMO_CONTENT,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    publicSiteUrl: siteUrl,
    trustProxy: flags.TRUST_PROXY,
    mail:
      env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL
        ? { transport: 'smtp', smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }
        : { transport: 'file', outboxDir: env.OUTBOX_DIR },
    sms: env.SMS_HTTP_URL ? { url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN ?? '' } : undefined,
    outboxDir: env.OUTBOX_DIR,
    devMailPage: flags.DEV_MAIL_PAGE,
    attachmentLimits,
    backup: env.BACKUP_DIR ? { dir: env.BACKUP_DIR, keep: Number(env.BACKUP_KEEP) } : undefined,
    auditSecret: env.AUDIT_SECRET,
    secondFactorSecret: env.SECOND_FACTOR_SECRET,
    signInProviders,
  };
}

export type WorkerBindings = {
  DB: D1DatabaseLike;
  BLOBS: R2BucketLike;
  ASSETS?: { fetch(input: Request | string | URL): Promise<Response> };
  SEED_DEMO_CONTENT?: string;
  PUBLIC_SITE_URL?: string;
  MAIL_HTTP_URL?: string;
  MAIL_HTTP_TOKEN?: string;
  MAIL_FROM?: string;
  SMS_HTTP_URL?: string;
  SMS_HTTP_TOKEN?: string;
  /** `true` in `npm run worker:dev` only: /dev/mail lists the outbox. */
  DEV_MAIL_PAGE?: string;
  /** Upload limits ("50MB", "20MB" by default), as in the Node settings. */
  ATTACHMENT_MAX_TOTAL_SIZE?: string;
  ATTACHMENT_MAX_FILE_SIZE?: string;
  /** The audit logs' key (decision 048), a secret (`wrangler secret put AUDIT_SECRET`); without it the database's own. */
  AUDIT_SECRET?: string;
  /** Seals the authenticator secrets (issue 34), a secret (`wrangler secret put SECOND_FACTOR_SECRET`); without it the database's own key. */
  SECOND_FACTOR_SECRET?: string;
  // Kakao, Naver and Google sign-in (decision 054) read GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER, KAKAO_…
  // and NAVER_… as variables or secrets: lib/sign-in-provider/read-settings.ts
};

/** The parts of D1 and R2 the app uses; the full types come from `wrangler types` in worker code. */
export type D1DatabaseLike = { prepare(query: string): unknown; batch(statements: unknown[]): Promise<unknown> };
export type R2BucketLike = {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  delete(key: string): Promise<void>;
  list(options: { cursor?: string; limit: number }): Promise<{ objects: { key: string; uploaded: Date }[]; truncated: boolean; cursor?: string }>;
};

export type WorkerSettings = {
  db: D1DatabaseLike;
  blobs: R2BucketLike;
  assets: WorkerBindings['ASSETS'];
  seedDemoContent: boolean;
  /** The public origin; required (`npm run worker:dev` passes http://localhost:8787). */
  publicSiteUrl: string;
  /** A mail provider's HTTP API; without it (local `wrangler dev`) mail goes to the console and the outbox table. */
  mail: { url: string; token: string; from: string } | undefined;
  sms: { url: string; token: string } | undefined;
  devMailPage: boolean;
  attachmentLimits: AttachmentLimits;
  auditSecret: string | undefined;
  secondFactorSecret: string | undefined;
  signInProviders: SignInProviderSettings;
};

export function readWorkerEnv(source: Record<string, unknown>): WorkerSettings {
  const problems: string[] = [];
  for (const name of ['DB', 'BLOBS'] as const) {
    if (!source[name]) problems.push(`${name}: binding missing (see wrangler.jsonc)`);
  }
  const seed = v.safeParse(v.object({ SEED_DEMO_CONTENT: flag(false), DEV_MAIL_PAGE: flag(false) }), {
    SEED_DEMO_CONTENT: source.SEED_DEMO_CONTENT,
    DEV_MAIL_PAGE: source.DEV_MAIL_PAGE,
  });
  if (!seed.success) problems.push(`SEED_DEMO_CONTENT: ${seed.issues[0].message}`);
  const attachmentLimits = readAttachmentLimits(source.ATTACHMENT_MAX_TOTAL_SIZE, source.ATTACHMENT_MAX_FILE_SIZE, problems);
  const siteUrl = v.safeParse(publicSiteUrl, source.PUBLIC_SITE_URL);
  if (!siteUrl.success) {
    problems.push(
      source.PUBLIC_SITE_URL === undefined || source.PUBLIC_SITE_URL === ''
        ? 'PUBLIC_SITE_URL: required, the address people open (a variable in wrangler.jsonc or a secret)'
        : `PUBLIC_SITE_URL: ${siteUrl.issues[0].message}`,
    );
  }
  const secret = v.safeParse(v.optional(auditSecret), source.AUDIT_SECRET === '' ? undefined : source.AUDIT_SECRET);
  if (!secret.success) problems.push(`AUDIT_SECRET: ${secret.issues[0].message}`);
  const factorSecret = v.safeParse(v.optional(secondFactorSecret), source.SECOND_FACTOR_SECRET === '' ? undefined : source.SECOND_FACTOR_SECRET);
  if (!factorSecret.success) problems.push(`SECOND_FACTOR_SECRET: ${factorSecret.issues[0].message}`);
  const signInProviders = readSignInProviderSettings(source, problems);
  if (problems.length > 0 || !seed.success || !siteUrl.success || !secret.success || !factorSecret.success)
    throw new Error(`The Worker's configuration is incomplete:\n- ${problems.join('\n- ')}`);
  const bindings = source as unknown as WorkerBindings;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const mailUrl = text(bindings.MAIL_HTTP_URL);
  const smsUrl = text(bindings.SMS_HTTP_URL);
  return {
    db: bindings.DB,
    blobs: bindings.BLOBS,
    assets: bindings.ASSETS,
    seedDemoContent: seed.output.SEED_DEMO_CONTENT,
    publicSiteUrl: siteUrl.output,
    mail: mailUrl
      ? { url: mailUrl, token: text(bindings.MAIL_HTTP_TOKEN) ?? '', from: text(bindings.MAIL_FROM) ?? 'Analytics Portal <no-reply@example-analytics.com>' }
      : undefined,
    sms: smsUrl ? { url: smsUrl, token: text(bindings.SMS_HTTP_TOKEN) ?? '' } : undefined,
    devMailPage: seed.output.DEV_MAIL_PAGE,
    attachmentLimits,
    auditSecret: secret.output,
    secondFactorSecret: factorSecret.output,
    signInProviders,
  };
}

function parseOrExplain<S extends v.GenericSchema>(schema: S, source: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, source);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new Error(`The portal's environment is invalid:\n- ${lines.join('\n- ')}`);
}
