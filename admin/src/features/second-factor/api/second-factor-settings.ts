// The console's second-factor policy and the console accounts' reset (issue 34, /admin/second-factor).
import { useQuery } from '@tanstack/react-query';
import type { SecondFactorPolicy } from '#core/schemas/second-factor.ts';
import { callApi } from '../../../lib/api-client.ts';

export type { SecondFactorPolicy };

export const getSecondFactorPolicy = async () => (await callApi('GET /api/admin/second-factor-policy')).data;

export const saveSecondFactorPolicy = (body: { consoleStrongFactorRequired: boolean }) => callApi('PUT /api/admin/second-factor-policy', { body });

export const consoleFactorAccountsKey = ['second-factor-accounts'] as const;

/** GET /api/admin/second-factor/accounts */
export const useConsoleFactorAccounts = () =>
  useQuery({ queryKey: consoleFactorAccountsKey, queryFn: async () => (await callApi('GET /api/admin/second-factor/accounts')).data.items });

export const resetSecondFactor = (id: number) => callApi('DELETE /api/admin/second-factor/accounts/:id', { params: { id } });
