// What site-wide search answers (issue 15): the shape shared by the index's queries (db/queries/search/),
// the calls GET /api/public/searching and /searching/load-more, and the search page.
import type { KindSearchCategory } from '../content-kinds.ts';
import { kindDeclarations } from '../kinds/index.ts';

/**
 * The kinds a reader can search, in the order of the page's tabs (each kind declares its tab's place:
 * core/kinds/): the spec's five first (Prebuilt, Success Story, Partner FAQ, Partner Q&A, Community FAQ),
 * then the community and learning kinds readers expect. These names are the calls' `categoryName`.
 */
export type SearchCategory = KindSearchCategory;
const tabs = new Map<SearchCategory, number>(Object.values(kindDeclarations).map((kind) => [kind.search.category, kind.search.tab]));
export const searchCategories = [...tabs.keys()].sort((a, b) => tabs.get(a)! - tabs.get(b)!) as unknown as readonly [SearchCategory, ...SearchCategory[]];
/** A tab's stable place (1, 2, …): the search index's rowids carry it (db/queries/search/rowid.ts). */
export const searchTabOf = (category: SearchCategory): number => tabs.get(category)!;

/** A run of plain text from a title or a snippet; `match` marks the words the keyword matched. */
export type SearchTextPart = { text: string; match: boolean };

export type SearchHit = {
  category: SearchCategory;
  id: number;
  /** The title in the reader's language when that language matched, else in the other one. */
  title: SearchTextPart[];
  /** A short excerpt around the first match of the body (plain text, never markup). */
  snippet: SearchTextPart[];
  /** The language of the text shown. */
  lang: 'ko' | 'en';
  /** The site path of what opens it, without the language prefix (e.g. /resources/pre-built-model/detail/12). */
  path: string;
  /** When it was last written, ISO 8601. */
  date: string;
};

/**
 * One kind's share of an answer: how many the reader may open, and the page of them shown. A search reads
 * at most SEARCH_WINDOW (db/queries/search/search.ts) of a kind's newest matches; when more match, `more`
 * is set and `total` counts those read (a page shows "100+").
 */
export type SearchGroup = { category: SearchCategory; total: number; more?: boolean; hits: SearchHit[] };

/**
 * Another spelling of the keyword (issue 31): words of five letters or more that the index holds no word
 * beginning with are also searched as the likeliest word one edit away (`searched`, "did you mean
 * forecast?"); a keyword that found nothing may be offered the likeliest spelling of its Korean words
 * (not searched: a link to search it).
 */
export type SearchCorrection = { keyword: string; searched: boolean };

/** GET /api/public/searching: every kind the reader may see, in tab order (totals of 0 included). */
export type SearchAllResult = { keyword: string; groups: SearchGroup[]; correction?: SearchCorrection };

/** GET /api/public/searching/load-more: the next page of one kind. */
export type SearchMoreResult = SearchGroup & { pageNo: number; pageSize: number };

/**
 * What the header's search box offers as a reader types (GET /api/public/searching/suggest, issue 31): a
 * glossary term to search for, or a title the reader may open, with the site path that opens it.
 */
export type SearchSuggestion =
  { type: 'term'; text: string; lang: 'ko' | 'en' } | { type: 'title'; text: string; lang: 'ko' | 'en'; category: SearchCategory; path: string };

export type SearchSuggestions = { keyword: string; suggestions: SearchSuggestion[] };
