import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';

/** One page of an ordered select's rows: `pageSize` rows after the earlier pages' (pages count from 1). */
export function pageRows<Q extends SQLiteSelect>(query: Q, paging: { page: number; pageSize: number }) {
  return query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
}
