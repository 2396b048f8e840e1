// The console's privacy-policy calls (admin spec §7.1): the revisions, one revision, register, edit
// and the Excel export. Typed by the views of core/schemas/privacy-policy.ts.
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { PolicyAdminItem, PolicyCreate, PolicyUpdate } from '#core/schemas/privacy-policy.ts';
import { callApi, downloadFile } from '../../../lib/api-client.ts';

export type PolicyFilters = { page: number; langCode?: PolicyAdminItem['langCode'] | undefined };

export const policyKeys = {
  list: ['policy-admin'] as const,
  page: (filters: PolicyFilters) => ['policy-admin', filters] as const,
  one: (id: number) => ['policy-admin', 'detail', id] as const,
};

export const getPolicies = async (filters: PolicyFilters) =>
  (await callApi('GET /api/policy-admin/privacy', { query: { page: filters.page, pageSize: LIST_PAGE_SIZE, langCode: filters.langCode } })).data;

export const getPolicy = async (id: number) => (await callApi('GET /api/policy-admin/privacy/detail/:id', { params: { id } })).data;

export const createPolicy = (body: PolicyCreate) => callApi('POST /api/policy-admin/privacy', { body });

export const updatePolicy = (body: PolicyUpdate) => callApi('PUT /api/policy-admin/privacy', { body });

/** The revisions of the filter as .xlsx, with the reason (the export path records every file with one). */
export const downloadPolicies = (filters: PolicyFilters) =>
  downloadFile('/api/policy-admin/export/excel', { langCode: filters.langCode }, 'privacy-policy-revisions.xlsx');
