import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#core/schemas/admin-auth.ts';
import { callApi, markSignedIn } from '../../../lib/api-client.ts';

export const adminUserKey = ['admin-user'] as const;

/** GET /api/auth/admin/user-info: quiet, because "no session" is the guard's answer, not an error. */
export async function getAdminUser(): Promise<AdminUser> {
  const { data } = await callApi('GET /api/auth/admin/user-info', { quiet: true });
  markSignedIn(true);
  return data;
}

export function useAdminUser() {
  return useQuery({ queryKey: adminUserKey, queryFn: getAdminUser, staleTime: 5 * 60_000 });
}
