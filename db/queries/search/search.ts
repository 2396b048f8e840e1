// Site-wide search (issue 15, docs/search.md): the best few of every category a reader may see, or one
// category's next page, ranked by bm25 with the title weighing more and the newest first among equals.
// Everything that trims happens in the one query: the reader's visibility per kind (sources.ts), one hit
// per row (the reader's language when it matched, else the other), the totals and the page.
import { sql, type SQL } from 'drizzle-orm';
import { contentKinds, kindsOfSearchCategory, type ContentKindName } from '#core/content-kinds.ts';
import { highlightAll, snippetOf } from '#core/search/highlight.ts';
import { matchExpression } from '#core/search/tokenize.ts';
import { searchCategories, type SearchAllResult, type SearchCategory, type SearchGroup, type SearchHit, type SearchMoreResult } from '#core/search/types.ts';
import type { Db } from '../../client.ts';
import type { SearchLang } from './documents.ts';
import { settleSearchIndex } from './refresh.ts';
import { categoryRowids } from './rowid.ts';
import { categoryOpenTo, searchSources, type SearchReader } from './sources.ts';

/** How many hits of each category the All tab shows. */
export const SEARCH_ALL_PER_CATEGORY = 3;
/** How many hits a category's "load more" adds. */
export const SEARCH_PAGE_SIZE = 10;

/** The title's weight against the body's in bm25: a word in the title says more about a row. */
const TITLE_WEIGHT = 5;

/**
 * How many of a category's newest matches a search reads and ranks: the work of a search stays bounded
 * however common the word (bm25 over tens of thousands of matches is what made a common word slow).
 * When more match, the group says so (`more`) and its total counts those read.
 */
export const SEARCH_WINDOW = 200;

type Row = {
  type: 'hit' | 'total';
  kind: ContentKindName;
  category: SearchCategory;
  refId: number;
  lang: SearchLang;
  title: string;
  body: string;
  path: string;
  writtenAt: string;
  total: number;
  /** On the `total` row: how many matches the category's window read, before visibility. */
  read: number;
};

/** `case kind when … then <its visibility> … end`: each entry is tested only against its own kind's rule. */
function visibleTo(reader: SearchReader, categories: readonly SearchCategory[]): SQL {
  const kinds = categories.flatMap(kindsOfSearchCategory);
  const branches = kinds.map((kind) => sql`when ${kind} then ${searchSources[kind].visible(reader)}`);
  return sql`(case search_entry.kind ${sql.join(branches, sql` `)} else 0 end)`;
}

/** A category's newest SEARCH_WINDOW matches with their bm25, read as one range of the index. */
function windowOf(match: string, category: SearchCategory): SQL {
  const [first, last] = categoryRowids(category);
  // numbers of our own written into the SQL: D1 binds a number as a real, which LIMIT refuses and a rowid range compares slowly
  return sql`select * from (select rowid as id, bm25(search_fts, ${sql.raw(`${TITLE_WEIGHT}.0`)}, 1.0) as score from search_fts
    where search_fts match ${match} and rowid between ${sql.raw(String(first))} and ${sql.raw(String(last))} order by rowid desc limit ${sql.raw(String(SEARCH_WINDOW))})`;
}

/**
 * One statement per category (D1 allows few terms in a compound SELECT, so categories are not joined
 * into one): its window, the matches the reader may open (one per row: the reader's language when it
 * matched, else the other), ranked by score, newest first among equals; the page `from` < place <= `to`
 * with the total, and a `window` row telling how many matches the window read (a full window means more).
 */
async function matchesOf(db: Db, match: string, reader: SearchReader, category: SearchCategory, lang: SearchLang, from: number, to: number): Promise<Row[]> {
  return db.all<Row>(sql`with win as materialized (${windowOf(match, category)}),
    hits as (
      select search_entry.id, search_entry.kind, search_entry.category, search_entry.ref_id, search_entry.lang, search_entry.written_at, win.score
      from win join search_entry on search_entry.id = win.id
      where ${visibleTo(reader, [category])}
    ), docs as (
      select *, row_number() over (partition by kind, ref_id order by lang = ${lang} desc, score) as pick from hits
    ), ranked as (
      select id, category, row_number() over (order by score, written_at desc, id desc) as place, count(*) over () as total
      from docs where pick = 1
    )
    select 'hit' as type, e.kind, e.category, e.ref_id as refId, e.lang, e.title, e.body, e.path, e.written_at as writtenAt, ranked.total, 0 as read
    from ranked join search_entry e on e.id = ranked.id
    where ranked.place > ${sql.raw(String(Math.trunc(from)))} and ranked.place <= ${sql.raw(String(Math.trunc(to)))}
    union all
    select 'total', null, null, null, null, null, null, null, null, (select count(*) from ranked), (select count(*) from win)`);
}

/** A category's group from its statement's rows: its page of hits, its total and whether more match. */
function groupOf(category: SearchCategory, rows: readonly Row[], keyword: string): SearchGroup {
  const group: SearchGroup = { category, total: 0, hits: [] };
  for (const row of rows) {
    if (row.type === 'hit') group.hits.push(hitOf(row, keyword));
    else {
      group.total = Number(row.total);
      if (Number(row.read) >= SEARCH_WINDOW) group.more = true;
    }
  }
  return group;
}

function hitOf(row: Row, keyword: string): SearchHit {
  return {
    category: row.category,
    id: Number(row.refId),
    title: highlightAll(row.title, keyword),
    snippet: snippetOf(row.body, keyword),
    lang: row.lang,
    path: row.path,
    date: row.writtenAt,
  };
}

/** The categories a reader may see, in the tabs' order. */
export const openCategories = (reader: SearchReader): SearchCategory[] => searchCategories.filter((category) => categoryOpenTo(category, reader));

/**
 * GET /api/public/searching: each category the reader may see (in the tabs' order, totals of 0 included)
 * with its best SEARCH_ALL_PER_CATEGORY hits. A keyword with nothing searchable answers every total 0.
 */
export async function searchAll(db: Db, reader: SearchReader, keyword: string, lang: SearchLang): Promise<SearchAllResult> {
  const categories = openCategories(reader);
  const match = matchExpression(keyword);
  if (!match) return { keyword, groups: categories.map((category) => ({ category, total: 0, hits: [] })) };
  await settleSearchIndex(db);
  const groups: SearchGroup[] = [];
  for (const category of categories) groups.push(groupOf(category, await matchesOf(db, match, reader, category, lang, 0, SEARCH_ALL_PER_CATEGORY), keyword));
  return { keyword, groups };
}

/**
 * GET /api/public/searching/load-more: page `pageNo` (from 1) of one category. A category the reader may
 * not see answers as one without matches, so its existence tells nothing.
 */
export async function searchMore(
  db: Db,
  reader: SearchReader,
  query: { keyword: string; categoryName: SearchCategory; pageNo: number },
  lang: SearchLang,
): Promise<SearchMoreResult> {
  const { keyword, categoryName: category, pageNo } = query;
  const page = { pageNo, pageSize: SEARCH_PAGE_SIZE };
  const match = matchExpression(keyword);
  if (!match || !categoryOpenTo(category, reader)) return { category, total: 0, hits: [], ...page };
  await settleSearchIndex(db);
  const rows = await matchesOf(db, match, reader, category, lang, (pageNo - 1) * SEARCH_PAGE_SIZE, pageNo * SEARCH_PAGE_SIZE);
  return { ...groupOf(category, rows, keyword), ...page };
}

/**
 * The ids of a kind's rows whose text matches a keyword, as a subquery (`id in (…)`), for a list's keyword
 * filter; null when the keyword has nothing searchable. Visibility stays the list's own. The caller
 * settles the index first (settleSearchIndex).
 */
export function refIdsMatching(kind: ContentKindName, keyword: string): SQL | null {
  const match = matchExpression(keyword);
  if (!match) return null;
  const [first, last] = categoryRowids(contentKinds[kind].searchCategory);
  return sql`(select search_entry.ref_id from search_fts join search_entry on search_entry.id = search_fts.rowid
    where search_fts match ${match} and search_fts.rowid between ${first} and ${last} and search_entry.kind = ${kind})`;
}
