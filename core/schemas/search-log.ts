// The log of what people search (issue 31, docs/search.md): per normalised keyword and Korean calendar day,
// how often it was searched, how often it found nothing and how often a result was opened, and which. No
// account and no address are kept; a day is kept SEARCH_LOG_RETENTION_DAYS, then the nightly job removes it.
// The console lists it for ADMINs and content managers (GET /api/admin/search-log), so that a keyword that
// finds nothing can be added to the glossary in one click.
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { cleanText } from '../text-safety.ts';
import { historyQuery } from './admin-auth.ts';
import { keywordQuery, pageQuery, pageSizeQuery } from './common.ts';
import { retentionDays } from './retention.ts';
import { SEARCH_KEYWORD_MAX, searchCallKeyword } from './search.ts';

/** How many days of the log are kept (the retention rule `searchLog`). */
export const SEARCH_LOG_RETENTION_DAYS = retentionDays('searchLog');

/** The period the console shows when none is asked for: the last 30 days. */
export const SEARCH_LOG_DEFAULT_DAYS = 30;

/**
 * A keyword as the log counts it: in NFKC (full-width letters and compatibility jamo as typed elsewhere),
 * lower case, its spaces collapsed; '' when nothing is left. `수요  예측` and `수요 예측` are one line.
 */
export const searchLogKey = (keyword: string): string =>
  cleanText(keyword).normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim().slice(0, SEARCH_KEYWORD_MAX);

/** The longest site path a result opened is counted under (the search's own paths are far shorter). */
export const SEARCH_LOG_PATH_MAX = 200;

/** A calendar date in a query (YYYY-MM-DD), as the histories take it. */
const dateQuery = historyQuery.entries.fromDate;

/** A result's site path as the search answers it (`/resources/pre-built-model/detail/3`, `/partner/partner-Q&A-detail?id=4`): on this site, no host. */
const resultPath = v.pipe(v.string(), v.maxLength(SEARCH_LOG_PATH_MAX, 'validation.maxLength'), v.regex(/^\/(?!\/)[\w\-/.~%?&=]*$/u, 'validation.invalid'));

/**
 * POST /api/public/searching/opened?keyword&path: a result of a search was opened. The search page's
 * result links send it as their `ping` (the HTML attribute: the browser posts it as the link is followed,
 * without a script), so both values ride in the address.
 */
export const searchOpenedQuery = v.object({ keyword: searchCallKeyword, path: resultPath });

/** Which keywords the console lists: those that found nothing at least once in the period, or all. */
export const searchLogShows = ['nothing', 'all'] as const;
export type SearchLogShows = (typeof searchLogShows)[number];

/** GET /api/admin/search-log: the period (Korean calendar days, inclusive), which keywords, a keyword filter, paging. */
export const searchLogQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(LIST_PAGE_SIZE),
  fromDate: dateQuery,
  toDate: dateQuery,
  keyword: keywordQuery,
  shows: v.optional(v.picklist(searchLogShows, 'validation.invalid'), 'nothing'),
});
export type SearchLogQuery = v.InferOutput<typeof searchLogQuery>;

/** One keyword over the period: its counts, and the last day it was searched. */
export const searchLogItem = v.object({
  keyword: v.string(),
  searches: v.number(),
  foundNothing: v.pipe(v.number(), v.description('searches that found nothing the reader could open')),
  opened: v.pipe(v.number(), v.description('results opened from its answers')),
  lastDay: v.pipe(v.string(), v.description('the last Korean calendar day it was searched, YYYY-MM-DD')),
});
export type SearchLogItem = v.InferOutput<typeof searchLogItem>;

/** GET /api/admin/search-log/opened: the results opened from one keyword's answers over the period. */
export const searchLogOpenedQuery = v.object({
  keyword: v.pipe(v.string(), v.transform(searchLogKey), v.nonEmpty('validation.required')),
  fromDate: dateQuery,
  toDate: dateQuery,
});

/** A result opened from a keyword's answers, and how often (the most opened first, at most 20). */
export const searchLogOpenedItem = v.object({ path: v.string(), opened: v.number() });
export type SearchLogOpenedItem = v.InferOutput<typeof searchLogOpenedItem>;
