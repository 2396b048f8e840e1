// The FTS5 table of the search index as the query builders see it. It is created by hand in the migration
// (search-index: drizzle-kit writes no virtual tables), so it is declared here, outside db/schema, only to
// write statements a batch takes on both drivers (D1's batch refuses raw statements with parameters).
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const searchFts = sqliteTable('search_fts', {
  rowid: integer('rowid').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The title's initial consonants (core/search/hangul.ts `initialsText`). */
  initials: text('initials').notNull(),
});
