// What the pre-built model and success story lists share: a literal keyword match over several text
// columns, and "has any of these industry/algorithm codes" through a link table's key index.
import { inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { CodeItem } from '#core/schemas/catalogue.ts';
import { schema, type Db } from '../client.ts';
import { listAlgorithms, listIndustries } from './catalogue.ts';

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

/** A link table to the industry catalogue, keyed by owner (`ownerId` is its owner column). */
export const industryFacet = (link: SQLiteTable & { industryKey: AnySQLiteColumn }, ownerId: AnySQLiteColumn): Facet => ({
  link,
  ownerId,
  key: link.industryKey,
  catalogue: schema.industry,
});

/** A link table to the algorithm catalogue, keyed by owner (`ownerId` is its owner column). */
export const algorithmFacet = (link: SQLiteTable & { algorithmKey: AnySQLiteColumn }, ownerId: AnySQLiteColumn): Facet => ({
  link,
  ownerId,
  key: link.algorithmKey,
  catalogue: schema.algorithm,
});

/** The catalogue keys of these codes through a facet's (cached) catalogue; unknown codes have none. */
export async function keysOfCodes(db: Db, facet: Facet, codes: readonly string[]): Promise<number[]> {
  const items = await (facet.catalogue === schema.industry ? listIndustries(db) : listAlgorithms(db));
  const wanted = new Set(codes);
  return items.filter((item) => wanted.has(item.code)).map((item) => item.key);
}

/**
 * The content row (its id column `owner`) links to at least one of these catalogue keys: the ids come
 * from the link table's key index, so the cost grows with the matches, not with the table.
 */
export function hasAnyKey(db: Db, facet: Facet, owner: AnySQLiteColumn, keys: readonly number[]): SQL {
  if (keys.length === 0) return sql`0`;
  return inArray(
    owner,
    db
      .select({ id: facet.ownerId })
      .from(facet.link)
      .where(inArray(facet.key, [...keys])),
  );
}

/** The catalogue codes of each owner through a facet, in the catalogue's order (the codes come from the cached catalogue). */
export async function codesOf(db: Db, facet: Facet, ownerIds: readonly number[]): Promise<Map<number, CodeItem[]>> {
  const [items, links] = await Promise.all([
    facet.catalogue === schema.industry ? listIndustries(db) : listAlgorithms(db),
    db
      .select({ ownerId: facet.ownerId, key: facet.key })
      .from(facet.link)
      .where(inArray(facet.ownerId, [...ownerIds])) as Promise<{ ownerId: number; key: number }[]>,
  ]);
  const keysOf = new Map<number, Set<number>>();
  for (const { ownerId, key } of links) keysOf.set(ownerId, (keysOf.get(ownerId) ?? new Set()).add(key));
  const byOwner = new Map<number, CodeItem[]>();
  for (const [ownerId, keys] of keysOf)
    byOwner.set(
      ownerId,
      items.filter((item) => keys.has(item.key)),
    );
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
