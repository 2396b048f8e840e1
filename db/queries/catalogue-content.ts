// What every catalogued kind of content shares (models and stories now, the kinds to come later): live rows
// filtered by a keyword through the search index and by industry and algorithm codes, newest first, a page at
// a time, each row made into its item with its relations. A kind declares its table, its texts and facets,
// and how a row becomes an item (db/queries/pre-built-model.ts, success-story.ts).
//
// Lists stay fast at any size (decision 012): a filter's matching ids, in list order, are read once and
// kept in the read cache until the kind's next write, so its count is their number and any page, late
// ones included, is a slice of them; only that page's rows are then read by id. Pages and items are cached
// too, and forgotten by every write of the kind (`forgetReads`), the view counters' flush included.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentKindName } from '#core/content-kinds.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import { cachedRead, readCacheOf, type ReadTopic } from '../cache/read-cache.ts';
import type { Db } from '../client.ts';
import type { OwnedTable } from '../kinds/types.ts';
import { pendingWrites, rowKey } from '../write-buffer.ts';
import { hasAnyKey, keysOfCodes, type Facet } from './catalogue-filter.ts';
import { cardCondition, movesWithViews, orderKey, orderOf, type ModelListColumns, type ModelListOrder } from './model-list-order.ts';
import { pageRows } from './page-rows.ts';
import { keywordMatches } from './search/list-keyword.ts';

export type CatalogueFilter = ModelListOrder & {
  page: number;
  pageSize: number;
  /** Its words matched through the search index in any of the kind's texts, in either language. */
  keyword?: string | undefined;
  /** Industry codes (CON, FIN…): an item matches when it has any of them. */
  industries?: readonly string[] | undefined;
  /** Algorithm codes (CNN, XGB…): an item matches when it has any of them. */
  algorithms?: readonly string[] | undefined;
};

export type CatalogueKind<Row, Item> = OwnedTable & {
  /** The kind's name in core/content-kinds.ts: the topic its cached reads are forgotten by. */
  name: ContentKindName;
  /** The rows' id column; its property is `id`. */
  id: AnySQLiteColumn;
  /** When an item was registered: the list's order, newest first. */
  insDtm: AnySQLiteColumn;
  facets: { industries: Facet; algorithms: Facet };
  /** A model kind's columns its list also sorts and filters by (the card's); without them the filter's `sort` and `card` are ignored. */
  model?: ModelListColumns;
  /** The items of rows, with their codes, files and other relations, in the rows' order. */
  withRelations: (db: Db, rows: Row[]) => Promise<Item[]>;
  /** Other topics its items and pages show (a story shows the models it used): their writes forget them too. */
  shows?: readonly ReadTopic[];
};

/** The topics a kind's pages and items are forgotten by. */
const itemTopics = <Row, Item>(kind: CatalogueKind<Row, Item>): ReadTopic[] => [kind.name, viewsTopic(kind.name), ...(kind.shows ?? [])];

/** The topic of a kind's view counters: their flush refreshes items and pages, not the lists' ids. */
export const viewsTopic = (kind: ContentKindName): ReadTopic => `${kind}:views`;

async function whereOf<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, filter: Omit<CatalogueFilter, 'page' | 'pageSize'>): Promise<SQL | undefined> {
  const keyword = filter.keyword?.trim();
  const facet = async (which: 'industries' | 'algorithms') => {
    const codes = filter[which];
    return codes?.length ? hasAnyKey(db, kind.facets[which], kind.id, await keysOfCodes(db, kind.facets[which], codes)) : undefined;
  };
  const [industries, algorithms] = await Promise.all([facet('industries'), facet('algorithms')]);
  return and(kind.live, await keywordMatches(db, kind.name, kind.id, keyword), industries, algorithms, cardCondition(kind.model, filter.card));
}

/**
 * Whether one live item matches a filter, by the list's own rule: a watched filter hears of a new item that the
 * list would show under it (decision 047).
 */
export async function catalogueItemMatches<Row, Item>(
  db: Db,
  kind: CatalogueKind<Row, Item>,
  id: number,
  filter: Omit<CatalogueFilter, 'page' | 'pageSize'>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: kind.id })
    .from(kind.table)
    .where(and(eq(kind.id, id), await whereOf(db, kind, filter)))
    .limit(1);
  return row !== undefined;
}

/** One key per filter and order, whatever the order of its codes. */
function filterKey<Row, Item>(kind: CatalogueKind<Row, Item>, filter: Omit<CatalogueFilter, 'page' | 'pageSize'>): string {
  const codes = (list: readonly string[] | undefined) => [...new Set(list ?? [])].sort().join(',');
  return JSON.stringify([filter.keyword?.trim() ?? '', codes(filter.industries), codes(filter.algorithms)]) + orderKey(kind.model, filter);
}

/**
 * The ids of every live item matching the filter, in the list's order, from the cache until the kind's next
 * write (and, for the most viewed first, until the view counters' next flush: their order moves with them).
 */
function matchingIds<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, filter: Omit<CatalogueFilter, 'page' | 'pageSize'>): Promise<Int32Array> {
  const topics = movesWithViews(kind.model, filter) ? [kind.name, viewsTopic(kind.name)] : [kind.name];
  return cachedRead(db, topics, `${kind.name}:ids:${filterKey(kind, filter)}`, async () => {
    const rows = (await db
      .select({ id: kind.id })
      .from(kind.table)
      .where(await whereOf(db, kind, filter))
      .orderBy(...orderOf(kind.model, kind, filter))) as { id: number }[];
    return Int32Array.from(rows, (row) => row.id);
  });
}

/** The rows of these ids, in the ids' order (one bound parameter, whatever the page size: D1 allows 100). */
async function rowsByIds<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  // the kind's table gives its own row type; the shared query sees the table only as a table
  const rows = (await db
    .select()
    .from(kind.table)
    .where(and(sql`${kind.id} in (select value from json_each(${JSON.stringify(ids)}))`, kind.live))) as (Row & { id: number })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of ids and the number of matches, straight from the database: where nothing is cached (the Worker). */
async function pageOfIdsUncached<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, filter: CatalogueFilter): Promise<{ ids: number[]; total: number }> {
  const where = await whereOf(db, kind, filter);
  const ordered = db
    .select({ id: kind.id })
    .from(kind.table)
    .where(where)
    .orderBy(...orderOf(kind.model, kind, filter))
    .$dynamic();
  const [[totalRow], rows] = await Promise.all([
    db.select({ n: count() }).from(kind.table).where(where),
    pageRows(ordered, filter) as Promise<{ id: number }[]>,
  ]);
  return { ids: rows.map((row) => row.id), total: totalRow?.n ?? 0 };
}

/** One page of ids, a slice of the filter's cached ids, and the number of matches. */
async function pageOfIds<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, filter: CatalogueFilter): Promise<{ ids: number[]; total: number }> {
  if (!readCacheOf(db).enabled) return pageOfIdsUncached(db, kind, filter);
  const all = await matchingIds(db, kind, filter);
  const start = (filter.page - 1) * filter.pageSize;
  return { ids: start < all.length ? Array.from(all.subarray(start, start + filter.pageSize)) : [], total: all.length };
}

/** Live items, newest first (or in the model list's order), one page at a time. */
export function listCatalogue<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, filter: CatalogueFilter): Promise<Page<Item>> {
  const key = `${kind.name}:page:${filterKey(kind, filter)}:${filter.page}:${filter.pageSize}`;
  return cachedRead(db, itemTopics(kind), key, async () => {
    const { ids, total } = await pageOfIds(db, kind, filter);
    const rows = await rowsByIds(db, kind, ids);
    return pageOf(await kind.withRelations(db, rows), total, filter.page, filter.pageSize);
  });
}

/**
 * One live item with its relations, or null when it does not exist or was deleted. Its view count adds
 * the views still waiting to be written (db/queries/content-usage.ts), so it is exact without turning each
 * view of a popular page into a write of its own.
 */
export async function getCatalogueItem<Row, Item extends { view: number }>(db: Db, kind: CatalogueKind<Row, Item>, id: number): Promise<Item | null> {
  const [item, waiting] = await Promise.all([
    cachedRead(db, itemTopics(kind), `${kind.name}:item:${id}`, async () => {
      const rows = (await db
        .select()
        .from(kind.table)
        .where(and(eq(kind.id, id), kind.live))
        .limit(1)) as Row[];
      const [found] = await kind.withRelations(db, rows);
      return found ?? null;
    }),
    pendingWrites(db, rowKey(kind.table, id)),
  ]);
  // the cached item is shared: a copy carries the waiting views
  return item && waiting > 0 ? { ...item, view: item.view + waiting } : item;
}
