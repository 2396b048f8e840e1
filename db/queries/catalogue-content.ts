// What every catalogued kind of content shares (models and stories now, the kinds to come later): live rows
// filtered by a literal keyword over its texts and by industry and algorithm codes, newest first, a page at
// a time, each row made into its item with its relations. A kind declares its table, its texts and facets,
// and how a row becomes an item (db/queries/pre-built-model.ts, success-story.ts).
import { and, count, desc, eq, type Column, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { Db } from '../client.ts';
import { containsKeyword, hasAnyCode, type Facet } from './catalogue-filter.ts';
import type { OwnedTable } from './owned-content.ts';

export type CatalogueFilter = {
  page: number;
  pageSize: number;
  /** Matched literally in any of the kind's keyword texts, in either language. */
  keyword?: string | undefined;
  /** Industry codes (CON, FIN…): an item matches when it has any of them. */
  industries?: readonly string[] | undefined;
  /** Algorithm codes (CNN, XGB…): an item matches when it has any of them. */
  algorithms?: readonly string[] | undefined;
};

export type CatalogueKind<Row, Item> = OwnedTable & {
  id: AnySQLiteColumn;
  /** When an item was registered: the list's order, newest first. */
  insDtm: AnySQLiteColumn;
  keywordColumns: readonly Column[];
  facets: { industries: Facet; algorithms: Facet };
  /** The items of rows, with their codes, files and other relations, in the rows' order. */
  withRelations: (db: Db, rows: Row[]) => Promise<Item[]>;
};

function whereOf<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, filter: Omit<CatalogueFilter, 'page' | 'pageSize'>): SQL | undefined {
  const keyword = filter.keyword?.trim();
  return and(
    kind.live,
    keyword ? containsKeyword(kind.keywordColumns, keyword) : undefined,
    filter.industries?.length ? hasAnyCode(db, kind.facets.industries, kind.id, filter.industries) : undefined,
    filter.algorithms?.length ? hasAnyCode(db, kind.facets.algorithms, kind.id, filter.algorithms) : undefined,
  );
}

/** Live items, newest first, one page at a time. */
export async function listCatalogue<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, filter: CatalogueFilter): Promise<Page<Item>> {
  const where = whereOf(db, kind, filter);
  const [totalRow] = await db.select({ n: count() }).from(kind.table).where(where);
  // the kind's table gives its own row type; the shared query sees the table only as a table
  const rows = (await db
    .select()
    .from(kind.table)
    .where(where)
    .orderBy(desc(kind.insDtm), desc(kind.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)) as Row[];
  return pageOf(await kind.withRelations(db, rows), totalRow?.n ?? 0, filter.page, filter.pageSize);
}

/** One live item with its relations, or null when it does not exist or was deleted. */
export async function getCatalogueItem<Row, Item>(db: Db, kind: CatalogueKind<Row, Item>, id: number): Promise<Item | null> {
  const rows = (await db
    .select()
    .from(kind.table)
    .where(and(eq(kind.id, id), kind.live))
    .limit(1)) as Row[];
  const [item] = await kind.withRelations(db, rows);
  return item ?? null;
}
