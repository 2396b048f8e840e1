// The search page's view in the URL: `?keyword=수요+예측&category=PREBUILT&pageNo=2`, read with the search
// calls' schemas (core/schemas/search.ts) and written back in one canonical form. The tabs, "see all" and
// the no-JavaScript "load more" are plain links to such addresses; the load-more script asks the API for
// the same page (`/api/public/searching/load-more`) and keeps the address in step.
import * as v from 'valibot';
import { screenOf } from '#core/auth/screens.ts';
import { contentKinds, kindsOfSearchCategory } from '#core/content-kinds.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { pageQuery } from '#core/schemas/common.ts';
import { searchKeyword } from '#core/schemas/search.ts';
import { searchCategories, type SearchCategory } from '#core/search/types.ts';
import { formatCount } from './format.ts';
import { encodeQueryValue, searchParamsInput } from './model-list-query.ts';
import { localizePath } from './urls.ts';

export type SearchPageView = {
  /** The keyword as searched (cleaned and trimmed); '' before anything is searched. */
  keyword: string;
  /** The tab: a category, or undefined for All. */
  category: SearchCategory | undefined;
  /** The page of a category's results, from 1 (always 1 on All). */
  pageNo: number;
  /** Set when the keyword is refused: it is then not searched, and the reader is told why. */
  tooLong: boolean;
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The view of a search request. A keyword over SEARCH_KEYWORD_MAX characters is refused with a message
 * (as the calls refuse it), never cut; an unknown category reads as All; an invalid page as the first.
 */
export function parseSearchPageQuery(params: URLSearchParams): SearchPageView {
  const input = searchParamsInput(params);
  const keyword = v.safeParse(searchKeyword, one(input.keyword));
  const category = v.safeParse(v.picklist(searchCategories), one(input.category));
  const pageNo = v.safeParse(pageQuery, one(input.pageNo));
  const onTab = category.success ? category.output : undefined;
  return {
    keyword: keyword.success ? keyword.output : '',
    category: onTab,
    pageNo: onTab && pageNo.success ? pageNo.output : 1,
    tooLong: !keyword.success,
  };
}

/** The canonical query string of a view ('' for the empty search page). */
export function searchPageSearch(view: Pick<SearchPageView, 'keyword' | 'category' | 'pageNo'>): string {
  const parts: string[] = [];
  if (view.keyword) parts.push(`keyword=${encodeQueryValue(view.keyword)}`);
  if (view.category) parts.push(`category=${view.category}`);
  if (view.category && view.pageNo > 1) parts.push(`pageNo=${view.pageNo}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

// each tab's label, as the kinds declare it (core/kinds/)
const categoryNameKeys = new Map<SearchCategory, MessageKey>(
  Object.values(kindDeclarations).map((kind: KindDeclaration) => [kind.search.category as SearchCategory, kind.search.nameKey]),
);

/** The message key of a category's name: its tab, its group on All, its results' label. */
export const categoryNameKey = (category: SearchCategory): MessageKey => categoryNameKeys.get(category)!;

const koreanOnly = (path: string) => screenOf(path.split('?')[0] ?? path)?.koreanOnly === true;

/** Where a result opens for a reader of `lang`: its page in that language, or the Korean page when only that exists (the partner FAQ). */
export function resultHref(path: string, lang: Lang): string {
  return koreanOnly(path) ? path : localizePath(path, lang);
}

/**
 * What a result link pings as it is followed (its `ping` attribute, with `&path=` and the result's path
 * added): the search log counts the result opened from `keyword` (edge-api/src/lib/search-log.ts).
 */
export const openedPingOf = (keyword: string): string => `/api/public/searching/opened?keyword=${encodeQueryValue(keyword)}`;

/** The ping of one result: `openedPingOf`'s, and the result's path (the search's, without the language). */
export const resultPing = (ping: string, path: string): string => `${ping}&path=${encodeQueryValue(path)}`;

/** What the load-more script puts before a category's result paths: '' for Korean or for a category whose pages are Korean only. */
export function resultLinkPrefix(category: SearchCategory, lang: Lang): string {
  const korean = kindsOfSearchCategory(category).every((kind) => koreanOnly(contentKinds[kind].detailRoute));
  return korean ? '' : localizePath('/', lang).replace(/\/$/, '');
}

/**
 * A count of results as the page writes it: `1,234`, or `200+` when more match than a search reads
 * (SearchGroup's `more`: the total is then a lower bound).
 */
export const formatTotal = (total: number, more: boolean | undefined, lang: Lang): string => `${formatCount(total, lang)}${more ? '+' : ''}`;
