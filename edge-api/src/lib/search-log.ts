// Counts searches and the results opened from them in the search log (issue 31, db/queries/search/log.ts),
// without slowing the answer: the event waits in memory and is written with others after the response,
// on a timer on Node, through `waitUntil` in a Worker. A search is counted where it is asked for (the call
// `/api/public/searching` and the search page's All tab; a tab, a page of a tab and "load more" read the
// same search again, and are not counted), and again each time a kept answer is given for it
// (lib/cache-answers.ts, runtime/node-replayed-uses.ts). Nothing of the reader is kept: the keyword as
// `searchLogKey` reads it, and the Korean calendar day.
import type { Context } from 'hono';
import { localDate } from '#core/dates.ts';
import { searchLogKey } from '#core/schemas/search-log.ts';
import type { SearchAllResult } from '#core/search/types.ts';
import type { Db } from '#db/client.ts';
import { flushSearchLog, queueSearchLog } from '#db/queries/search/log.ts';
import type { AppEnv, Logger } from '../types.ts';
import { waitUntilOf, type WaitUntil } from './content-usage.ts';
import type { SearchLogged } from './recorded-use.ts';

/** Where an event is counted from: the database, the runtime's logger and clock, and the Worker's `waitUntil`. */
export type SearchLogSource = { db: Db; log: Logger; at: Date; waitUntil?: WaitUntil | undefined };

const sourceOf = (c: Context<AppEnv>): SearchLogSource => ({ db: c.var.deps.db, log: c.var.deps.log, at: c.var.deps.now(), waitUntil: waitUntilOf(c) });

/** Queues one event of the log (nothing for a keyword with nothing left to count). */
export function queueSearchEvent(
  source: SearchLogSource,
  event: { keyword: string } & ({ type: 'search'; foundNothing: boolean } | { type: 'opened'; path: string }),
): void {
  const keyword = searchLogKey(event.keyword);
  if (keyword === '') return;
  const { db, log, waitUntil } = source;
  queueSearchLog(db, { ...event, keyword, day: localDate(source.at.toISOString()) }, { log, timer: !waitUntil });
  waitUntil?.(flushSearchLog(db));
}

/** Whether a search found nothing the reader could open, in any category. */
export const foundNothing = (result: SearchAllResult): boolean => result.groups.every((group) => group.total === 0);

/** Counts a search made now, and has a kept answer for it count it again each time it is given. */
export function recordSearch(c: Context<AppEnv>, keyword: string, result: SearchAllResult): void {
  const search: SearchLogged = { keyword, foundNothing: foundNothing(result) };
  c.get('recordedUses')?.push({ search });
  recordSearchAgain(c, search);
}

/** Counts a search a kept answer stands for. */
export function recordSearchAgain(c: Context<AppEnv>, search: SearchLogged): void {
  queueSearchEvent(sourceOf(c), { type: 'search', ...search });
}

/** Counts a result opened from a search's answer. */
export function recordOpened(c: Context<AppEnv>, keyword: string, path: string): void {
  queueSearchEvent(sourceOf(c), { type: 'opened', keyword, path });
}
