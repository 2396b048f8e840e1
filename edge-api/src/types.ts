import type { Call } from '#core/auth/calls.ts';
import type { BlobStore } from '#core/blob-store.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { Translate } from '#core/i18n/translate.ts';
import type { DatabaseKind } from '#core/schemas/system.ts';
import type { WebhookReach } from '#core/schemas/webhook.ts';
import type { Db } from '#db/client.ts';
import type { AccountRow, SessionKind, SessionRow } from '#db/queries/session.ts';
import type { MigrationReader } from './lib/build-info.ts';
import type { Outbox } from './lib/mail/outbox.ts';
import type { Passwords } from './lib/password-hash.ts';
import type { PictureCodecs } from './lib/pictures/codecs.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { RecordedUse } from './lib/recorded-use.ts';
import type { SignInProviderSettings } from './lib/sign-in-provider/settings.ts';

/** The signed-in caller: their session, account and kind of session (lib/session.ts reads it). */
export type Auth = { session: SessionRow; user: AccountRow; kind: SessionKind };

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/** Settings the routes read (from env.ts, through the runtime). */
export type AppConfig = {
  /** The portal's public origin (PUBLIC_SITE_URL): every link in mail, and the only host requests may name. */
  publicSiteUrl: string;
  /** Whether a proxy of ours forwards the scheme, host and client address (TRUST_PROXY, Node only). */
  trustProxy: boolean;
  /** Lists sent mail at /dev/mail (local development and the browser tests only). */
  devMailPage: boolean;
  /** Upload limits in bytes: one content's live files together, and one file (ATTACHMENT_MAX_TOTAL_SIZE, ATTACHMENT_MAX_FILE_SIZE). */
  attachmentLimits: { maxTotalBytes: number; maxFileBytes: number };
  /** The audit logs' key (AUDIT_SECRET, decision 048); absent, the key kept in the database is used. */
  auditSecret?: string | undefined;
  /** The authenticator secrets' sealing key (SECOND_FACTOR_SECRET, issue 34); absent, the key kept in the database is used. */
  secondFactorSecret?: string | undefined;
  /** Kakao, Naver and Google sign-in, each on with its settings (decision 054); none when absent. */
  signInProviders?: SignInProviderSettings | undefined;
};

/** A scheduled job (jobs/run-jobs.ts lists them): declared with the dependencies it runs on, which name the schedule. */
export type Job = { name: string; run: (deps: AppDeps, now: Date) => Promise<{ affected: number; detail: string }> };

/** What a runtime knows of itself that the database cannot tell (lib/system.ts reads it for the System screen). */
export type SystemSources = {
  readMigration: MigrationReader;
  database: {
    kind: DatabaseKind;
    /** The size in bytes as the runtime can tell it honestly; null when it cannot. */
    bytes: (db: Db) => Promise<number | null>;
  };
  /** The cron table the runtime schedules (UTC): Node's adds the nightly backup when BACKUP_DIR is set (jobs/backup.ts). */
  schedule: Record<string, Job[]>;
};

/** What a runtime (Node or the Worker) hands the app: nothing in app.ts knows which one it is. */
export type AppDeps = {
  db: Db;
  blobs: BlobStore;
  log: Logger;
  outbox: Outbox;
  /** Password hashing at the runtime's cost (the portal's own; cheaper only in the API tests). */
  passwords: Passwords;
  config: AppConfig;
  /** The image codecs that make the page pictures' copies (decision 056): the same WebAssembly on both runtimes, loaded each its way. */
  pictures: PictureCodecs;
  /** Site search's limit per client address, in the process's or isolate's memory (lib/search-limit.ts). */
  searchLimiter: RateLimiter;
  /** What the runtime tells the console's System screen of itself: its migration reader, its database's size, its schedule (lib/system.ts). */
  system: SystemSources;
  /**
   * The share card's font (decision 057): read from disk on Node, a module of the bundle in the Worker (whose
   * bundler takes the `.otf.bin` file as bytes).
   */
  shareCardFont: () => Promise<ArrayBuffer>;
  /** The clock: real time, or a test's fixed instant. */
  now: () => Date;
  /**
   * Webhook deliveries (lib/webhook/): which addresses they may reach and how long a receiver has. Absent in
   * production (public https hosts, 10 seconds); set only by the tests' own code (testing/test-app.ts, the
   * browser tests' server), to reach the receivers they start on a loopback address. Never read from the
   * environment.
   */
  webhooks?: {
    reach?: WebhookReach;
    timeoutMs?: number;
    /**
     * The addresses a host name resolves to (Node: the system's resolver), asked before each attempt so a public
     * name that points into the private network is refused; none in a Worker, whose requests never reach one.
     */
    resolve?: (hostname: string) => Promise<string[]>;
  };
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The logger: the runtime's own until its dependencies exist, then theirs. */
    log: Logger;
    lang: Lang;
    t: Translate;
    tzOffset: number;
    requestId: string;
    /** The caller's IP address as the runtime saw it, or as a trusted proxy forwarded it ('' when unknown). */
    clientIp: string;
    /** The origin the browser used (`https://portal.example.com`), checked against the configured address. */
    origin: string;
    /** The session the call matrix found for this call (null for public calls and visitors). */
    auth: Auth | null;
    /** The call of the matrix this request is (lib/authorize.ts): its answer schema says which fields to mask. */
    call: Call | undefined;
    /** The route pattern that answered, where Hono's own is not it (a page's Astro route, a kept answer's): lib/access-log.ts. */
    route: string | undefined;
    /** The uses recorded while an answer that may be kept is made, to record again when it is given from memory (lib/cache-answers.ts). */
    recordedUses: RecordedUse[] | undefined;
    /** Whether a session was looked up while this answer was made (lib/session.ts `loadSession`): then it is not one answer for every reader. */
    askedWhoReads: boolean | undefined;
    /** The class of readers a page said its answer is the same for (lib/reader-classes.ts), if any. */
    readerClass: string | undefined;
    /** The member session lib/session.ts `loadSession` found for this request, if it looked one up and found it. */
    memberSession: Auth | undefined;
    /** The items the visit's cookie holds once this request's views are counted, when one was added (lib/visit-views.ts). */
    seenVisits: string[] | undefined;
  };
};
