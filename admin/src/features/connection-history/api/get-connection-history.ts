import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { Page } from '#core/schemas/common.ts';
import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import { callApi, downloadFile } from '../../../lib/api-client.ts';
import type { HistoryFilters } from '../../../types/history.ts';

/** The root of this list's query keys (a search refreshes every page of it). */
export const connectionHistoryKey = 'connect-hist';

const path = '/api/admin/connect-hist';
const queryOf = (filters: HistoryFilters) => ({ ...filters, pageSize: LIST_PAGE_SIZE });

/** GET /api/admin/connect-hist: one page of the connection history. */
export async function getConnectionHistory(filters: HistoryFilters): Promise<Page<ConnectionHistoryItem>> {
  const { data } = await callApi<Page<ConnectionHistoryItem>>(path, { query: queryOf(filters) });
  return data;
}

export function useConnectionHistory(filters: HistoryFilters) {
  return useQuery({ queryKey: [connectionHistoryKey, filters], queryFn: () => getConnectionHistory(filters), placeholderData: keepPreviousData });
}

/** GET /api/admin/connect-hist/download: the filtered rows as .xlsx, with the reason for the download. */
export function downloadConnectionHistory(filters: HistoryFilters, reason: string): Promise<string> {
  return downloadFile(`${path}/download`, { ...queryOf(filters), page: undefined, reason }, 'connection-history.xlsx');
}
