// The console's search glossary calls (issue 31): a page of terms, add, edit, delete. Typed by the
// views of core/schemas/search-glossary.ts; a save that another term clashes with fails quietly (no toast),
// so the dialog can show the server's message on the field it is about.
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { GlossaryTermBody } from '#core/schemas/search-glossary.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The list's filters as the address holds them. */
export type GlossaryFilters = { page: number; keyword?: string | undefined };

export const glossaryKey = 'search-glossary';

export const getGlossary = async (filters: GlossaryFilters) =>
  (await callApi('GET /api/admin/search-glossary', { query: { pageNo: filters.page, pageSize: LIST_PAGE_SIZE, keyword: filters.keyword } })).data;

export const addGlossaryTerm = (body: GlossaryTermBody) => callApi('POST /api/admin/search-glossary', { body, quiet: true });

export const updateGlossaryTerm = (id: number, body: GlossaryTermBody) => callApi('PUT /api/admin/search-glossary/:id', { params: { id }, body, quiet: true });

export const deleteGlossaryTerm = (id: number) => callApi('DELETE /api/admin/search-glossary/:id', { params: { id } });
