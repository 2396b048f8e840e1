// The request half of the model and story lists (portal spec §2, §9): read the filters from the URL,
// send a non-canonical URL or a page past the end to the canonical one, and load one page of 9.
import { MODEL_PAGE_SIZE } from '#core/constants.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { CodeItem } from '#core/schemas/catalogue.ts';
import type { Page } from '#core/schemas/common.ts';
import type { Db } from '#db/client.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import type { ModelListOrder } from '#db/queries/model-list-order.ts';
import { modelListSearch, parseModelListQuery, type ModelListQuery } from '../lib/model-list-query.ts';
import { localizePath } from '../lib/urls.ts';

type Filter = { page: number; pageSize: number; keyword: string | undefined; industries: string[]; algorithms: string[] } & ModelListOrder;

export type CatalogueList<T> = {
  listPath: string;
  query: ModelListQuery;
  search: string;
  result: Page<T>;
  industries: CodeItem[];
  algorithms: CodeItem[];
};

/**
 * One page of a catalogue list, or the URL to redirect to instead. A model list (`model`) also takes its
 * order and card filters from the URL, a title order being by the page language's titles.
 */
export async function loadCatalogueList<T>(
  db: Db,
  url: URL,
  lang: Lang,
  path: string,
  list: (db: Db, filter: Filter) => Promise<Page<T>>,
  options: { model?: boolean } = {},
): Promise<{ redirect: string } | CatalogueList<T>> {
  const listPath = localizePath(path, lang);
  const [industries, algorithms] = await Promise.all([listIndustries(db), listAlgorithms(db)]);
  const query = parseModelListQuery(url.searchParams, { industries, algorithms }, options);
  // one URL per view: the form's repeated parameters (industries=FIN&industries=MAN), empty fields and
  // invalid values are redirected to the canonical form (industries=FIN,MAN)
  const search = modelListSearch(query);
  if (url.search !== search) return { redirect: listPath + search };
  const result = await list(db, {
    page: query.page,
    pageSize: MODEL_PAGE_SIZE,
    keyword: query.keyword,
    industries: query.industries,
    algorithms: query.algorithms,
    ...(query.model && { sort: query.model.sort, lang, card: query.model }),
  });
  // past the last page (a stale link): the last page of these filters
  if (query.page > result.totalPages) return { redirect: listPath + modelListSearch({ ...query, page: result.totalPages }) };
  return { listPath, query, search, result, industries, algorithms };
}
