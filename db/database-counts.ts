// What the database driver met since the process started, counted where it happens (db/libsql.ts) and
// read by Node's metrics (edge-api/src/runtime/node-metrics.ts): plain numbers, free to count.
import { databaseFailureOf } from './errors.ts';

export const databaseCounts = {
  /** Statements tried again because another writer held the lock. */
  busyRetries: 0,
  /** Statements that failed for good: still busy after the whole wait, or the database unavailable. */
  failures: { busy: 0, unavailable: 0 },
};

/** Counts a statement's final failure, if it is the database's. */
export function countDatabaseFailure(error: unknown): void {
  const failure = databaseFailureOf(error);
  if (failure) databaseCounts.failures[failure] += 1;
}
