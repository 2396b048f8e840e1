// Reads of shared models and data sets (portal spec §3): live entries, newest first, 10 a page, filtered
// by the model catalogue's industry and algorithm codes as the pre-built models are (catalogue-filter.ts)
// and searched in the columns the spec's search condition names. Pages and items are kept in the read
// cache until the kind's next write (decision 012); a detail's view count adds the views still waiting.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ContentKindName } from '#core/content-kinds.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { DataSetSearchCondition, KnowledgeDataSetItem, KnowledgeModelItem, ModelSearchCondition } from '#core/schemas/knowledge-sharing.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { dbKind as knowledgeDataSet } from '../kinds/knowledge-data-set.ts';
import { dbKind as knowledgeModel } from '../kinds/knowledge-model.ts';
import type { OwnedKind } from '../kinds/types.ts';
import { pendingWrites, rowKey } from '../write-buffer.ts';
import { listAttachmentsOf } from './attachment.ts';
import { viewsTopic } from './catalogue-content.ts';
import { algorithmFacet, codesOf, hasAnyKey, industryFacet, keysOfCodes, type Facet } from './catalogue-filter.ts';
import { cardCondition, orderKey, orderOf, type ModelListColumns, type ModelListOrder } from './model-list-order.ts';
import { pageRows } from './page-rows.ts';
import { keywordIn, type KeywordPlace } from './search/list-keyword.ts';

const m = schema.knowledgeModel;
const d = schema.knowledgeDataSet;

const modelFacets = {
  industries: industryFacet(schema.knowledgeModelIndustry, schema.knowledgeModelIndustry.modelId),
  algorithms: algorithmFacet(schema.knowledgeModelAlgorithm, schema.knowledgeModelAlgorithm.modelId),
};

const dataSetFacets = {
  industries: industryFacet(schema.knowledgeDataSetIndustry, schema.knowledgeDataSetIndustry.dataSetId),
};

/**
 * Where each search condition looks (portal spec §3): the name is the search entry's title; the description,
 * how to run, field and source its body; a writer's name, and a data set's field or source alone, are
 * matched literally. `all` is the whole entry.
 */
type KeywordPlaces<C extends string> = Record<C, KeywordPlace>;
const modelSearch: KeywordPlaces<Exclude<ModelSearchCondition, 'all'>> = { modelName: 'title', writtenBy: [m.insByUserName], content: 'body' };
const dataSetSearch: KeywordPlaces<Exclude<DataSetSearchCondition, 'all'>> = {
  dataSetName: 'title',
  applicationField: [d.applicationField],
  source: [d.source],
};

export type KnowledgeFilter<C extends string> = Omit<ModelListOrder, 'lang'> & {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  searchCondition: C | 'all';
  industries?: readonly string[] | undefined;
  algorithms?: readonly string[] | undefined;
};

type ListSpec<Row, Item, C extends string> = {
  name: ContentKindName;
  kind: OwnedKind;
  search: KeywordPlaces<C>;
  facets: { industries: Facet; algorithms?: Facet };
  /** The shared models' columns their list also sorts and filters by (the card's); data sets have none. */
  model?: ModelListColumns;
  withRelations: (db: Db, rows: Row[]) => Promise<Item[]>;
};

async function whereOf<Row, Item, C extends string>(db: Db, spec: ListSpec<Row, Item, C>, filter: KnowledgeFilter<C>): Promise<SQL | undefined> {
  const keyword = filter.keyword?.trim();
  const facet = async (which: 'industries' | 'algorithms') => {
    const chosen = spec.facets[which];
    const codes = filter[which];
    return chosen && codes?.length ? hasAnyKey(db, chosen, spec.kind.id, await keysOfCodes(db, chosen, codes)) : undefined;
  };
  const [industries, algorithms] = await Promise.all([facet('industries'), facet('algorithms')]);
  const place = filter.searchCondition === 'all' ? 'all' : spec.search[filter.searchCondition];
  return and(spec.kind.live, await keywordIn(db, spec.name, spec.kind.id, keyword, place), industries, algorithms, cardCondition(spec.model, filter.card));
}

/** One key per filter and order (a model's title is its one name, whatever the reader's language). */
function filterKey(model: ModelListColumns | undefined, filter: KnowledgeFilter<string>): string {
  const codes = (list: readonly string[] | undefined) => [...new Set(list ?? [])].sort().join(',');
  return (
    JSON.stringify([filter.keyword?.trim() ?? '', filter.searchCondition, codes(filter.industries), codes(filter.algorithms), filter.page, filter.pageSize]) +
    orderKey(model, filter)
  );
}

/**
 * One page of live entries, newest first (or, for models, most viewed or by name): the page's rows are read
 * with their count, by the index of the order. Pages are forgotten by the view counters' flush already.
 */
function listKnowledge<Row, Item, C extends string>(db: Db, spec: ListSpec<Row, Item, C>, filter: KnowledgeFilter<C>): Promise<Page<Item>> {
  return cachedRead(db, [spec.name, viewsTopic(spec.name)], `${spec.name}:page:${filterKey(spec.model, filter)}`, async () => {
    const where = await whereOf(db, spec, filter);
    const ordered = db
      .select()
      .from(spec.kind.table)
      .where(where)
      .orderBy(...orderOf(spec.model, spec.kind, filter))
      .$dynamic();
    const [[total], rows] = await Promise.all([db.select({ n: count() }).from(spec.kind.table).where(where), pageRows(ordered, filter) as Promise<Row[]>]);
    return pageOf(await spec.withRelations(db, rows), total?.n ?? 0, filter.page, filter.pageSize);
  });
}

/** One live entry with its relations, its view count including the views waiting to be written; null when none. */
async function getKnowledge<Row, Item extends { view: number }, C extends string>(db: Db, spec: ListSpec<Row, Item, C>, id: number): Promise<Item | null> {
  const [item, waiting] = await Promise.all([
    cachedRead(db, [spec.name, viewsTopic(spec.name)], `${spec.name}:item:${id}`, async () => {
      const rows = (await db
        .select()
        .from(spec.kind.table)
        .where(and(eq(spec.kind.id, id), spec.kind.live))
        .limit(1)) as Row[];
      const [found] = await spec.withRelations(db, rows);
      return found ?? null;
    }),
    pendingWrites(db, rowKey(spec.kind.table, id)),
  ]);
  // the cached item is shared: a copy carries the waiting views
  return item && waiting > 0 ? { ...item, view: item.view + waiting } : item;
}

const codes = (items: { code: string }[]) => items.map((item) => item.code).join(',');

const modelSpec: ListSpec<typeof m.$inferSelect, KnowledgeModelItem, Exclude<ModelSearchCondition, 'all'>> = {
  name: 'KNOWLEDGE_MODEL',
  kind: knowledgeModel.owned,
  search: modelSearch,
  facets: modelFacets,
  model: {
    view: m.view,
    title: { ko: m.modelName, en: m.modelName },
    card: { task: m.task, framework: m.framework, licence: m.licence, inputType: m.inputType },
  },
  withRelations: async (db, rows) => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [industriesOf, algorithmsOf, files] = await Promise.all([
      codesOf(db, modelFacets.industries, ids),
      codesOf(db, modelFacets.algorithms, ids),
      listAttachmentsOf(db, 'KNOWLEDGE_MODEL', ids),
    ]);
    return rows.map(({ links, task, framework, licence, inputType, metrics, version, ...row }) => {
      const industries = industriesOf.get(row.id) ?? [];
      const algorithms = algorithmsOf.get(row.id) ?? [];
      return {
        ...row,
        card: { task, framework, licence, inputType, metrics, version },
        addModel: links,
        industryCd: codes(industries),
        algorithmCd: codes(algorithms),
        industries,
        algorithms,
        attachments: files.get(row.id) ?? [],
      };
    });
  },
};

const dataSetSpec: ListSpec<typeof d.$inferSelect, KnowledgeDataSetItem, Exclude<DataSetSearchCondition, 'all'>> = {
  name: 'KNOWLEDGE_DATA_SET',
  kind: knowledgeDataSet.owned,
  search: dataSetSearch,
  facets: dataSetFacets,
  withRelations: async (db, rows) => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [industriesOf, files] = await Promise.all([codesOf(db, dataSetFacets.industries, ids), listAttachmentsOf(db, 'KNOWLEDGE_DATA_SET', ids)]);
    return rows.map(({ links, ...row }) => {
      const industries = industriesOf.get(row.id) ?? [];
      return { ...row, addData: links, industryCd: codes(industries), industries, attachments: files.get(row.id) ?? [] };
    });
  },
};

/** Live shared models, newest first (or most viewed, or by name), one page at a time. */
export const listKnowledgeModels = (db: Db, filter: KnowledgeFilter<Exclude<ModelSearchCondition, 'all'>>): Promise<Page<KnowledgeModelItem>> =>
  listKnowledge(db, modelSpec, filter);

/** Live shared data sets, newest first, one page at a time (industries filter; algorithms do not apply). */
export const listKnowledgeDataSets = (db: Db, filter: KnowledgeFilter<Exclude<DataSetSearchCondition, 'all'>>): Promise<Page<KnowledgeDataSetItem>> =>
  listKnowledge(db, dataSetSpec, filter);

/** One live shared model, or null. */
export const getKnowledgeModel = (db: Db, id: number): Promise<KnowledgeModelItem | null> => getKnowledge(db, modelSpec, id);

/** One live shared data set, or null. */
export const getKnowledgeDataSet = (db: Db, id: number): Promise<KnowledgeDataSetItem | null> => getKnowledge(db, dataSetSpec, id);
