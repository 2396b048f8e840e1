// The account calls of the console (admin spec §7.1), typed by the views of core/schemas/people.ts.
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { AccountCreateInput, AccountListFilters, AccountUpdateInput } from '#core/schemas/people.ts';
import { callApi, downloadFile } from '../../../lib/api-client.ts';

export const accountsKey = 'accounts';

const queryOf = (filters: AccountListFilters) => ({ ...filters, pageSize: LIST_PAGE_SIZE });

/** GET /api/admin/user: one page of accounts. */
export const getAccounts = async (filters: AccountListFilters) => (await callApi('GET /api/admin/user', { query: queryOf(filters) })).data;

/** GET /api/admin/user/download-xlsx: the filtered accounts, masked, or in full with the reason for downloading personal data. */
export const downloadAccounts = (filters: AccountListFilters, reason?: string) =>
  downloadFile('/api/admin/user/download-xlsx', { ...queryOf(filters), page: undefined, pageSize: undefined, reason }, 'accounts.xlsx');

/** GET /api/admin/user/:id: one account with its consent history. */
export const getAccount = async (id: number) => (await callApi('GET /api/admin/user/:id', { params: { id } })).data;

/** POST /api/admin/user: the answer's message is the success toast. */
export const createAccount = async (input: AccountCreateInput) => callApi('POST /api/admin/user', { body: input });

/** PUT /api/admin/user */
export const updateAccount = async (input: AccountUpdateInput) => callApi('PUT /api/admin/user', { body: input });

/** DELETE /api/admin/user/:id */
export const deleteAccount = async (id: number) => callApi('DELETE /api/admin/user/:id', { params: { id } });

/** PUT /api/admin/user/:id/reactivate: a dormant account becomes active. */
export const reactivateAccount = async (id: number) => callApi('PUT /api/admin/user/:id/reactivate', { params: { id } });
