// The console's connection history (admin spec §1, history logs): every member and admin sign-in,
// sign-out and failure, filtered by Korean calendar days, a keyword and paged, newest first.
import { and, count, desc, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { KOREA_OFFSET } from '#core/dates.ts';
import { schema, type Db } from '../client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type HistoryFilter = { fromDate?: string | undefined; toDate?: string | undefined; keyword?: string | undefined };
export type HistoryPage<T> = { items: T[]; total: number; page: number; pageSize: number; totalPages: number };
export type ConnectionHistoryItem = Pick<typeof schema.connectionHistory.$inferSelect, 'id' | 'username' | 'kind' | 'event' | 'detail' | 'ip' | 'userAgent' | 'createdAt'>;

/** The instant a Korean calendar day (YYYY-MM-DD) begins, as the ISO text `createdAt` columns hold; null when not a real date. */
export function koreanDayStart(day: string): string | null {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return new Date(time + KOREA_OFFSET * 60_000).toISOString();
}

/** `column` within the Korean days fromDate..toDate, both inclusive (an unreal date is left to the route to refuse). */
export function dayRangeClauses(column: AnySQLiteColumn, filter: HistoryFilter): (SQL | undefined)[] {
  const from = filter.fromDate ? koreanDayStart(filter.fromDate) : null;
  const to = filter.toDate ? koreanDayStart(filter.toDate) : null;
  return [from ? gte(column, from) : undefined, to ? lt(column, new Date(Date.parse(to) + DAY_MS).toISOString()) : undefined];
}

/** A keyword matched literally anywhere in any of the columns. */
export function keywordClause(columns: AnySQLiteColumn[], keyword: string | undefined): SQL | undefined {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${trimmed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`));
}

const h = schema.connectionHistory;
const columns = { id: h.id, username: h.username, kind: h.kind, event: h.event, detail: h.detail, ip: h.ip, userAgent: h.userAgent, createdAt: h.createdAt };
const whereOf = (filter: HistoryFilter) => and(...dayRangeClauses(h.createdAt, filter), keywordClause([h.username, h.ip], filter.keyword));

export async function listConnectionHistory(db: Db, filter: HistoryFilter & { page: number; pageSize: number }): Promise<HistoryPage<ConnectionHistoryItem>> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(h).where(where);
  const total = totalRow?.n ?? 0;
  const items = await db
    .select(columns)
    .from(h)
    .where(where)
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { items, total, page: filter.page, pageSize: filter.pageSize, totalPages: Math.ceil(total / filter.pageSize) };
}

/** Every matching row for an export, newest first, at most `limit`. */
export async function exportConnectionHistory(db: Db, filter: HistoryFilter, limit: number): Promise<ConnectionHistoryItem[]> {
  return db.select(columns).from(h).where(whereOf(filter)).orderBy(desc(h.createdAt), desc(h.id)).limit(limit);
}
