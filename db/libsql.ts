import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createClient, type Client, type InArgs, type InStatement } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { schema, type Schema } from './client.ts';
import { countDatabaseFailure, databaseCounts } from './database-counts.ts';
import { databaseFailureOf } from './errors.ts';

export const defaultDatabaseUrl = 'file:./data/portal.db';
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type LibsqlHandle = { db: LibSQLDatabase<Schema>; client: Client };

/** How long a statement waits for another process's write lock (a job, a backup, the sqlite3 shell) before the caller hears "busy". */
export const BUSY_WAIT_MS = 5000;
/**
 * How long SQLite itself waits inside one attempt. The driver is synchronous, so this wait stops the
 * whole server: it stays short, and the rest of the wait happens between attempts, where other
 * requests (reads never wait for the write lock in WAL mode) go on.
 */
const ATTEMPT_WAIT_MS = 50;

/** Statements that never write: run as they are. Everything else runs in a write transaction. */
const readsOnly = /^\s*(SELECT|EXPLAIN|PRAGMA)\b/i;

/**
 * Runs `work` again while the database is busy, until `waitMs` has passed; then its busy error goes to
 * the caller. A statement that met a busy database stays open in SQLite (the driver does not reset it)
 * and would keep every later COMMIT on its connection from succeeding, so the connection is replaced
 * before the next try. An operation that was about to use the replaced connection is refused before it
 * ran anything (CLIENT_CLOSED) and simply tries again.
 */
async function whileBusy<T>(client: Client, waitMs: number, work: () => Promise<T>, reopened: () => void = () => {}): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const busy = databaseFailureOf(error) === 'busy';
      const replaced = !client.closed && (error as { code?: unknown }).code === 'CLIENT_CLOSED';
      const left = deadline - Date.now();
      if ((!busy && !replaced) || left <= 0) {
        countDatabaseFailure(error);
        throw error;
      }
      if (busy) {
        databaseCounts.busyRetries += 1;
        client.reconnect();
        reopened();
      }
      await sleep(Math.min(5 * 2 ** attempt, 250, left));
    }
  }
}

/**
 * The client as drizzle uses it, safe beside other processes that write (a job, a backup, the sqlite3
 * shell). Every write runs in a transaction that takes the write lock first (BEGIN IMMEDIATE) and ends
 * with an explicit COMMIT: a write is acknowledged only once committed, and "busy" comes before anything
 * ran. A busy write is tried again, after a pause in which other requests go on, until `waitMs` has passed.
 */
function safeBesideOtherWriters(client: Client, waitMs: number, settings: readonly string[]): Client {
  // a new connection starts with SQLite's defaults: the settings that are not kept in the file are made again
  const reopened = () => {
    for (const setting of settings) client.execute(setting).catch(() => {});
  };
  const execute = (statement: InStatement, args?: InArgs) => {
    const one = typeof statement === 'string' ? { sql: statement, args: args ?? [] } : statement;
    if (readsOnly.test(one.sql)) return whileBusy(client, waitMs, () => client.execute(one), reopened);
    return whileBusy(client, waitMs, async () => (await client.batch([one], 'write'))[0]!, reopened);
  };
  const batch: Client['batch'] = (statements, mode = 'write') => whileBusy(client, waitMs, () => client.batch(statements, mode), reopened);
  // the migrator's own transaction is deferred; this one takes the lock first. Foreign keys are off around
  // it, as in libSQL's own, on the connection it runs on (a replaced connection starts with them on).
  // Migrations run once, at start, before any request is served.
  const migrate: Client['migrate'] = (statements) =>
    whileBusy(
      client,
      waitMs,
      async () => {
        await client.execute('PRAGMA foreign_keys = OFF');
        try {
          return await client.batch(statements, 'write');
        } finally {
          await client.execute('PRAGMA foreign_keys = ON');
        }
      },
      reopened,
    );
  const own: Record<string, unknown> = { execute, batch, migrate };
  return new Proxy(client, {
    get(target, property) {
      if (typeof property === 'string' && property in own) return own[property];
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The embedded database's page cache, in KiB (per connection; the process has one). */
export const PAGE_CACHE_KIB = 16_384;

/**
 * Opens a libSQL database: an embedded file (`file:...`, the default) or a remote URL.
 * Embedded files run in WAL mode, so readers never block the writer, with full synchronous writes so
 * accounts, permissions and audit rows survive a crash. One connection serves the process: the driver
 * runs every statement synchronously, so more would add memory, not speed, and each would need its
 * own settings. A write that meets another process's lock waits up to `busyWaitMs`.
 */
export async function openLibsql(url: string = defaultDatabaseUrl, authToken?: string, options: { busyWaitMs?: number } = {}): Promise<LibsqlHandle> {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const raw = createClient({ url, ...(authToken ? { authToken } : {}), concurrency: 1, timeout: ATTEMPT_WAIT_MS });
  // the page cache, at most PAGE_CACHE_KIB: with SQLite's default 2 MB a search over a large index read the
  // same pages from the file again within one statement (decision 028); it fills only as pages are read
  const settings = url.startsWith('file:') ? [`PRAGMA cache_size = -${PAGE_CACHE_KIB}`] : [];
  const client = safeBesideOtherWriters(raw, options.busyWaitMs ?? BUSY_WAIT_MS, settings);
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = FULL');
  }
  for (const setting of settings) await client.execute(setting);
  await client.execute('PRAGMA foreign_keys = ON');
  return { db: drizzle(client, { schema }), client };
}

export async function migrateLibsql(db: LibSQLDatabase<Schema>, folder: string = migrationsFolder): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
