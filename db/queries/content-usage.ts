// The content usage history (admin spec §1, content-usage-hist): every view and download of models,
// stories, files, installers and videos. Append-only; the home statistics count it.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ContentUsageItem } from '#core/schemas/content-usage.ts';
import { schema, type Db } from '../client.ts';
import type { HistoryFilter } from './history-filter.ts';
import { historyList, type HistoryList, type HistoryPaging } from './history-list.ts';
import { countsForHomeStatistics, forgetHomeStatistics } from './home-statistics.ts';

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

export async function insertContentUsage(db: Db, entry: ContentUsageEntry): Promise<void> {
  await db.insert(h).values({
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
  if (countsForHomeStatistics(entry)) forgetHomeStatistics(db);
}

/** How many uses of a kind there were (optionally of one piece of content, or with one detail). */
export async function countContentUsage(
  db: Db,
  what: { contentType: ContentType; action: ContentAction; contentId?: number; detail?: string },
): Promise<number> {
  const clauses: (SQL | undefined)[] = [eq(h.contentType, what.contentType), eq(h.action, what.action)];
  if (what.contentId !== undefined) clauses.push(eq(h.contentId, what.contentId));
  if (what.detail !== undefined) clauses.push(eq(h.detail, what.detail));
  const [row] = await db
    .select({ n: count() })
    .from(h)
    .where(and(...clauses));
  return row?.n ?? 0;
}

/** The history as a list: a member's own rows (scoped by the user id), Korean calendar days fromDate..toDate. */
export const contentUsageHistory: HistoryList<ContentUsageItem> = historyList({
  table: h,
  columns: {
    id: h.id,
    contentType: h.contentType,
    action: h.action,
    contentId: h.contentId,
    title: h.title,
    detail: h.detail,
    lang: h.lang,
    createdAt: h.createdAt,
  },
  createdAt: h.createdAt,
  id: h.id,
  keyword: [h.username, h.title, h.detail],
  type: h.contentType,
});

/** A member's own history, newest first, within Korean calendar days fromDate..toDate. */
export const listOwnContentUsage = (db: Db, userId: number, filter: HistoryFilter & HistoryPaging) =>
  contentUsageHistory.page(db, filter, eq(h.userId, userId));
