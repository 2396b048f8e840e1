import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// The log of what people search (issue 31, core/schemas/search-log.ts): counts per normalised keyword and
// Korean calendar day, never who searched or from where. Rows are added to in batches (db/queries/search/
// log.ts) and removed by the nightly job after SEARCH_LOG_RETENTION_DAYS. The day leads both keys: the
// console reads a period, and the purge removes the oldest days.

/** One keyword on one day: how often it was searched, found nothing, and had a result opened. */
export const searchLog = sqliteTable(
  'search_log',
  {
    /** The Korean calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** The keyword as `searchLogKey` normalises it. */
    keyword: text('keyword').notNull(),
    searches: integer('searches').notNull().default(0),
    foundNothing: integer('found_nothing').notNull().default(0),
    opened: integer('opened').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.keyword] })],
);

/** A result opened from a keyword's answers on one day: its site path, and how often. */
export const searchLogOpened = sqliteTable(
  'search_log_opened',
  {
    day: text('day').notNull(),
    keyword: text('keyword').notNull(),
    path: text('path').notNull(),
    opened: integer('opened').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.keyword, table.path] })],
);
