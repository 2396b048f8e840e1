import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema/index.ts';

export { schema };
export type Schema = typeof schema;

/**
 * The database as every query function sees it: an embedded libSQL file, any libSQL URL, or D1.
 * Both drivers are asynchronous and both support `batch()`, the only way we write atomically
 * (D1 has no interactive transactions, so `transaction()` is not used).
 */
export type Db = BaseSQLiteDatabase<'async', unknown, Schema>;

/** Runs statements atomically on either driver. */
export async function runBatch(db: Db, statements: readonly BatchItem[]): Promise<void> {
  if (statements.length === 0) return;
  const [first, ...rest] = statements as [BatchItem, ...BatchItem[]];
  // both drivers (libSQL and D1) have batch() with the same signature; the shared base type lacks it
  await (db as LibSQLDatabase<Schema>).batch([first, ...rest] as Parameters<LibSQLDatabase<Schema>['batch']>[0]);
}

export type BatchItem = Parameters<LibSQLDatabase<Schema>['batch']>[0][number];
