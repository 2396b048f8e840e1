// The request half of the knowledge-sharing lists (portal spec §3, §9): the filters from the URL (keyword
// and what it searches, industries, and for models algorithms, the card's codes and the order), one page of 10, and the URL to send the
// reader to instead when the address is not the list's canonical one (a page past the end, unknown codes).
import type { AstroGlobal } from 'astro';
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { CodeItem } from '#core/schemas/catalogue.ts';
import type { Page } from '#core/schemas/common.ts';
import { knowledgeListQuery, type KnowledgeType } from '#core/schemas/knowledge-sharing.ts';
import { modelCardCodeFields } from '#core/schemas/model-card.ts';
import type { Db } from '#db/client.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import { listKnowledgeDataSets, listKnowledgeModels } from '#db/queries/knowledge-sharing.ts';
import { PUBLIC_PAGE_CACHE } from '../lib/cache.ts';
import type { ModelListExtras } from '../lib/model-list-query.ts';
import { langFromLocaleParam, notFound } from '../lib/page-lang.ts';
import { paths } from '../lib/routes.ts';
import { localizePath } from '../lib/urls.ts';

export type KnowledgeListState = {
  keyword: string | undefined;
  searchCondition: string;
  industries: string[];
  algorithms: string[];
  /** The shared models' card filters and order (issue 35); data sets have none. */
  model?: ModelListExtras | undefined;
  page: number;
};

export type KnowledgeList<Item> = {
  type: KnowledgeType;
  listPath: string;
  state: KnowledgeListState;
  search: string;
  result: Page<Item>;
  industries: CodeItem[];
  algorithms: CodeItem[];
};

/** The canonical query of a list view: only what differs from the defaults, codes comma-separated. */
export function knowledgeListSearch(state: KnowledgeListState): string {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.keyword && state.searchCondition !== 'all') params.set('searchCondition', state.searchCondition);
  if (state.industries.length > 0) params.set('industries', state.industries.join(','));
  if (state.algorithms.length > 0) params.set('algorithms', state.algorithms.join(','));
  for (const field of modelCardCodeFields) if (state.model?.[field]) params.set(field, state.model[field]);
  if (state.model && state.model.sort !== 'newest') params.set('sort', state.model.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const modelExtrasOf = ({ sort, task, framework, licence, inputType }: ModelListExtras): ModelListExtras => ({ sort, task, framework, licence, inputType });

export type Loaded<T extends KnowledgeType> = T extends 'model'
  ? Awaited<ReturnType<typeof listKnowledgeModels>>['items'][number]
  : Awaited<ReturnType<typeof listKnowledgeDataSets>>['items'][number];

/** One page of a knowledge-sharing list, or the URL to redirect to instead. */
export async function loadKnowledgeList<T extends KnowledgeType>(
  db: Db,
  url: URL,
  lang: Lang,
  type: T,
): Promise<{ redirect: string } | KnowledgeList<Loaded<T>>> {
  const listPath = localizePath(type === 'model' ? paths.knowledgeModelList : paths.knowledgeDataSetList, lang);
  const [industries, algorithms] = await Promise.all([listIndustries(db), listAlgorithms(db)]);
  const raw = Object.fromEntries([...url.searchParams.keys()].map((key) => [key, url.searchParams.getAll(key).join(',')]));
  const parsed = v.safeParse(knowledgeListQuery, { ...raw, type });
  // an address the list cannot read (a condition of the other list, a broken page number) shows the list itself
  if (!parsed.success) return { redirect: listPath };
  const known = (codes: readonly string[] | undefined, items: readonly CodeItem[]) =>
    [...new Set(codes ?? [])].filter((code) => items.some((item) => item.code === code)).sort();
  const state: KnowledgeListState = {
    keyword: parsed.output.keyword,
    searchCondition: parsed.output.searchCondition,
    industries: known(parsed.output.industries, industries),
    algorithms: type === 'model' ? known(parsed.output.algorithms, algorithms) : [],
    ...(type === 'model' && { model: modelExtrasOf(parsed.output) }),
    page: parsed.output.page,
  };
  const search = knowledgeListSearch(state);
  if (url.search !== search) return { redirect: listPath + search };
  const filter = { ...state, pageSize: LIST_PAGE_SIZE, searchCondition: state.searchCondition as 'all', sort: state.model?.sort, card: state.model };
  const result = (type === 'model' ? await listKnowledgeModels(db, filter) : await listKnowledgeDataSets(db, filter)) as Page<Loaded<T>>;
  if (state.page > result.totalPages) return { redirect: listPath + knowledgeListSearch({ ...state, page: result.totalPages }) };
  return { type, listPath, state, search, result, industries, algorithms };
}

/**
 * What a list page renders: its language and one page of the list, or the answer to return instead
 * (not found for an unknown prefix, a redirect to the canonical address). The list is the same for every
 * visitor, so it may be kept by shared caches.
 */
export async function loadKnowledgeListPage<T extends KnowledgeType>(
  astro: AstroGlobal,
  type: T,
): Promise<{ lang: Lang; list: KnowledgeList<Loaded<T>> } | Response> {
  const lang = langFromLocaleParam(astro.params.locale);
  if (!lang) return notFound();
  const list = await loadKnowledgeList(astro.locals.deps.db, astro.url, lang, type);
  if ('redirect' in list) return astro.redirect(list.redirect, 302);
  astro.response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  return { lang, list };
}
