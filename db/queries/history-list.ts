// One query for every history list of the console (admin spec §1, history logs; §2: connection, admin
// access, content usage, personal-information download, account and permission changes, batches): a
// list is declared by its table, the columns it answers, the column its period filters and the columns
// its keyword matches. Filtered by Korean calendar days, a keyword and a type, paged newest first with the
// total and page count counted in the same query call, or read whole (at most a limit) for an export.
// A list counts and pages only through its window (HISTORY_WINDOW) of matching records: in a log of a
// million rows, counting them all or skipping to the last page is what costs (bench/console-lists.mjs).
import { and, count, desc, eq, sql, type GetColumnData, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { HISTORY_WINDOW } from '#core/constants.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { Db } from '../client.ts';
import { dayRangeClauses, keywordClause, type HistoryFilter } from './history-filter.ts';

/** The columns a list answers, by the field name of its item (`core/schemas/history.ts`). */
export type HistoryColumns = Record<string, AnySQLiteColumn>;

/** A row as the columns answer it: a nullable column's field may be null. */
export type HistoryRow<C extends HistoryColumns> = { [K in keyof C]: GetColumnData<C[K]> };

/** Which page, and how many rows on one. */
export type HistoryPaging = { page: number; pageSize: number };

export type HistoryListDeclaration<C extends HistoryColumns> = {
  table: SQLiteTable;
  columns: C;
  /** The instant of the record: the period filters it, the list is newest first by it. */
  createdAt: AnySQLiteColumn;
  /** The row's id, which orders records of the same instant. */
  id: AnySQLiteColumn;
  /** The columns the keyword is looked for in, literally; none when the list has no keyword. */
  keyword?: readonly AnySQLiteColumn[];
  /** The column the `type` filter equals (an event, an action, a data type). */
  type?: AnySQLiteColumn;
  /** How many matching records the list counts and pages through (HISTORY_WINDOW unless a test says). */
  window?: number;
};

/** The queries of a list whose rows are `Item`s (a view of core/schemas: annotate the list with it). */
export type HistoryList<Item> = {
  /**
   * One page of the matching rows, newest first; `scope` narrows the list (a member's own rows). The
   * total counts at most the window, with `more` when more match; a page past the window is empty.
   */
  page(db: Db, filter: HistoryFilter & HistoryPaging, scope?: SQL): Promise<Page<Item>>;
  /** Every matching row for an export, newest first, at most `limit`. */
  rows(db: Db, filter: HistoryFilter, limit: number, scope?: SQL): Promise<Item[]>;
  /** One record by its id, as the list answers it (what a row's unmasking reads: issue 33). */
  one: (db: Db, recordId: number) => Promise<Item | undefined>;
};

/** The queries of a history list, from its declaration. */
export function historyList<C extends HistoryColumns>(declaration: HistoryListDeclaration<C>): HistoryList<HistoryRow<C>> {
  const { table, columns, createdAt, id, window: windowRows = HISTORY_WINDOW } = declaration;
  const whereOf = (filter: HistoryFilter, scope: SQL | undefined) =>
    and(
      scope,
      ...dayRangeClauses(createdAt, filter),
      keywordClause([...(declaration.keyword ?? [])], filter.keyword),
      declaration.type && filter.type ? eq(declaration.type, filter.type) : undefined,
    );
  // newest first; the id orders the records of one instant
  const ordered = (db: Db, where: SQL | undefined) =>
    db
      .select(columns as HistoryColumns)
      .from(table)
      .$dynamic()
      .where(where)
      .orderBy(desc(createdAt), desc(id));
  return {
    async page(db, filter, scope) {
      const where = whereOf(filter, scope);
      // counts one past the window, which tells whether more match, and stops there
      const matching = db
        .select({ one: sql`1`.as('one') })
        .from(table)
        .where(where)
        .limit(windowRows + 1)
        .as('matching');
      const [counted] = await db.select({ n: count() }).from(matching);
      const n = counted?.n ?? 0;
      const offset = (filter.page - 1) * filter.pageSize;
      const limit = Math.max(0, Math.min(filter.pageSize, windowRows - offset));
      const items = limit === 0 ? [] : await ordered(db, where).limit(limit).offset(offset);
      const page = pageOf(items as HistoryRow<C>[], Math.min(n, windowRows), filter.page, filter.pageSize);
      return n > windowRows ? { ...page, more: true } : page;
    },
    async rows(db, filter, limit, scope) {
      return (await ordered(db, whereOf(filter, scope)).limit(limit)) as HistoryRow<C>[];
    },
    async one(db, recordId) {
      const [row] = await ordered(db, eq(id, recordId)).limit(1);
      return row as HistoryRow<C> | undefined;
    },
  };
}
