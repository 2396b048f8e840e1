// The retention screen's one call (GET /api/admin/retention, ADMIN only): read each time the screen opens, since
// each read also takes the audit chains' rolling check a step further.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const getRetention = async () => (await callApi('GET /api/admin/retention')).data;

export const useRetention = () => useQuery({ queryKey: ['retention'], queryFn: getRetention, staleTime: 0 });
