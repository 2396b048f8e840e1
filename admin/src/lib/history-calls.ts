// The two calls of every history list of the console (admin spec §7.1): one page of the list and its
// Excel export with the reason for the download. A list's api file declares them with its call's key;
// the rows are typed by the answer of that call in core/api/contract.ts (decision 038).
import type { AnswerOf, ApiCallKey, ApiContract } from '#core/api/contract.ts';
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { historyQuery } from '#core/schemas/admin-auth.ts';
import type { Page } from '#core/schemas/common.ts';
import type { HistoryFilters } from '#core/schemas/history.ts';
import { unmaskViewNames, unmaskViews, type UnmaskViewName } from '#core/schemas/masking.ts';
import { callApi, downloadFile } from './api-client.ts';

/** The console's history lists: the calls that answer a page and read the history query. */
export type HistoryCallKey = {
  [K in ApiCallKey]: ApiContract[K] extends { query: typeof historyQuery } ? (K extends `GET /api/admin/${string}` ? K : never) : never;
}[ApiCallKey];

type RowOf<K extends HistoryCallKey> = AnswerOf<K> extends Page<infer Item> ? Item : never;

export type HistoryCalls<Item> = {
  /** The root of the list's query keys (a search refreshes every page of it). */
  key: string;
  /** GET `<path>`: one page of the list. */
  get: (filters: HistoryFilters) => Promise<Page<Item>>;
  /** GET `<path>/download`: the filtered rows as .xlsx, masked, or in full with a reason; answers the file's name. */
  download: (filters: HistoryFilters, reason?: string) => Promise<string>;
  /** Whether the export holds personal information: masked or, with a reason, in full (false: saved at once). */
  personal: boolean;
  /** The list whose rows can be unmasked one at a time (core/schemas/masking.ts), or null for a list without personal data. */
  unmask: UnmaskViewName | null;
};

/**
 * The calls of the history list of `call` (`GET /api/admin/connect-hist`); `fileName` is used when the server
 * names none; `personal: false` for a list without personal information (its server route says the same).
 */
export function historyCalls<K extends HistoryCallKey>(declaration: { call: K; key: string; fileName: string; personal?: false }): HistoryCalls<RowOf<K>> {
  const { call, key, fileName } = declaration;
  const path = call.slice('GET '.length);
  const queryOf = (filters: HistoryFilters) => ({ ...filters, pageSize: LIST_PAGE_SIZE });
  const list: HistoryCallKey = call;
  return {
    key,
    personal: declaration.personal !== false,
    unmask: unmaskViewNames.find((name) => unmaskViews[name].list === path) ?? null,
    // the answer of `call`, whose rows are RowOf<K>: a union of every list's page inside this function
    get: async (filters) => (await callApi(list, { query: queryOf(filters) })).data as Page<RowOf<K>>,
    download: (filters, reason) => downloadFile(`${path}/download`, { ...queryOf(filters), page: undefined, reason }, fileName),
  };
}
