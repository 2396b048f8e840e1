// Site-wide search (issue 15, docs/search.md): the best few of every category a reader may see, or one
// category's next page, ranked by bm25 with the title weighing more and the newest first among equals.
// Everything that trims happens in the one query: the reader's visibility per kind (sources.ts), one hit
// per row (the reader's language when it matched, else the other), the totals and the page.
import { sql, type SQL } from 'drizzle-orm';
import { kindsOfSearchCategory, type ContentKindName } from '#core/content-kinds.ts';
import { highlightAll, snippetOf } from '#core/search/highlight.ts';
import { matchExpression } from '#core/search/tokenize.ts';
import { searchCategories, type SearchAllResult, type SearchCategory, type SearchHit, type SearchMoreResult } from '#core/search/types.ts';
import type { Db } from '../../client.ts';
import type { SearchLang } from './documents.ts';
import { settleSearchIndex } from './refresh.ts';
import { categoryOpenTo, searchSources, type SearchReader } from './sources.ts';

/** How many hits of each category the All tab shows. */
export const SEARCH_ALL_PER_CATEGORY = 3;
/** How many hits a category's "load more" adds. */
export const SEARCH_PAGE_SIZE = 10;

/** The title's weight against the body's in bm25: a word in the title says more about a row. */
const TITLE_WEIGHT = 5;

type Row = {
  kind: ContentKindName;
  category: SearchCategory;
  refId: number;
  lang: SearchLang;
  title: string;
  body: string;
  path: string;
  writtenAt: string;
  total: number;
};

/** `case kind when … then <its visibility> … end`: each entry is tested only against its own kind's rule. */
function visibleTo(reader: SearchReader, categories: readonly SearchCategory[]): SQL {
  const kinds = categories.flatMap(kindsOfSearchCategory);
  const branches = kinds.map((kind) => sql`when ${kind} then ${searchSources[kind].visible(reader)}`);
  return sql`(case search_entry.kind ${sql.join(branches, sql` `)} else 0 end)`;
}

/**
 * The matches a reader may open in some categories, one per row, ranked within each category, with each
 * category's total: the query every search and every list filter by keyword is made of.
 */
function rankedMatches(match: string, reader: SearchReader, categories: readonly SearchCategory[], lang: SearchLang): SQL {
  return sql`with hits as (
      select search_entry.id, search_entry.kind, search_entry.category, search_entry.ref_id, search_entry.lang, search_entry.written_at,
        bm25(search_fts, ${TITLE_WEIGHT}, 1.0) as score
      from search_fts join search_entry on search_entry.id = search_fts.rowid
      where search_fts match ${match}
        and search_entry.category in (${sql.join(
          categories.map((category) => sql`${category}`),
          sql`, `,
        )})
        and ${visibleTo(reader, categories)}
    ), docs as (
      select *, row_number() over (partition by kind, ref_id order by lang = ${lang} desc, score) as pick from hits
    ), ranked as (
      select id, category, row_number() over (partition by category order by score, written_at desc, id desc) as place,
        count(*) over (partition by category) as total
      from docs where pick = 1
    )`;
}

async function pageOfMatches(db: Db, ranked: SQL, from: number, to: number): Promise<Row[]> {
  return db.all<Row>(sql`${ranked}
    select e.kind, e.category, e.ref_id as refId, e.lang, e.title, e.body, e.path, e.written_at as writtenAt, ranked.total
    from ranked join search_entry e on e.id = ranked.id
    where ranked.place > ${from} and ranked.place <= ${to}
    order by ranked.category, ranked.place`);
}

async function totalsOf(db: Db, ranked: SQL): Promise<Map<SearchCategory, number>> {
  const rows = await db.all<{ category: SearchCategory; total: number }>(sql`${ranked} select category, max(total) as total from ranked group by category`);
  return new Map(rows.map((row) => [row.category, Number(row.total)]));
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
  const rows: Row[] = [];
  if (match) {
    await settleSearchIndex(db);
    rows.push(...(await pageOfMatches(db, rankedMatches(match, reader, categories, lang), 0, SEARCH_ALL_PER_CATEGORY)));
  }
  return {
    keyword,
    groups: categories.map((category) => {
      const own = rows.filter((row) => row.category === category);
      return { category, total: own[0] ? Number(own[0].total) : 0, hits: own.map((row) => hitOf(row, keyword)) };
    }),
  };
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
  const empty: SearchMoreResult = { category, total: 0, hits: [], pageNo, pageSize: SEARCH_PAGE_SIZE };
  const match = matchExpression(keyword);
  if (!match || !categoryOpenTo(category, reader)) return empty;
  await settleSearchIndex(db);
  const ranked = rankedMatches(match, reader, [category], lang);
  const rows = await pageOfMatches(db, ranked, (pageNo - 1) * SEARCH_PAGE_SIZE, pageNo * SEARCH_PAGE_SIZE);
  // a page past the last still tells the total
  const total = rows[0] ? Number(rows[0].total) : ((await totalsOf(db, ranked)).get(category) ?? 0);
  return { ...empty, total, hits: rows.map((row) => hitOf(row, keyword)) };
}

/**
 * The ids of a kind's rows whose text matches a keyword, as a subquery (`id in (…)`), for a list's keyword
 * filter; null when the keyword has nothing searchable. Visibility stays the list's own. The caller
 * settles the index first (settleSearchIndex).
 */
export function refIdsMatching(kind: ContentKindName, keyword: string): SQL | null {
  const match = matchExpression(keyword);
  if (!match) return null;
  return sql`(select search_entry.ref_id from search_fts join search_entry on search_entry.id = search_fts.rowid
    where search_fts match ${match} and search_entry.kind = ${kind})`;
}
