// Multi-row inserts that fit D1: shared by the seed and by the batched writes of db/queries.
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/** D1 binds at most 100 parameters per statement, so multi-row inserts go in chunks that stay under it. */
const D1_MAX_PARAMETERS = 100;

/**
 * Rows split so that each multi-row insert into `table` binds at most 100 parameters. drizzle binds a
 * value for every column of the table, defaults included, so the table's columns count, not the row's keys.
 */
export const inChunks = <T extends object>(table: SQLiteTable, rows: readonly T[]): T[][] => {
  const columns = Math.max(1, Object.keys(getTableColumns(table)).length);
  const size = Math.max(1, Math.floor(D1_MAX_PARAMETERS / columns));
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));
};
