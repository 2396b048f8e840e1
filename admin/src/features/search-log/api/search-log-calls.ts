// The console's search log calls (issue 31, core/schemas/search-log.ts): a page of the keywords searched over
// a period with their counts, and the results opened from one keyword's answers. A period not given is the
// server's default (the last SEARCH_LOG_DEFAULT_DAYS Korean days), for both calls alike.
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { SearchLogShows } from '#core/schemas/search-log.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The period as the address holds it: Korean calendar days (YYYY-MM-DD), each end optional. */
export type SearchLogPeriod = { fromDate?: string | undefined; toDate?: string | undefined };

/** The list's filters as the address holds them. */
export type SearchLogFilters = SearchLogPeriod & { page: number; shows: SearchLogShows; keyword?: string | undefined };

export const searchLogListKey = 'search-log';

export const getSearchLog = async ({ page, fromDate, toDate, keyword, shows }: SearchLogFilters) =>
  (await callApi('GET /api/admin/search-log', { query: { page, pageSize: LIST_PAGE_SIZE, fromDate, toDate, keyword, shows } })).data;

/** The query key of one keyword's results opened: under the list's, so a search asks for them again too. */
export const searchLogOpenedKey = (keyword: string, { fromDate, toDate }: SearchLogPeriod) => [
  searchLogListKey,
  'opened',
  keyword,
  fromDate ?? '',
  toDate ?? '',
];

export const getSearchLogOpened = async (keyword: string, { fromDate, toDate }: SearchLogPeriod) =>
  (await callApi('GET /api/admin/search-log/opened', { query: { keyword, fromDate, toDate } })).data;
