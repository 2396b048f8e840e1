// The id of an index entry, which is also its rowid in search_fts: the category in the high bits, then the
// row's id, its kind and its language. A category's entries are then one range of rowids, newest rows at
// its top, so a search reads a category's newest matches without reading the others' (decision 026).
import { sql, type SQL } from 'drizzle-orm';
import { contentKinds, kindNumber, type ContentKindName } from '#core/content-kinds.ts';
import { searchCategories, searchTabOf, type SearchCategory } from '#core/search/types.ts';
import { integerLiteral } from '../d1-sql.ts';
import type { SearchLang } from './documents.ts';

/** 2^40: the span of one category's rowids (row ids up to 2^31, times ROW_SPAN for the kind and the language). */
const CATEGORY_SPAN = 2 ** 40;
/** The rowids of one row: 16 kinds (KIND_SPAN each) times its two languages. */
const ROW_SPAN = 32;
const KIND_SPAN = 2;

// both numbers are declared by the kinds (core/kinds/) and never change, so stored rowids stay valid
const categoryNumber = searchTabOf;

/** The entry of a row in one language: the row's id times ROW_SPAN, the kind's place (under 16) times KIND_SPAN, the language's bit. */
export function searchRowid(kind: ContentKindName, refId: number, lang: SearchLang): number {
  return categoryNumber(contentKinds[kind].searchCategory) * CATEGORY_SPAN + refId * ROW_SPAN + kindNumber(kind) * KIND_SPAN + (lang === 'en' ? 1 : 0);
}

/**
 * In SQL over search_fts: the row id of an entry of `kind`, and whether an entry is one of that kind (the
 * arithmetic of searchRowid backwards), so a list's filter reads ids from the index without its entries.
 */
export function kindRowidSql(kind: ContentKindName): { refId: SQL; isKind: SQL } {
  const [first] = categoryRowids(contentKinds[kind].searchCategory);
  const offset = sql`(rowid - ${integerLiteral(first)})`;
  return {
    refId: sql`${offset} / ${integerLiteral(ROW_SPAN)}`,
    isKind: sql`(${offset} / ${integerLiteral(KIND_SPAN)}) % ${integerLiteral(ROW_SPAN / KIND_SPAN)} = ${integerLiteral(kindNumber(kind))}`,
  };
}

/** The rowids of a category's entries, first and last. */
export function categoryRowids(category: SearchCategory): [number, number] {
  const start = categoryNumber(category) * CATEGORY_SPAN;
  return [start, start + CATEGORY_SPAN - 1];
}

/** The category of an entry's rowid (`rowid / 2^40` in SQL). */
export const categoryOfRowid = (rowid: number): SearchCategory =>
  searchCategories.find((category) => categoryNumber(category) === Math.floor(rowid / CATEGORY_SPAN))!;

export { CATEGORY_SPAN };
