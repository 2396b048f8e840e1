// What the kinds' search sources (db/kinds/) share: the reader's filter as SQL over a kind's table, the
// algorithms a row is tagged with, the bilingual kinds' loader and the parts of a document.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { detailPathOf, type ContentKindName } from '#core/content-kinds.ts';
import { schema, type Db } from '../../client.ts';
import { bilingualTexts, bodyOf, type SearchDocument } from './documents.ts';

const refId = schema.searchEntry.refId;

/**
 * `exists (select 1 from table [joins] where table.id = search_entry.ref_id and …)`; `ref` names the row by
 * another column where the rule is read outside the search (a bookmark's `target_id`, decision 045).
 */
export const existsRow = (table: SQLiteTable, id: AnySQLiteColumn, condition: SQL, more: { join?: SQL; ref?: AnySQLiteColumn | SQL | undefined } = {}) =>
  sql`exists (select 1 from ${table}${more.join ?? sql``} where ${id} = ${more.ref ?? refId} and ${condition})`;

export const writtenAt = (row: { insDtm: string; updDtm: string | null }) => row.updDtm ?? row.insDtm;
export const pathOf = (kind: ContentKindName, id: number, product?: string) => detailPathOf(kind, product === undefined ? { id } : { id, product });

type AlgorithmLink = { link: SQLiteTable; ownerId: AnySQLiteColumn; key: AnySQLiteColumn };

/**
 * The codes and names of the algorithms each row is tagged with (a model's `XGB`, `XGBoost`): a language's
 * names with the codes, or both languages' for a row written in one.
 */
export async function withAlgorithms(db: Db, facet: AlgorithmLink, ids: number[]) {
  const a = schema.algorithm;
  const rows = await db
    .select({ ownerId: sql<number>`${facet.ownerId}`, code: a.code, nameKr: a.nameKr, nameEn: a.nameEn })
    .from(facet.link)
    .innerJoin(a, eq(a.key, facet.key))
    .where(inArray(facet.ownerId, ids));
  return (id: number, lang: 'ko' | 'en' | 'both') =>
    rows.filter((row) => row.ownerId === id).flatMap((row) => [row.code, ...(lang === 'en' ? [] : [row.nameKr]), ...(lang === 'ko' ? [] : [row.nameEn])]);
}

export const live = <T extends { isDeleted: AnySQLiteColumn }>(table: T) => eq(table.isDeleted, false);

type BilingualTable = typeof schema.faq | typeof schema.partnerFaq | typeof schema.partnerLibrary;

/** The kinds of a bilingual title and rich content (the FAQs, the partner library). */
export async function loadBilingual(db: Db, kind: ContentKindName, table: BilingualTable, ids: number[]): Promise<SearchDocument[]> {
  const rows = await db.select().from(table).where(inArray(table.id, ids));
  return rows.map((row) => ({
    kind,
    refId: row.id,
    path: pathOf(kind, row.id),
    writtenAt: writtenAt(row),
    texts: bilingualTexts(
      { title: row.titleKr, body: bodyOf([{ text: row.contentKr, rich: true }]) },
      { title: row.titleEn, body: bodyOf([{ text: row.contentEn, rich: true }]) },
    ),
  }));
}

export function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}
