// The console role grants' calls (issue 33, decision 050): the pending requests and their approval, rejection or withdrawal.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const roleGrantKey = 'role-grant';

/** GET /api/admin/role-grant */
export const useRoleGrants = () => useQuery({ queryKey: [roleGrantKey], queryFn: async () => (await callApi('GET /api/admin/role-grant')).data });

export const approveGrant = (id: number) => callApi('PUT /api/admin/role-grant/:id/approve', { params: { id }, body: {} });

export const rejectGrant = ({ id, note }: { id: number; note: string }) => callApi('PUT /api/admin/role-grant/:id/reject', { params: { id }, body: { note } });

export const withdrawGrant = (id: number) => callApi('PUT /api/admin/role-grant/:id/withdraw', { params: { id }, body: {} });
