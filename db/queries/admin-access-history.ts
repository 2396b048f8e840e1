// The admin access history (admin spec §1, history logs): what admins viewed and exported in the
// console, with the same filters as the connection history.
import { and, count, desc } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { AdminAccessItem } from '#core/schemas/history.ts';
import { schema, type Db } from '../client.ts';
import { dayRangeClauses, keywordClause, type HistoryFilter } from './history-filter.ts';

const a = schema.adminAccessHistory;
const columns = {
  id: a.id,
  adminUsername: a.adminUsername,
  action: a.action,
  screen: a.screen,
  detail: a.detail,
  ip: a.ip,
  userAgent: a.userAgent,
  createdAt: a.createdAt,
};
const whereOf = (filter: HistoryFilter) => and(...dayRangeClauses(a.createdAt, filter), keywordClause([a.adminUsername, a.screen, a.detail], filter.keyword));

export async function listAdminAccessHistory(db: Db, filter: HistoryFilter & { page: number; pageSize: number }): Promise<Page<AdminAccessItem>> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(a).where(where);
  const total = totalRow?.n ?? 0;
  const items = await db
    .select(columns)
    .from(a)
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return pageOf(items, total, filter.page, filter.pageSize);
}

/** Every matching row for an export, newest first, at most `limit`. */
export async function exportAdminAccessHistory(db: Db, filter: HistoryFilter, limit: number): Promise<AdminAccessItem[]> {
  return db.select(columns).from(a).where(whereOf(filter)).orderBy(desc(a.createdAt), desc(a.id)).limit(limit);
}
