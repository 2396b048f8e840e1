// The console's become-a-partner applications (portal spec §4 review): the list (10 a page, of one
// status or all), approval and refusal.
import type { AccountRole } from '#core/auth/roles.ts';
import type { Page } from '#core/schemas/common.ts';
import type { PartnerApplicationItem, PartnerApplicationStatus } from '#core/schemas/partner.ts';
import { callApi } from '../../../lib/api-client.ts';

export type PartnerApplicationFilters = { page: number; status?: PartnerApplicationStatus | undefined };

export const partnerApplicationKey = 'partner-application';

export const getPartnerApplications = async (filters: PartnerApplicationFilters) =>
  (await callApi<Page<PartnerApplicationItem>>('/api/admin/partner-application', { query: { pageNo: filters.page, status: filters.status } })).data;

export const approvePartnerApplication = (id: number) =>
  callApi<{ account: { id: number; role: AccountRole; promoted: boolean } | null }>(`/api/admin/partner-application/${id}/approve`, {
    method: 'PUT',
    body: {},
  });

export const refusePartnerApplication = (id: number, reason: string) =>
  callApi<null>(`/api/admin/partner-application/${id}/refuse`, { method: 'PUT', body: { reason } });
