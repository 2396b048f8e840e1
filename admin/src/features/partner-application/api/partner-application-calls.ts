// The console's become-a-partner applications (portal spec §4 review): the list (10 a page, of one
// status or all), approval and refusal.
import type { PartnerApplicationStatus } from '#core/schemas/partner.ts';
import { callApi } from '../../../lib/api-client.ts';

export type PartnerApplicationFilters = { page: number; status?: PartnerApplicationStatus | undefined };

export const partnerApplicationKey = 'partner-application';

export const getPartnerApplications = async (filters: PartnerApplicationFilters) =>
  (await callApi('GET /api/admin/partner-application', { query: { pageNo: filters.page, status: filters.status } })).data;

export const approvePartnerApplication = (id: number) => callApi('PUT /api/admin/partner-application/:id/approve', { params: { id }, body: {} });

export const refusePartnerApplication = (id: number, reason: string) =>
  callApi('PUT /api/admin/partner-application/:id/refuse', { params: { id }, body: { reason } });
