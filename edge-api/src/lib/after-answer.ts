// Work a request starts and its answer does not wait for (issue 32: telling a post's watchers). In a Worker it
// is handed to `waitUntil`; on Node the process lives on and the promise is kept here, so the server's
// shutdown (scripts/listen.mjs, through the runtime) and the tests can wait for it (`settleAfterAnswer`). A
// failure is logged, never the request's: whatever the work leaves undone is in a queue a job drains.
import type { Context } from 'hono';
import { fanOutNotifications } from '#db/queries/watch-fan-out.ts';
import type { AppEnv } from '../types.ts';
import { waitUntilOf } from './content-usage.ts';

const running = new Set<Promise<unknown>>();

/** Runs `work` after the answer; `what` names it in the log when it fails. */
export function afterAnswer(c: Context<AppEnv>, what: string, work: () => Promise<unknown>): void {
  const { log } = c.var;
  const requestId = c.var.requestId;
  const waitUntil = waitUntilOf(c);
  // on Node the work waits for a timer, so the server writes the answer first: the embedded database's calls
  // run on the event loop, and a fan-out started in the same turn would hold the answer back (the benchmark
  // bench/notification-mail.mjs found a post's answer twice as slow with 1,000 watchers)
  const start = waitUntil ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, 0));
  const run = start.then(work).catch((error: unknown) => log.error('work after the answer failed', { what, requestId, error: String(error) }));
  if (waitUntil) {
    waitUntil(run);
    return;
  }
  running.add(run);
  void run.finally(() => running.delete(run));
}

/** Waits for the work started after answers (and any it starts in turn) on this process. */
export async function settleAfterAnswer(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

/**
 * Tells the watchers of what the request wrote after its answer (issue 32, decisions 042 and 047): the
 * triggers wrote its events with the rows; whatever this leaves is the `tell-watchers` job's.
 */
export function tellWatchersAfterAnswer(c: Context<AppEnv>): void {
  const { db, now } = c.var.deps;
  afterAnswer(c, 'telling watchers', () => fanOutNotifications(db, now()));
}
