// Site-wide search (issue 15, docs/search.md): the best few of every category a reader may see, or one
// category's next page, ranked by how often the keyword's words occur (the title weighing more) and the
// newest first among equals (decision 028).
// Everything that trims happens in the one query: the reader's visibility per kind (sources.ts), one hit
// per row (the reader's language when it matched, else the other), the totals and the page.
import { sql, type SQL } from 'drizzle-orm';
import { contentKindNames, contentKinds, kindsOfSearchCategory, type ContentKindName } from '#core/content-kinds.ts';
import { initialsQuery } from '#core/search/hangul.ts';
import { highlightAll, snippetOf } from '#core/search/highlight.ts';
import { keywordTerms, weighedNeedles } from '#core/search/tokenize.ts';
import { searchCategories, type SearchAllResult, type SearchCategory, type SearchGroup, type SearchHit, type SearchMoreResult } from '#core/search/types.ts';
import type { ReadTopic } from '../../cache/read-cache.ts';
import type { Db } from '../../client.ts';
import { integerLiteral, unionAll } from '../d1-sql.ts';
import type { SearchLang } from './documents.ts';
import { hangulSpellingOf, searchMatchOf, searchPlanOf, type SearchPlan } from './expand.ts';
import { settleSearchIndex } from './refresh.ts';
import { categoryOfRowid, categoryRowids, kindRowidSql } from './rowid.ts';
import { categoryOpenTo, searchSources, type SearchReader } from './sources.ts';

/**
 * What a search's answer is made of, as the read cache names it: every kind's rows (their index entries
 * are marked by the same writes) and the glossary. A visitor's answer, kept whole, is forgotten with them.
 */
export const SEARCH_READS: readonly ReadTopic[] = [...contentKindNames, 'glossary'];

/** How many hits of each category the All tab shows. */
export const SEARCH_ALL_PER_CATEGORY = 3;
/** How many hits a category's "load more" adds. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * How many of a category's newest matches a search reads and ranks: the work of a search stays bounded
 * however common the word (ranking tens of thousands of matches is what made a common word slow).
 * When more match, the group says so (`more`) and its total counts those read ("100+"): ten pages of a
 * tab. 100 rather than 200 since issue 31 (decision 028, its addendum): the search's time is nearly
 * proportional to it, and a reader who pages past a hundred results refines the keyword instead.
 */
export const SEARCH_WINDOW = 100;

type Row = {
  /** A hit; a category's total of hits the reader may open; or how many matches a category's window read. */
  type: 'hit' | 'total' | 'read';
  kind: ContentKindName;
  category: SearchCategory;
  /** On a `read` row: the first rowid of the category's range. */
  refId: number;
  lang: SearchLang;
  title: string;
  body: string;
  path: string;
  writtenAt: string;
  total: number;
};

/** `case kind when … then <its visibility> … end`: each entry is tested only against its own kind's rule. */
export function visibleTo(reader: SearchReader, categories: readonly SearchCategory[]): SQL {
  const kinds = categories.flatMap(kindsOfSearchCategory);
  const branches = kinds.map((kind) => sql`when ${kind} then ${searchSources[kind].visible(reader)}`);
  return sql`(case search_entry.kind ${sql.join(branches, sql` `)} else 0 end)`;
}

/** What each entry adds to its weight beyond its title (the kinds' `boost`: a solved forum post), 0 for kinds without one. */
function boostOf(categories: readonly SearchCategory[]): SQL {
  const branches = categories.flatMap(kindsOfSearchCategory).flatMap((kind) => {
    const boost = searchSources[kind].boost;
    return boost ? [sql`when ${kind} then ${boost()}`] : [];
  });
  return branches.length === 0 ? sql`0` : sql`(case search_entry.kind ${sql.join(branches, sql` `)} else 0 end)`;
}

/**
 * The newest SEARCH_WINDOW matches of each category, as `win(id, lo)` with `lo` the category's first
 * rowid: one read of the index per category (its rowid range, newest first), no rank function (decision
 * 028).
 */
function windowsOf(match: string, categories: readonly SearchCategory[]): SQL {
  const reads = categories.map((category) => {
    const [first, last] = categoryRowids(category);
    return sql`select rowid as id, ${integerLiteral(first)} as lo from search_fts
      where search_fts match ${match} and rowid between ${integerLiteral(first)} and ${integerLiteral(last)} order by rowid desc limit ${integerLiteral(SEARCH_WINDOW)}`;
  });
  return sql`win as materialized (${unionAll(reads)})`;
}

/**
 * The weight of an entry: for each of the keyword's words, 2 when its title (`t`, lower case) holds it as
 * typed, and 1 more for a Korean word its spaceless title (`u`) holds (수요예측 in "수요 예측"); 3 more when
 * the title holds the whole keyword as typed. Whether, not how often: a title rarely says a word twice,
 * and a test of presence costs a fraction of a count. What only the glossary's other language or a typo's
 * reading matched weighs nothing.
 */
function titleWeight(keyword: string): SQL {
  const holds = (text: SQL, needle: string) => sql`(instr(${text}, ${needle}) > 0)`;
  const weights = weighedNeedles(keyword).flatMap((needle) => [
    sql`2 * ${holds(sql`t`, needle)}`,
    ...(/[\uac00-\ud7a3]/u.test(needle) ? [holds(sql`u`, needle)] : []),
  ]);
  const phrase = keyword.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ');
  if (phrase.includes(' ')) weights.push(sql`3 * ${holds(sql`t`, phrase)}`);
  return sql.join(weights, sql` + `);
}

/**
 * One statement for every category asked for: each one's window, the matches the reader may open (one per
 * row: the reader's language when it matched, else the other), ranked by weight, newest first among equals;
 * each category's places `from` < place <= `to`, its total, and how many matches its window read (a full
 * window means more).
 */
async function matchesOf(
  db: Db,
  keyword: string,
  { match, highlight }: SearchPlan,
  reader: SearchReader,
  categories: readonly SearchCategory[],
  lang: SearchLang,
  from: number,
  to: number,
): Promise<Map<SearchCategory, SearchGroup>> {
  // an entry's id without its last bit names its row (rowid.ts): `group by id >> 1` keeps one entry per
  // row, the one of max(): in the reader's language when that matched, else the weightier
  const rows = await db.all<Row>(sql`with ${windowsOf(match, categories)},
    hits as materialized (
      select search_entry.id, search_entry.category, search_entry.lang, search_entry.written_at,
        lower(search_entry.title) as t, replace(lower(search_entry.title), ' ', '') as u, ${boostOf(categories)} as boost
      from win cross join search_entry on search_entry.id = win.id
      where ${visibleTo(reader, categories)}
    ), scored as materialized (
      select id, category, lang, written_at, ${titleWeight(keyword)} + boost as score from hits
    ), docs as (
      select id, category, written_at, score, max((lang = ${lang}) * 1000000 + score) from scored group by id >> 1
    ), ranked as (
      select id, category, row_number() over (partition by category order by score desc, written_at desc, id desc) as place,
        count(*) over (partition by category) as total
      from docs
    )
    select 'hit' as type, e.kind, e.category, e.ref_id as refId, e.lang, e.title, e.body, e.path, e.written_at as writtenAt, ranked.total
    from ranked cross join search_entry e on e.id = ranked.id
    where ranked.place > ${integerLiteral(from)} and ranked.place <= ${integerLiteral(to)}
    union all
    select 'total', null, category, null, null, null, null, null, null, count(*) from ranked group by category
    union all
    select 'read', null, null, lo, null, null, null, null, null, count(*) from win group by lo`);
  const groups = new Map<SearchCategory, SearchGroup>(categories.map((category) => [category, { category, total: 0, hits: [] }]));
  for (const row of rows) {
    if (row.type === 'hit') groups.get(row.category)?.hits.push(hitOf(row, highlight));
    else if (row.type === 'total') groups.get(row.category)!.total = Number(row.total);
    else if (Number(row.total) >= SEARCH_WINDOW) groups.get(categoryOfRowid(Number(row.refId)))!.more = true;
  }
  return groups;
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

/** Whether a keyword has anything to search: words, or initial consonants (ㅅㅇㅇㅊ). */
const searchable = (keyword: string) => keywordTerms(keyword).length > 0;

/** The categories a reader may see, in the tabs' order. */
export const openCategories = (reader: SearchReader): SearchCategory[] => searchCategories.filter((category) => categoryOpenTo(category, reader));

/**
 * GET /api/public/searching: each category the reader may see (in the tabs' order, totals of 0 included)
 * with its best SEARCH_ALL_PER_CATEGORY hits. A keyword with nothing searchable answers every total 0.
 */
export async function searchAll(db: Db, reader: SearchReader, keyword: string, lang: SearchLang): Promise<SearchAllResult> {
  const categories = openCategories(reader);
  const none = { keyword, groups: categories.map((category) => ({ category, total: 0, hits: [] })) };
  if (!searchable(keyword)) return none;
  await settleSearchIndex(db);
  const plan = (await searchPlanOf(db, keyword))!;
  const groups = [...(await matchesOf(db, keyword, plan, reader, categories, lang, 0, SEARCH_ALL_PER_CATEGORY)).values()];
  if (plan.correction) return { keyword, groups, correction: plan.correction };
  if (groups.some((group) => group.total > 0)) return { keyword, groups };
  const spelling = await hangulSpellingOf(db, keyword);
  return spelling ? { keyword, groups, correction: { keyword: spelling, searched: false } } : { keyword, groups };
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
  if (!searchable(keyword) || !categoryOpenTo(category, reader)) return { category, total: 0, hits: [], ...page };
  await settleSearchIndex(db);
  const plan = (await searchPlanOf(db, keyword))!;
  const groups = await matchesOf(db, keyword, plan, reader, [category], lang, (pageNo - 1) * SEARCH_PAGE_SIZE, pageNo * SEARCH_PAGE_SIZE);
  return { ...groups.get(category)!, ...page };
}

/** Which of an entry's texts a list's keyword is looked for in (`all`: either). */
export type SearchField = 'all' | 'title' | 'body';

/**
 * The ids of a kind's rows whose text matches a keyword, as a subquery (`id in (…)`), for a list's keyword
 * filter; null when the keyword has nothing searchable. Visibility stays the list's own. Settles the index
 * first, so the list sees every write. The ids come from the index's rowids alone (rowid.ts), without
 * reading the entries.
 */
export async function refIdsMatching(db: Db, kind: ContentKindName, keyword: string, field: SearchField = 'all'): Promise<SQL | null> {
  if (!searchable(keyword)) return null;
  await settleSearchIndex(db);
  const words = (await searchMatchOf(db, keyword))!;
  // initials are a title's: the title's filter would leave nothing of them
  const match = field === 'all' || (field === 'title' && initialsQuery(keyword)) ? words : `{${field}} : (${words})`;
  const [first, last] = categoryRowids(contentKinds[kind].searchCategory);
  const { refId, isKind } = kindRowidSql(kind);
  return sql`(select distinct ${refId} from search_fts
    where search_fts match ${match} and rowid between ${integerLiteral(first)} and ${integerLiteral(last)} and ${isKind})`;
}
