// The System screen's one call (GET /api/admin/system, ADMIN only): read each time the screen opens (what
// an operator checks is the state now, not the console's copy of a moment ago) and when the admin asks.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const getSystem = async () => (await callApi('GET /api/admin/system')).data;

export const useSystem = () => useQuery({ queryKey: ['system'], queryFn: getSystem, staleTime: 0 });
