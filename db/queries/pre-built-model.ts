import type { Page } from '#core/schemas/common.ts';
import type { PreBuiltModelItem } from '#core/schemas/pre-built-model.ts';
import type { ModelFilter } from '#core/schemas/watch.ts';
import { schema, type Db } from '../client.ts';
import { dbKind } from '../kinds/pre-built-model.ts';
import { listAttachmentsOf } from './attachment.ts';
import { catalogueItemMatches, getCatalogueItem, listCatalogue, type CatalogueFilter, type CatalogueKind } from './catalogue-content.ts';
import { algorithmFacet, codesOf, facetFields, industryFacet } from './catalogue-filter.ts';
import { cardOf } from './model-card.ts';

type ModelRow = typeof schema.preBuiltModel.$inferSelect;

/** How a model links to each catalogue it is filtered by. */
const facets = {
  industries: industryFacet(schema.preBuiltModelIndustry, schema.preBuiltModelIndustry.modelId),
  algorithms: algorithmFacet(schema.preBuiltModelAlgorithm, schema.preBuiltModelAlgorithm.modelId),
};

/** Models as a catalogued kind: published (delYn N), found by their title, benefit and overview. */
export const preBuiltModelKind: CatalogueKind<ModelRow, PreBuiltModelItem> = {
  name: 'PRE_BUILT_MODEL',
  ...dbKind.owned,
  facets,
  model: {
    view: schema.preBuiltModel.view,
    title: { ko: schema.preBuiltModel.titleKr, en: schema.preBuiltModel.titleEn },
    card: {
      task: schema.preBuiltModel.task,
      framework: schema.preBuiltModel.framework,
      licence: schema.preBuiltModel.licence,
      inputType: schema.preBuiltModel.inputType,
    },
  },
  withRelations: (db, rows) => withRelations(db, rows),
};

/** Published models, newest first (or most viewed, or by the reader's title), one page at a time. */
export const listPreBuiltModels = (db: Db, filter: CatalogueFilter): Promise<Page<PreBuiltModelItem>> => listCatalogue(db, preBuiltModelKind, filter);

/** One published model with its codes and attachments, or null when it does not exist or was deleted. */
export const getPreBuiltModel = (db: Db, id: number): Promise<PreBuiltModelItem | null> => getCatalogueItem(db, preBuiltModelKind, id);

/** Whether a published model matches a saved filter of the list (a watched filter: decision 047). */
export const preBuiltModelMatches = (db: Db, id: number, filter: ModelFilter): Promise<boolean> =>
  catalogueItemMatches(db, preBuiltModelKind, id, { keyword: filter.keyword || undefined, industries: filter.industries, algorithms: filter.algorithms });

async function withRelations(db: Db, rows: ModelRow[]): Promise<PreBuiltModelItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [industriesOf, algorithmsOf, attachments] = await Promise.all([
    codesOf(db, facets.industries, ids),
    codesOf(db, facets.algorithms, ids),
    listAttachmentsOf(db, 'PRE_BUILT_MODEL', ids),
  ]);
  return rows.map((row) => {
    const industries = industriesOf.get(row.id) ?? [];
    const algorithms = algorithmsOf.get(row.id) ?? [];
    return {
      id: row.id,
      titleKr: row.titleKr,
      titleEn: row.titleEn,
      benefitKr: row.benefitKr,
      benefitEn: row.benefitEn,
      overviewKr: row.overviewKr,
      overviewEn: row.overviewEn,
      painPointKr: row.painPointKr,
      painPointEn: row.painPointEn,
      advantageKr: row.advantageKr,
      advantageEn: row.advantageEn,
      valuePointKr: row.valuePointKr,
      valuePointEn: row.valuePointEn,
      howToUseType: row.howToUseType,
      howToUseContent: row.howToUseContent,
      view: row.view,
      delYn: row.delYn,
      insDtm: row.insDtm,
      insByUserName: row.insByUserName,
      updByUserName: row.updByUserName,
      ...facetFields(industries, algorithms),
      card: cardOf(row),
      attachments: attachments.get(row.id) ?? [],
    };
  });
}
