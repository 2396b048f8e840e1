import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createClient, LibsqlError, type Client, type InArgs, type InStatement } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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
/**
 * A connection that met a failure other than "busy" (a file that is not a database, unreadable or gone,
 * a disk error, a remote database out of reach) is replaced at most this often: a connection that met a
 * bad file keeps failing after the file is good again ("file is not a database"), and a database that
 * stays broken is not reopened by every request.
 */
export const REOPEN_AFTER_FAILURE_MS = 1000;
/** How often, at most, an embedded file's path is checked to still name the file the connection has open. */
export const FILE_CHECK_MS = 1000;

/**
 * Statements that never write: run as they are, without the write lock. Everything else runs in a write
 * transaction. A statement that begins with common table expressions (`WITH … SELECT`, the search, the
 * console's lists) reads unless it names a writing statement: counted as a write when in doubt, which is
 * only slower.
 */
export function readsOnly(statement: string): boolean {
  if (/^\s*(SELECT|EXPLAIN|PRAGMA)\b/i.test(statement)) return true;
  return /^\s*WITH\b/i.test(statement) && !/\b(INSERT|UPDATE|DELETE)\b|\bREPLACE\s+INTO\b/i.test(statement);
}

/** What names an embedded file on its disk: another one at the same path (a restore) has another. */
export function fileIdentity(path: string): string | null {
  try {
    const stat = statSync(path);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return null;
  }
}

/** The failure of a database file that is not where it was: opening it again would create an empty one. */
export function missingFileError(path: string): LibsqlError {
  return new LibsqlError(`unable to open database file: ${path} is missing`, 'SQLITE_CANTOPEN');
}

/**
 * The client's one connection, replaced when it cannot be trusted any more: after "busy" (decision 004),
 * after another failure (at most once a REOPEN_AFTER_FAILURE_MS), and when the embedded file's path names
 * another file (a restore put one in its place) or none (the file was removed: statements fail, as
 * "unavailable", until it is back, instead of writing to a file nobody will open again).
 */
class Connection {
  readonly client: Client;
  readonly #path: string | undefined;
  readonly #settings: readonly string[];
  #identity: string | null = null;
  #checkedAt = 0;
  #reopenedAt = Number.NEGATIVE_INFINITY;

  constructor(client: Client, path: string | undefined, settings: readonly string[]) {
    this.client = client;
    this.#path = path;
    this.#settings = settings;
    if (path) this.#identity = fileIdentity(path);
  }

  /** Closed by its owner: nothing reopens it. */
  get closed(): boolean {
    return this.client.closed;
  }

  /** A new connection for the next statement; the settings that are not kept in the file are made again. */
  replace(): void {
    this.client.reconnect();
    for (const setting of this.#settings) this.client.execute(setting).catch(() => {});
  }

  /** Replaces a connection that failed, unless it was replaced less than REOPEN_AFTER_FAILURE_MS ago; answers whether it did. */
  replaceAfterFailure(now = Date.now()): boolean {
    if (this.closed || now - this.#reopenedAt < REOPEN_AFTER_FAILURE_MS) return false;
    if (this.#path && !existsSync(this.#path)) return false;
    this.#reopenedAt = now;
    this.replace();
    if (this.#path) this.#identity = fileIdentity(this.#path);
    return true;
  }

  /** Throws while the embedded file is missing; reopens when another file took its place. At most once a FILE_CHECK_MS. */
  checkFile(now = Date.now()): void {
    if (!this.#path || now - this.#checkedAt < FILE_CHECK_MS) return;
    this.#checkedAt = now;
    const identity = fileIdentity(this.#path);
    if (identity === null) {
      // checked again at the next statement until the file is back
      this.#checkedAt = 0;
      throw missingFileError(this.#path);
    }
    if (identity === this.#identity) return;
    this.#identity = identity;
    this.replace();
  }
}

/**
 * Runs `work` again while the database is busy, until `waitMs` has passed; then its busy error goes to
 * the caller. A statement that met a busy database stays open in SQLite (the driver does not reset it)
 * and would keep every later COMMIT on its connection from succeeding, so the connection is replaced
 * before the next try. An operation that was about to use the replaced connection is refused before it
 * ran anything (CLIENT_CLOSED) and simply tries again. Any other failure of the database replaces the
 * connection too (Connection.replaceAfterFailure), and a read is tried once more on the new one.
 */
async function withRetries<T>(connection: Connection, waitMs: number, work: () => Promise<T>, repeatable: boolean): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      connection.checkFile();
      return await work();
    } catch (error) {
      const failure = databaseFailureOf(error);
      const left = deadline - Date.now();
      const replacedUnderIt = !connection.closed && (error as { code?: unknown }).code === 'CLIENT_CLOSED';
      if ((failure === 'busy' || replacedUnderIt) && left > 0) {
        if (failure === 'busy') {
          databaseCounts.busyRetries += 1;
          connection.replace();
        }
        await sleep(Math.min(5 * 2 ** attempt, 250, left));
        continue;
      }
      if (failure === 'unavailable' && connection.replaceAfterFailure() && repeatable && attempt === 0) continue;
      countDatabaseFailure(error);
      throw error;
    }
  }
}

/**
 * The client as drizzle uses it, safe beside other processes that write (a job, a backup, the sqlite3
 * shell, another portal process). Every write runs in a transaction that takes the write lock first
 * (BEGIN IMMEDIATE) and ends with an explicit COMMIT: a write is acknowledged only once committed, and
 * "busy" comes before anything ran. A busy write is tried again, after a pause in which other requests
 * go on, until `waitMs` has passed. A write that failed otherwise is not tried again: its COMMIT may
 * have been the part that failed.
 */
function safeBesideOtherWriters(connection: Connection, waitMs: number): Client {
  const { client } = connection;
  const execute = (statement: InStatement, args?: InArgs) => {
    const one = typeof statement === 'string' ? { sql: statement, args: args ?? [] } : statement;
    if (readsOnly(one.sql)) return withRetries(connection, waitMs, () => client.execute(one), true);
    return withRetries(connection, waitMs, async () => (await client.batch([one], 'write'))[0]!, false);
  };
  const batch: Client['batch'] = (statements, mode = 'write') => withRetries(connection, waitMs, () => client.batch(statements, mode), mode === 'read');
  const own: Record<string, unknown> = { execute, batch };
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

/** The file of an embedded database's URL (`file:./data/portal.db`), or undefined for a remote one. */
export function embeddedPath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const path = url.slice('file:'.length);
  return path === ':memory:' ? undefined : path;
}

/**
 * Opens a libSQL database: an embedded file (`file:...`, the default) or a remote URL.
 * Embedded files run in WAL mode, so readers never block the writer, with full synchronous writes so
 * accounts, permissions and audit rows survive a crash. One connection serves the process: the driver
 * runs every statement synchronously, so more would add memory, not speed, and each would need its
 * own settings. A write that meets another process's lock waits up to `busyWaitMs`.
 */
export async function openLibsql(url: string = defaultDatabaseUrl, authToken?: string, options: { busyWaitMs?: number } = {}): Promise<LibsqlHandle> {
  const path = embeddedPath(url);
  if (path) mkdirSync(dirname(resolve(path)), { recursive: true });
  const raw = createClient({ url, ...(authToken ? { authToken } : {}), concurrency: 1, timeout: ATTEMPT_WAIT_MS });
  // the page cache, at most PAGE_CACHE_KIB: with SQLite's default 2 MB a search over a large index read the
  // same pages from the file again within one statement (decision 028); it fills only as pages are read
  const settings = url.startsWith('file:') ? [`PRAGMA cache_size = -${PAGE_CACHE_KIB}`] : [];
  const connection = new Connection(raw, path, settings);
  const client = safeBesideOtherWriters(connection, options.busyWaitMs ?? BUSY_WAIT_MS);
  connections.set(client, connection);
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = FULL');
  }
  for (const setting of settings) await client.execute(setting);
  await client.execute('PRAGMA foreign_keys = ON');
  return { db: drizzle(client, { schema }), client };
}

/** Each opened client's connection, for the migrations (which need a transaction of their own). */
const connections = new WeakMap<Client, Connection>();

/** drizzle-kit's record of the migrations applied, as drizzle's own migrator keeps it. */
const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * Applies the migrations the database has not had yet (drizzle-kit's files and record). Unlike drizzle's
 * migrator, which reads the last one applied before it takes the write lock, the check and the migrations
 * run in one write transaction: processes started together on one database apply each migration once (the
 * later ones find it applied), data-only migrations (catalogue rows) included. Foreign keys are off around
 * it, as in libSQL's own, on the connection it runs on.
 */
export async function migrateLibsql(db: LibSQLDatabase<Schema>, folder: string = migrationsFolder): Promise<void> {
  const client = (db as LibSQLDatabase<Schema> & { $client: Client }).$client;
  const connection = connections.get(client);
  if (!connection) throw new Error('migrateLibsql takes a database opened by openLibsql');
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await client.execute(`CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
  const raw = connection.client;
  await withRetries(
    connection,
    BUSY_WAIT_MS,
    async () => {
      await raw.execute('PRAGMA foreign_keys = OFF');
      const transaction = await raw.transaction('write');
      try {
        const last = await transaction.execute(`SELECT created_at FROM "${MIGRATIONS_TABLE}" ORDER BY created_at DESC LIMIT 1`);
        const appliedUntil = last.rows.length > 0 ? Number(last.rows[0]![0]) : Number.NEGATIVE_INFINITY;
        for (const migration of migrations) {
          if (migration.folderMillis <= appliedUntil) continue;
          for (const statement of migration.sql) if (statement.trim()) await transaction.execute(statement);
          await transaction.execute({
            sql: `INSERT INTO "${MIGRATIONS_TABLE}" ("hash", "created_at") VALUES (?, ?)`,
            args: [migration.hash, migration.folderMillis],
          });
        }
        await transaction.commit();
      } finally {
        transaction.close();
        await raw.execute('PRAGMA foreign_keys = ON');
      }
    },
    false,
  );
}
