// The content usage history (admin spec §1, content-usage-hist): every view and download of models,
// stories, files, installers and videos. Append-only; the home statistics count it. Uses are written in
// batches (db/write-buffer.ts); every read here writes the waiting ones first, so it counts them all.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ContentUsageAdminItem, ContentUsageItem } from '#core/schemas/content-usage.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { inChunks } from '../insert-chunks.ts';
import { rowKey, settlePendingWrites, writeBuffer, type AddOptions } from '../write-buffer.ts';
import { viewsTopic } from './catalogue-content.ts';
import type { HistoryFilter } from './history-filter.ts';
import { historyList, type HistoryList, type HistoryPaging } from './history-list.ts';
import { countsForHomeStatistics, forgetHomeStatistics, HOME_STATISTICS_KEY } from './home-statistics.ts';
import { pickColumns } from './pick-columns.ts';
import { addViews, viewCounters, type CountedView } from './view-counters.ts';

const h = schema.contentUsageHistory;

export type ContentType = (typeof schema.contentUsageTypes)[number];
export type ContentAction = (typeof schema.contentUsageActions)[number];

/** One use of content, as the page or the route saw it. */
export type ContentUsageEntry = {
  contentType: ContentType;
  action: ContentAction;
  contentId?: number | null | undefined;
  /** The content's name at that moment (a later rename does not rewrite history). */
  title?: string | undefined;
  /** The software `version/platform`, or an attachment's owner code. */
  detail?: string | undefined;
  userId?: number | null | undefined;
  username?: string | undefined;
  lang: 'ko' | 'en';
  ip?: string | undefined;
  createdAt: string;
};

/** A use waiting to be written, with the view it counts (a detail page's), if any. */
export type QueuedUse = { use: ContentUsageEntry; counted?: CountedView | undefined };

const rowOf = (entry: ContentUsageEntry): typeof h.$inferInsert => ({
  contentType: entry.contentType,
  action: entry.action,
  contentId: entry.contentId ?? null,
  title: (entry.title ?? '').slice(0, 300),
  detail: (entry.detail ?? '').slice(0, 200),
  userId: entry.userId ?? null,
  username: entry.username ?? '',
  lang: entry.lang,
  ip: (entry.ip ?? '').slice(0, 64),
  createdAt: entry.createdAt,
});

/** What a waiting use changes: the home statistics (`HOME_STATISTICS_KEY`) and the counted item's row. */
const keysOf = ({ use, counted }: QueuedUse): string[] => [
  ...(countsForHomeStatistics(use) ? [HOME_STATISTICS_KEY] : []),
  ...(counted ? [rowKey(viewCounters[counted.counter].table, counted.id)] : []),
];

/**
 * Uses wait in memory and are written together: the history rows as multi-row inserts (in chunks D1 can
 * bind), one UPDATE per counted item adding its views, all in one batch. A row keeps the time of the use.
 */
const usageBuffer = writeBuffer<QueuedUse>({
  name: 'content usage',
  statements(db, queued) {
    const inserts = inChunks(
      h,
      queued.map(({ use }) => rowOf(use)),
    ).map((rows) => db.insert(h).values(rows) as BatchItem);
    const views = new Map<string, { counted: CountedView; n: number }>();
    for (const { counted } of queued) {
      if (!counted) continue;
      const key = `${counted.counter}#${counted.id}`;
      views.set(key, { counted, n: (views.get(key)?.n ?? 0) + 1 });
    }
    return [...inserts, ...[...views.values()].map(({ counted, n }) => addViews(db, counted, n))];
  },
  keysOf,
  written(db, queued) {
    if (queued.some(({ use }) => countsForHomeStatistics(use))) forgetHomeStatistics(db);
    const counted = new Set(queued.flatMap(({ counted }) => (counted ? [counted.counter] : [])));
    // cached items and pages show the view counts: read them again (db/cache/read-cache.ts)
    if (counted.size > 0) forgetReads(db, ...[...counted].map(viewsTopic));
  },
});

/**
 * Queues one use (and the view it counts) to be written with the next batch: on a timer (Node), or by the
 * caller's `flushContentUsage` (a Worker's `waitUntil`). A use still being worked out (who the member is)
 * is held too, so a flush waits for it; a null answer records nothing.
 */
export const queueContentUsage = (db: Db, use: QueuedUse | Promise<QueuedUse | null>, options: AddOptions): void => usageBuffer.add(db, use, options);

/** Writes every waiting use of this database; never rejects (a failure is logged and tried once more). */
export const flushContentUsage = (db: Db): Promise<void> => usageBuffer.flush(db);

/** How many uses of a kind there were (optionally of one piece of content, or with one detail). */
export async function countContentUsage(
  db: Db,
  what: { contentType: ContentType; action: ContentAction; contentId?: number; detail?: string },
): Promise<number> {
  await settlePendingWrites(db);
  const clauses: (SQL | undefined)[] = [eq(h.contentType, what.contentType), eq(h.action, what.action)];
  if (what.contentId !== undefined) clauses.push(eq(h.contentId, what.contentId));
  if (what.detail !== undefined) clauses.push(eq(h.detail, what.detail));
  const [row] = await db
    .select({ n: count() })
    .from(h)
    .where(and(...clauses));
  return row?.n ?? 0;
}

/** A history list that first writes the uses still waiting, so a use just made is listed. */
const settledFirst = <T>(list: HistoryList<T>): HistoryList<T> => ({
  page: async (db, filter, scope) => {
    await settlePendingWrites(db);
    return list.page(db, filter, scope);
  },
  rows: async (db, filter, limit, scope) => {
    await settlePendingWrites(db);
    return list.rows(db, filter, limit, scope);
  },
  one: async (db, id) => {
    await settlePendingWrites(db);
    return list.one(db, id);
  },
});

/** What a member sees of their own rows; the console sees whose and from where too. */
const ownColumns = pickColumns(h, ['id', 'contentType', 'action', 'contentId', 'title', 'detail', 'lang', 'createdAt']);
const adminColumns = pickColumns(h, ['id', 'contentType', 'action', 'contentId', 'title', 'detail', 'lang', 'username', 'ip', 'createdAt']);

const listed: HistoryList<ContentUsageItem> = historyList({
  table: h,
  columns: ownColumns,
  createdAt: h.createdAt,
  id: h.id,
  keyword: [h.username, h.title, h.detail],
  type: h.contentType,
});

/** The history as a list: a member's own rows (scoped by the user id), Korean calendar days fromDate..toDate. */
export const contentUsageHistory = settledFirst(listed);

/** A member's own history, newest first, within Korean calendar days fromDate..toDate. */
export const listOwnContentUsage = (db: Db, userId: number, filter: HistoryFilter & HistoryPaging) =>
  contentUsageHistory.page(db, filter, eq(h.userId, userId));

const adminListed: HistoryList<ContentUsageAdminItem> = historyList({
  table: h,
  columns: adminColumns,
  createdAt: h.createdAt,
  id: h.id,
  keyword: [h.title, h.username],
  type: h.contentType,
});

/** The console's view of the whole history (admin spec §2 /admin/history-content): who and from where too; waiting uses written first. */
export const contentUsageAdminHistory = settledFirst(adminListed);
