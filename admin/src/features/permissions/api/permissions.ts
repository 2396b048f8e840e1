// The permission calls of the console (admin spec §7.1), typed by the views of core/schemas/people.ts.
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { PermissionChange } from '#core/schemas/people.ts';
import { callApi, downloadFile } from '../../../lib/api-client.ts';

export const permissionsKey = 'permissions';

export type PermissionFilters = { pageNo: number; searchFilter: 'name' | 'email' | 'company'; keyword?: string };

/** GET /api/admin/permission */
export const getPermissions = async (filters: PermissionFilters) =>
  (await callApi('GET /api/admin/permission', { query: { ...filters, pageSize: LIST_PAGE_SIZE } })).data;

/** GET /api/admin/role */
export const getRoles = async () => (await callApi('GET /api/admin/role')).data;

/** POST /api/admin/permission/change-permission: the answer's message is the success toast. */
export const savePermissions = (permissionChangings: PermissionChange[]) =>
  callApi('POST /api/admin/permission/change-permission', { body: { permissionChangings } });

/** GET /api/admin/permission/download-xlsx: masked, or in full with a reason (issue 33). */
export const downloadPermissions = (filters: PermissionFilters, reason?: string) =>
  downloadFile('/api/admin/permission/download-xlsx', { searchFilter: filters.searchFilter, keyword: filters.keyword, reason }, 'permissions.xlsx');
