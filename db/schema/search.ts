import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { searchCategories } from '#core/search/types.ts';

// The site-wide search index (issue 15, docs/search.md, decision 026). One entry per searchable row and
// language, holding the plain text snippets are cut from; the FTS5 table `search_fts` (hand-written in the
// migration: drizzle-kit does not write virtual tables) holds the same text pre-tokenised, its rowid the
// entry's id. What a reader may open is not copied here: the search joins each kind's own table.

/**
 * A row of a kind of content, in one language, as the search shows it. Its id is also its rowid in
 * `search_fts`, made from what it is (db/queries/search/rowid.ts): the category in the high bits, so a
 * search reads one category's newest matches as a range of the index.
 */
export const searchEntry = sqliteTable(
  'search_entry',
  {
    id: integer('id').primaryKey(),
    /** The content kind (core/content-kinds.ts): knowledge sharing's models and data sets share a category. */
    kind: text('kind').notNull(),
    category: text('category', { enum: searchCategories }).notNull(),
    refId: integer('ref_id').notNull(),
    lang: text('lang', { enum: ['ko', 'en'] }).notNull(),
    writtenAt: text('written_at').notNull(),
    /** The site path that opens it, without the language prefix. */
    path: text('path').notNull(),
    // the long columns last: a search reads the ones above for every match without reaching these
    title: text('title').notNull(),
    /** Plain text, its first SEARCH_BODY_LENGTH characters. */
    body: text('body').notNull(),
  },
  (table) => [uniqueIndex('search_entry_row').on(table.kind, table.refId, table.lang)],
);

/**
 * Rows whose entries must be written again, filled by triggers on every source table (insert, update of
 * the searched text or the path, delete) and drained before a search (db/queries/search/refresh.ts).
 * `seq` grows with every write, so a drain deletes only the mark it read: a write during the drain leaves
 * a new one behind.
 */
export const searchPending = sqliteTable(
  'search_pending',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
  },
  (table) => [uniqueIndex('search_pending_row').on(table.kind, table.refId)],
);

/**
 * Every word outside Hangul the index holds, as FTS5 stores it (lower case, no diacritics): a reader's
 * word is looked up here and searched as the words it begins (`forecast` → forecast, forecasting), which
 * FTS5 reads lazily, where its own prefix query would merge every such word's matches first (decision
 * 028). It also holds the titles' Korean words (core/search/tokenize.ts `titleWords`), which a misspelt
 * Korean word is offered from. Only grows: a word no entry holds any more costs nothing in a query.
 */
export const searchTerm = sqliteTable('search_term', {
  term: text('term').primaryKey(),
});

/**
 * The words each vocabulary word leaves with one character taken out (forecast → orecast, frecast, …),
 * written by a trigger on search_term (Latin words of four letters or more, Korean words of two syllables
 * or more): a misspelt word is looked up by its own such variants (core/search/edits.ts, issue 31).
 */
export const searchTermVariant = sqliteTable(
  'search_term_variant',
  {
    variant: text('variant').notNull(),
    term: text('term').notNull(),
  },
  (table) => [primaryKey({ columns: [table.variant, table.term] })],
);

/** The numbers 1 to 48: the places of a word's characters the variants' trigger takes out, one at a time. */
export const searchPosition = sqliteTable('search_position', {
  n: integer('n').primaryKey(),
});
