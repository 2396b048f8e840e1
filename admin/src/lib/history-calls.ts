// The two calls of every history list of the console (admin spec §7.1): one page of the list and its
// Excel export with the reason for the download. A list's api file declares them with its path; the
// rows are typed by the list's view in core/schemas, the type the server's route answers (decision 006).
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { Page } from '#core/schemas/common.ts';
import type { HistoryFilters } from '#core/schemas/history.ts';
import { callApi, downloadFile } from './api-client.ts';

export type HistoryCalls<Item> = {
  /** The root of the list's query keys (a search refreshes every page of it). */
  key: string;
  /** GET `<path>`: one page of the list. */
  get: (filters: HistoryFilters) => Promise<Page<Item>>;
  /** GET `<path>/download`: the filtered rows as .xlsx, with the reason for a personal download; answers the file's name. */
  download: (filters: HistoryFilters, reason?: string) => Promise<string>;
  /** Whether the export holds personal information: the reason is asked first (false: saved at once). */
  personal: boolean;
};

/**
 * The calls of the history list at `path` (`/api/admin/connect-hist`); `fileName` is used when the server
 * names none; `personal: false` for a list without personal information (its server route says the same).
 */
export function historyCalls<Item>(declaration: { path: `/api/${string}`; key: string; fileName: string; personal?: false }): HistoryCalls<Item> {
  const { path, key, fileName } = declaration;
  const queryOf = (filters: HistoryFilters) => ({ ...filters, pageSize: LIST_PAGE_SIZE });
  return {
    key,
    personal: declaration.personal !== false,
    get: async (filters) => (await callApi<Page<Item>>(path, { query: queryOf(filters) })).data,
    download: (filters, reason) => downloadFile(`${path}/download`, { ...queryOf(filters), page: undefined, reason }, fileName),
  };
}
