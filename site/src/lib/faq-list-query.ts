// The FAQ list's view in the URL: `?category=3&searchCondition=title&keyword=csv&orderBy=mostViewed&size=20`,
// read with the API's schema (core/schemas/faq.ts) and written back in one canonical form. `size` is how
// far the list has grown: 10 more each time (portal spec §4), so "show more" is a plain link without
// JavaScript, and the script that appends in place keeps the address in step.
import * as v from 'valibot';
import { FAQ_PAGE_SIZE, faqListQuery, type FaqOrder, type FaqSearchCondition } from '#core/schemas/faq.ts';
import { encodeQueryValue, searchParamsInput } from './model-list-query.ts';

/** How far the page's list may grow (it renders every question up to it). */
export const FAQ_MAX_SIZE = 500;

export type FaqListView = {
  category: number | undefined;
  keyword: string | undefined;
  searchCondition: FaqSearchCondition;
  orderBy: FaqOrder;
  /** How many questions are shown: a multiple of FAQ_PAGE_SIZE. */
  size: number;
};

/** Reads one field with the API's schema; an invalid value falls back to the default. */
function field<K extends keyof typeof faqListQuery.entries>(key: K, input: Record<string, unknown>) {
  const result = v.safeParse(faqListQuery.entries[key], input[key]);
  return result.success ? (result.output as v.InferOutput<(typeof faqListQuery.entries)[K]>) : undefined;
}

/**
 * The view of a list request. Invalid values are ignored rather than refused (a bad link still shows the
 * list); an unknown category shows all; a size is rounded up to the next step, within FAQ_MAX_SIZE.
 */
export function parseFaqListQuery(params: URLSearchParams, categoryIds: readonly number[]): FaqListView {
  const input = searchParamsInput(params);
  const category = field('category', input);
  const size = /^\d{1,6}$/.test(typeof input.size === 'string' ? input.size : '') ? Number(input.size) : FAQ_PAGE_SIZE;
  return {
    category: category !== undefined && categoryIds.includes(category) ? category : undefined,
    keyword: field('keyword', input),
    searchCondition: field('searchCondition', input) ?? 'all',
    orderBy: field('orderBy', input) ?? 'latest',
    size: Math.min(FAQ_MAX_SIZE, Math.max(FAQ_PAGE_SIZE, Math.ceil(size / FAQ_PAGE_SIZE) * FAQ_PAGE_SIZE)),
  };
}

/** The canonical query string of a view ('' for the first 10 of every category, newest first). */
export function faqListSearch(view: FaqListView): string {
  const parts: string[] = [];
  if (view.category !== undefined) parts.push(`category=${view.category}`);
  if (view.keyword) {
    parts.push(`keyword=${encodeQueryValue(view.keyword)}`);
    // where to look only matters with something to look for
    if (view.searchCondition !== 'all') parts.push(`searchCondition=${view.searchCondition}`);
  }
  if (view.orderBy !== 'latest') parts.push(`orderBy=${view.orderBy}`);
  if (view.size !== FAQ_PAGE_SIZE) parts.push(`size=${view.size}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
