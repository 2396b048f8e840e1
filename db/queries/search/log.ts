// The log of what people search (issue 31, core/schemas/search-log.ts): each search and each result opened
// adds one to its keyword's counts of the day. They wait in memory and are written together (db/write-buffer.ts),
// one upsert per keyword and day however many searches a batch holds, so a search costs no write of its
// own. The console reads it over a period; the nightly job removes the days past the retention.
import { and, between, count, desc, gt, inArray, lt, sql, sum } from 'drizzle-orm';
import { localDate } from '#core/dates.ts';
import {
  SEARCH_LOG_DEFAULT_DAYS,
  SEARCH_LOG_RETENTION_DAYS,
  type SearchLogItem,
  type SearchLogOpenedItem,
  type SearchLogShows,
} from '#core/schemas/search-log.ts';
import { schema, type BatchItem, type Db } from '../../client.ts';
import { inChunks } from '../../insert-chunks.ts';
import { settlePendingWrites, writeBuffer, type AddOptions } from '../../write-buffer.ts';
import { containsKeyword } from '../catalogue-filter.ts';

const log = schema.searchLog;
const opened = schema.searchLogOpened;

/** A search (did it find anything the reader could open) or a result opened, on a Korean calendar day. */
export type SearchLogEvent = { day: string; keyword: string } & ({ type: 'search'; foundNothing: boolean } | { type: 'opened'; path: string });

/** The events of a batch added up: one row per keyword and day, one per result opened. */
function addedUp(events: readonly SearchLogEvent[]) {
  const days = new Map<string, typeof log.$inferInsert>();
  const paths = new Map<string, typeof opened.$inferInsert>();
  for (const event of events) {
    const key = `${event.day} ${event.keyword}`;
    const row = days.get(key) ?? { day: event.day, keyword: event.keyword, searches: 0, foundNothing: 0, opened: 0 };
    days.set(key, row);
    if (event.type === 'search') {
      row.searches! += 1;
      if (event.foundNothing) row.foundNothing! += 1;
      continue;
    }
    row.opened! += 1;
    const pathKey = `${key} ${event.path}`;
    const path = paths.get(pathKey) ?? { day: event.day, keyword: event.keyword, path: event.path, opened: 0 };
    path.opened! += 1;
    paths.set(pathKey, path);
  }
  return { days: [...days.values()], paths: [...paths.values()] };
}

/** An upsert's sum: the row's count and the batch's (`excluded`, the row the insert would have added). */
const plus = (column: { name: string }) => sql.raw(`"${column.name}" + excluded."${column.name}"`);

const searchLogBuffer = writeBuffer<SearchLogEvent>({
  name: 'search log',
  statements(db, events) {
    const { days, paths } = addedUp(events);
    const dayRows = inChunks(log, days).map(
      (rows) =>
        db
          .insert(log)
          .values(rows)
          .onConflictDoUpdate({
            target: [log.day, log.keyword],
            set: {
              searches: plus(log.searches),
              foundNothing: plus(log.foundNothing),
              opened: plus(log.opened),
            },
          }) as BatchItem,
    );
    const pathRows = inChunks(opened, paths).map(
      (rows) =>
        db
          .insert(opened)
          .values(rows)
          .onConflictDoUpdate({ target: [opened.day, opened.keyword, opened.path], set: { opened: plus(opened.opened) } }) as BatchItem,
    );
    return [...dayRows, ...pathRows];
  },
});

/** Counts one event with the next batch: on a timer (Node), or by the caller's `flushSearchLog` (a Worker's `waitUntil`). */
export const queueSearchLog = (db: Db, event: SearchLogEvent, options: AddOptions): void => searchLogBuffer.add(db, event, options);

/** Writes every event waiting for this database; never rejects (a failure is logged and tried once more). */
export const flushSearchLog = (db: Db): Promise<void> => searchLogBuffer.flush(db);

export type SearchLogPeriod = { fromDate: string; toDate: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Korean calendar day `days` days before `now`'s. */
const daysBefore = (now: Date, days: number) => localDate(new Date(now.getTime() - days * DAY_MS).toISOString());

/** The first day the log still keeps (SEARCH_LOG_RETENTION_DAYS days, today the last): the purge removes the days before it. */
export const searchLogFirstKeptDay = (now: Date): string => daysBefore(now, SEARCH_LOG_RETENTION_DAYS - 1);

/**
 * The period a reader asked for, each end not given defaulting to the last SEARCH_LOG_DEFAULT_DAYS days up to
 * today (Korean calendar days): the console's calls and the site's search log page read the same period.
 * The days given are checked by the caller first (history-filter.ts `periodProblem`).
 */
export function searchLogPeriod(asked: { fromDate?: string | undefined; toDate?: string | undefined }, now: Date): SearchLogPeriod {
  return {
    fromDate: asked.fromDate ?? daysBefore(now, SEARCH_LOG_DEFAULT_DAYS - 1),
    toDate: asked.toDate ?? localDate(now.toISOString()),
  };
}

/**
 * A page of the keywords searched in the period, with their counts added up: those that found nothing at
 * least once (the most often first), or all (the most searched first); those holding `keyword` when given.
 */
export async function searchLogPage(
  db: Db,
  query: SearchLogPeriod & { shows: SearchLogShows; keyword?: string | undefined; page: number; pageSize: number },
): Promise<{ total: number; items: SearchLogItem[] }> {
  await settlePendingWrites(db);
  const where = and(between(log.day, query.fromDate, query.toDate), query.keyword ? containsKeyword([log.keyword], query.keyword) : undefined);
  const foundNothing = sum(log.foundNothing).mapWith(Number);
  const searches = sum(log.searches).mapWith(Number);
  const having = query.shows === 'nothing' ? gt(foundNothing, 0) : undefined;
  const grouped = db
    .select({ keyword: log.keyword, searches, foundNothing, opened: sum(log.opened).mapWith(Number), lastDay: sql<string>`max(${log.day})` })
    .from(log)
    .where(where)
    .groupBy(log.keyword)
    .having(having);
  const [total] = await db.select({ n: count() }).from(grouped.as('grouped'));
  const items = await grouped
    .orderBy(...(query.shows === 'nothing' ? [desc(foundNothing), desc(searches)] : [desc(searches), desc(foundNothing)]), log.keyword)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total: total?.n ?? 0, items };
}

/** The most results opened listed for one keyword. */
const OPENED_LISTED = 20;

/**
 * The results opened from each keyword's answers in the period, the most opened first (at most 20 a
 * keyword), in one query for a page of keywords.
 */
export async function searchLogOpenedByKeyword(db: Db, keywords: readonly string[], period: SearchLogPeriod): Promise<Map<string, SearchLogOpenedItem[]>> {
  const found = new Map<string, SearchLogOpenedItem[]>(keywords.map((keyword) => [keyword, []]));
  if (keywords.length === 0) return found;
  await settlePendingWrites(db);
  const rows = await db.all<{ keyword: string; path: string; opened: number }>(sql`select keyword, path, opened from (
      select ${opened.keyword} as keyword, ${opened.path} as path, sum(${opened.opened}) as opened,
        row_number() over (partition by ${opened.keyword} order by sum(${opened.opened}) desc, ${opened.path}) as place
      from ${opened}
      where ${and(between(opened.day, period.fromDate, period.toDate), inArray(opened.keyword, [...keywords]))}
      group by ${opened.keyword}, ${opened.path}
    ) where place <= ${OPENED_LISTED} order by keyword, place`);
  for (const row of rows) found.get(row.keyword)?.push({ path: row.path, opened: Number(row.opened) });
  return found;
}

/** The results opened from one keyword's answers in the period, the most opened first (at most 20). */
export async function searchLogOpenedOf(db: Db, keyword: string, period: SearchLogPeriod): Promise<SearchLogOpenedItem[]> {
  return (await searchLogOpenedByKeyword(db, [keyword], period)).get(keyword) ?? [];
}

/** Removes the days before `day` (YYYY-MM-DD); answers how many keyword-days went. */
export async function purgeSearchLogBefore(db: Db, day: string): Promise<number> {
  await settlePendingWrites(db);
  await db.delete(opened).where(lt(opened.day, day));
  const gone = await db.delete(log).where(lt(log.day, day)).returning({ day: log.day });
  return gone.length;
}
