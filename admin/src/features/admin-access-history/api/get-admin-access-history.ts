import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { Page } from '#core/schemas/common.ts';
import type { AdminAccessItem } from '#core/schemas/history.ts';
import { callApi, downloadFile } from '../../../lib/api-client.ts';
import type { HistoryFilters } from '../../../types/history.ts';

/** The root of this list's query keys (a search refreshes every page of it). */
export const adminAccessHistoryKey = 'user-access-hist';

const path = '/api/admin/user-access-hist';
const queryOf = (filters: HistoryFilters) => ({ ...filters, pageSize: LIST_PAGE_SIZE });

/** GET /api/admin/user-access-hist: one page of the admin access history. */
export async function getAdminAccessHistory(filters: HistoryFilters): Promise<Page<AdminAccessItem>> {
  const { data } = await callApi<Page<AdminAccessItem>>(path, { query: queryOf(filters) });
  return data;
}

export function useAdminAccessHistory(filters: HistoryFilters) {
  return useQuery({ queryKey: [adminAccessHistoryKey, filters], queryFn: () => getAdminAccessHistory(filters), placeholderData: keepPreviousData });
}

/** GET /api/admin/user-access-hist/download: the filtered rows as .xlsx, with the reason for the download. */
export function downloadAdminAccessHistory(filters: HistoryFilters, reason: string): Promise<string> {
  return downloadFile(`${path}/download`, { ...queryOf(filters), page: undefined, reason }, 'admin-access-history.xlsx');
}
