// The calls of the content ownership screen (admin spec §7.1: /api/admin/username, change-content-ownership),
// typed by the views of core/schemas/content-ownership.ts that the server answers (decision 006).
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { Page } from '#core/schemas/common.ts';
import type { OwnedContent, OwnedItem, OwnershipTransferBody, OwnershipTransferRecord, UserSuggestion } from '#core/schemas/content-ownership.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/admin/username: at most 10 active users whose name or e-mail contains the keyword. */
export const suggestUsers = async (keyword: string, signal?: AbortSignal) =>
  (await callApi<UserSuggestion[]>('/api/admin/username', { query: { keyword }, ...(signal && { signal }) })).data;

/** GET /api/admin/content-ownership/:id: what a user owns. */
export const getOwnedContent = async (userId: number) => (await callApi<OwnedContent>(`/api/admin/content-ownership/${userId}`)).data;

/** POST /api/admin/change-content-ownership: everything (no items) or the chosen items to another user. */
export const changeOwnership = async (body: OwnershipTransferBody) =>
  (await callApi<{ moved: OwnedItem[] }>('/api/admin/change-content-ownership', { method: 'POST', body })).data;

/** GET /api/admin/content-ownership-history: one page of the past transfers, newest first. */
export const getTransfers = async (page: number) =>
  (await callApi<Page<OwnershipTransferRecord>>('/api/admin/content-ownership-history', { query: { page, pageSize: LIST_PAGE_SIZE } })).data;

export const ownershipKeys = { owned: 'content-ownership', transfers: 'content-ownership-history' } as const;
