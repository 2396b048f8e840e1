import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { schema, type Schema } from './client.ts';

export const defaultDatabaseUrl = 'file:./data/portal.db';
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type LibsqlHandle = { db: LibSQLDatabase<Schema>; client: Client };

/**
 * Opens a libSQL database: an embedded file (`file:...`, the default) or a remote URL.
 * Embedded files run in WAL mode with a busy timeout so readers never block the writer, and with
 * full synchronous writes so accounts, permissions and audit rows survive a crash.
 */
export async function openLibsql(url: string = defaultDatabaseUrl, authToken?: string): Promise<LibsqlHandle> {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const client = createClient(authToken ? { url, authToken } : { url });
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute('PRAGMA synchronous = FULL');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  return { db: drizzle(client, { schema }), client };
}

export async function migrateLibsql(db: LibSQLDatabase<Schema>, folder: string = migrationsFolder): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
