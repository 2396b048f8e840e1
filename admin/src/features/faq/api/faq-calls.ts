// The console's FAQ calls (admin spec §1 "Admins manage FAQs", §7.2): the questions through the public list
// (the same filters as the site, 10 a page), the categories, and the delete of the admin `faq` calls.
import { FAQ_PAGE_SIZE } from '#core/schemas/faq.ts';
import { callApi } from '../../../lib/api-client.ts';

export type FaqFilters = { page: number; category?: number | undefined; keyword?: string | undefined };

export const faqKey = 'faq-admin';

export const getFaqs = async (filters: FaqFilters) =>
  (
    await callApi('GET /api/public/faq/list-faq', {
      query: { pageNo: filters.page, pageSize: FAQ_PAGE_SIZE, category: filters.category, keyword: filters.keyword },
    })
  ).data;

export const getFaqCategories = async () => (await callApi('GET /api/public/faq/category')).data;

export const deleteFaq = (id: number) => callApi('DELETE /api/admin/faq/delete/:id', { params: { id } });
