// The console's connection history (admin spec §1, history logs): every member and admin sign-in,
// sign-out and failure, filtered by Korean calendar days, a keyword and paged, newest first.
import { and, count, desc } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import { schema, type Db } from '../client.ts';
import { dayRangeClauses, keywordClause, type HistoryFilter } from './history-filter.ts';

const h = schema.connectionHistory;
const columns = { id: h.id, username: h.username, kind: h.kind, event: h.event, detail: h.detail, ip: h.ip, userAgent: h.userAgent, createdAt: h.createdAt };
const whereOf = (filter: HistoryFilter) => and(...dayRangeClauses(h.createdAt, filter), keywordClause([h.username, h.ip], filter.keyword));

export async function listConnectionHistory(db: Db, filter: HistoryFilter & { page: number; pageSize: number }): Promise<Page<ConnectionHistoryItem>> {
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
  return pageOf(items, total, filter.page, filter.pageSize);
}

/** Every matching row for an export, newest first, at most `limit`. */
export async function exportConnectionHistory(db: Db, filter: HistoryFilter, limit: number): Promise<ConnectionHistoryItem[]> {
  return db.select(columns).from(h).where(whereOf(filter)).orderBy(desc(h.createdAt), desc(h.id)).limit(limit);
}
