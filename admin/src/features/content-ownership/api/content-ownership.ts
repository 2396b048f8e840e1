// The calls of the content ownership screen (admin spec §7.1: /api/admin/username, change-content-ownership),
// typed by the views of core/schemas/content-ownership.ts that the server answers (decision 006).
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { OwnershipTransferBody } from '#core/schemas/content-ownership.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/admin/username: at most 10 active users whose name or e-mail contains the keyword. */
export const suggestUsers = async (keyword: string, signal?: AbortSignal) =>
  (await callApi('GET /api/admin/username', { query: { keyword }, ...(signal && { signal }) })).data;

/** GET /api/admin/content-ownership/:id: what a user owns. */
export const getOwnedContent = async (userId: number) => (await callApi('GET /api/admin/content-ownership/:id', { params: { id: userId } })).data;

/** POST /api/admin/change-content-ownership: everything (no items) or the chosen items to another user. */
export const changeOwnership = async (body: OwnershipTransferBody) => (await callApi('POST /api/admin/change-content-ownership', { body })).data;

/** GET /api/admin/content-ownership-history: one page of the past transfers, newest first. */
export const getTransfers = async (page: number) =>
  (await callApi('GET /api/admin/content-ownership-history', { query: { page, pageSize: LIST_PAGE_SIZE } })).data;

export const ownershipKeys = { owned: 'content-ownership', transfers: 'content-ownership-history' } as const;
