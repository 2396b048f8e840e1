// The request half of /community/forecast-item (decision 020): each forecast item with the names of its
// industries and algorithms in the page's language, and how many pre-built models fit it, counted
// through the model list's own filter (read from the read cache, so a published model counts at once).
import type { Lang } from '#core/i18n/locales.ts';
import type { Db } from '#db/client.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import { listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { forecastItemCodes, forecastItemIds, type ForecastItemId } from '../components/forecast-item/items.ts';
import { modelListSearch } from '../lib/model-list-query.ts';
import { paths } from '../lib/routes.ts';
import { localizePath } from '../lib/urls.ts';

export type ForecastItemFacts = {
  id: ForecastItemId;
  industries: string[];
  algorithms: string[];
  /** The pre-built models that have any of its industries and any of its algorithms. */
  modelCount: number;
  /** The model list filtered the same way. */
  modelsHref: string;
};

export async function loadForecastItems(db: Db, lang: Lang): Promise<ForecastItemFacts[]> {
  const [industries, algorithms] = await Promise.all([listIndustries(db), listAlgorithms(db)]);
  const nameOf = (items: readonly { code: string; nameKr: string; nameEn: string }[], code: string) => {
    const item = items.find((entry) => entry.code === code);
    return item ? (lang === 'ko' ? item.nameKr : item.nameEn) : undefined;
  };
  // in the catalogue's order: the model list's canonical URL, so the link does not redirect
  const known = (items: readonly { code: string }[], codes: readonly string[]) => items.filter((item) => codes.includes(item.code)).map((item) => item.code);
  return Promise.all(
    forecastItemIds.map(async (id) => {
      const codes = forecastItemCodes[id];
      const filter = { industries: known(industries, codes.industries), algorithms: known(algorithms, codes.algorithms) };
      const { total } = await listPreBuiltModels(db, { page: 1, pageSize: 1, ...filter });
      return {
        id,
        industries: filter.industries.flatMap((code) => nameOf(industries, code) ?? []),
        algorithms: filter.algorithms.flatMap((code) => nameOf(algorithms, code) ?? []),
        modelCount: total,
        modelsHref: localizePath(paths.preBuiltModelList, lang) + modelListSearch({ page: 1, keyword: undefined, ...filter }),
      };
    }),
  );
}
