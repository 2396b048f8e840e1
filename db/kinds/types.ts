// What a kind of content declares in the database layer, once (decision 039): its table's owned columns,
// its view counter and how the search reads and filters it. Each file of this folder but this one and
// index.ts declares the kind of core/kinds/ of the same name; scripts/kinds-index.ts lists them in
// index.ts, and the registries that span the kinds (owned-content.ts, view-counters.ts, search/sources.ts)
// read that list. A declaration imports the schema, the search's document helpers and the kind's
// visibility rule only, never a registry or a kind's query file, so no import circle can close through it.
import type { SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import type { ForumReader } from '../queries/forum-visibility.ts';
import type { SearchDocument } from '../queries/search/documents.ts';
import type { Stamp } from './stamps.ts';

export type OwnedTable = {
  table: SQLiteTable;
  /** Who owns an item: its writer as the spec stores it (`insByUserName`, the writer's name at the time). */
  owner: AnySQLiteColumn;
  /** The rows that are live (not deleted). */
  live: SQL;
};

/** A kind of owned content: its table and the columns the console lists an owner's items by. */
export type OwnedKind = OwnedTable & {
  id: AnySQLiteColumn;
  insDtm: AnySQLiteColumn;
  titleKr: AnySQLiteColumn;
  titleEn: AnySQLiteColumn;
  /** The writing account's id, where a kind keeps it for who may change an item (shared knowledge): it moves with the name. */
  ownerAccount?: AnySQLiteColumn;
};

/** The column a detail page's view adds to, on the kind's live rows. */
export type ViewCounter = Pick<OwnedTable, 'table' | 'live'> & { id: AnySQLiteColumn; view: AnySQLiteColumn };

/** Who searches: the signed-in account (its address for restricted boards), or null for a visitor. */
export type SearchReader = ForumReader;

export type SearchSource = {
  /** The kind's rows with these ids, as the index holds them (rows that are gone are simply absent). */
  load: (db: Db, ids: number[]) => Promise<SearchDocument[]>;
  /**
   * The rows of the kind a reader may open, as a condition on `search_entry.ref_id`, or on `ref` where another
   * table names the row (a bookmark, decision 045).
   */
  visible: (reader: SearchReader, ref?: AnySQLiteColumn | SQL) => SQL;
  /**
   * What a row adds to its weight beyond its title's words, as SQL on `search_entry.ref_id` (a solved forum
   * post: decision 044); none when not given.
   */
  boost?: () => SQL;
};

/** Which published rows a caller wants: how many at most, and of which forum board. */
export type PublishedScope = { limit?: number; board?: number };

export type DbKindDeclaration = {
  owned: OwnedKind;
  /** Its view counter's column. */
  view: AnySQLiteColumn;
  search: SearchSource;
  /**
   * `false` for a kind with no demo content. The others' demo rows are written by db/seed/kinds/<kind>.ts,
   * which the seed loads by the kind's name only when it seeds (db/seed/seed.test.ts fails while it is missing).
   */
  demo?: false;
  /**
   * Its live rows everyone may read, newest first (at most `limit`, SITEMAP_ROWS by default; of one forum
   * board with `board`): the sitemap lists them for a kind whose rows have public detail pages, and the feeds
   * (core/feeds.ts) take the newest for a kind that declares `feed`.
   */
  published?: (db: Db, scope?: PublishedScope) => Promise<Stamp[]>;
};

/** Declares a kind's database side. */
export const defineDbKind = <const K extends DbKindDeclaration>(kind: K): K => kind;
