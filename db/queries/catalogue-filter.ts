// What the pre-built model and success story lists share: a literal keyword match over several text
// columns, and "has any of these industry/algorithm codes" through a link table.
import { and, eq, exists, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { CodeItem } from '#core/schemas/catalogue.ts';
import type { Db, schema } from '../client.ts';

/** Escapes LIKE wildcards so a keyword is matched literally. */
export function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Any of the columns contains the keyword, wildcards taken literally. */
export function containsKeyword(columns: readonly Column[], keyword: string): SQL | undefined {
  const pattern = containing(keyword);
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`));
}

/** How content links to a catalogue it is filtered by: the link table, its owner and catalogue key columns. */
export type Facet = { link: SQLiteTable; ownerId: AnySQLiteColumn; key: AnySQLiteColumn; catalogue: typeof schema.industry | typeof schema.algorithm };

/** The content row (its id column `owner`) has at least one of these catalogue codes. */
export function hasAnyCode(db: Db, facet: Facet, owner: AnySQLiteColumn, codes: readonly string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(facet.link)
      .innerJoin(facet.catalogue, eq(facet.catalogue.key, facet.key))
      .where(and(eq(facet.ownerId, owner), inArray(facet.catalogue.code, [...codes]))),
  );
}

/** The catalogue codes of each owner through a facet, in the catalogue's order. */
export async function codesOf(db: Db, facet: Facet, ownerIds: readonly number[]): Promise<Map<number, CodeItem[]>> {
  const { catalogue } = facet;
  const links = (await db
    .select({ ownerId: facet.ownerId, key: catalogue.key, code: catalogue.code, nameKr: catalogue.nameKr, nameEn: catalogue.nameEn })
    .from(facet.link)
    .innerJoin(catalogue, eq(catalogue.key, facet.key))
    .where(inArray(facet.ownerId, [...ownerIds]))
    .orderBy(catalogue.sortOrder)) as (CodeItem & { ownerId: number })[];
  const byOwner = new Map<number, CodeItem[]>();
  for (const { ownerId, ...item } of links) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), item]);
  return byOwner;
}

/** An item's industries and algorithms, with the spec's comma-separated code lists kept for existing clients. */
export function facetFields(industries: CodeItem[], algorithms: CodeItem[]) {
  return {
    industryCd: industries.map((item) => item.code).join(','),
    algorithmCd: algorithms.map((item) => item.code).join(','),
    industries,
    algorithms,
  };
}
