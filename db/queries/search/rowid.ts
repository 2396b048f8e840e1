// The id of an index entry, which is also its rowid in search_fts: the category in the high bits, then the
// row's id, its kind and its language. A category's entries are then one range of rowids, newest rows at
// its top, so a search reads a category's newest matches without reading the others' (decision 026).
import { contentKindNames, contentKinds, type ContentKindName } from '#core/content-kinds.ts';
import { searchCategories, type SearchCategory } from '#core/search/types.ts';
import type { SearchLang } from './documents.ts';

/** 2^40: the span of one category's rowids (row ids up to 2^31, times 32 for the kind and the language). */
const CATEGORY_SPAN = 2 ** 40;

const categoryNumber = (category: SearchCategory) => searchCategories.indexOf(category) + 1;

/** The entry of a row in one language: the row's id times 32, the kind's place (under 16) times 2, the language's bit. */
export function searchRowid(kind: ContentKindName, refId: number, lang: SearchLang): number {
  return categoryNumber(contentKinds[kind].searchCategory) * CATEGORY_SPAN + refId * 32 + contentKindNames.indexOf(kind) * 2 + (lang === 'en' ? 1 : 0);
}

/** The rowids of a category's entries, first and last. */
export function categoryRowids(category: SearchCategory): [number, number] {
  const start = categoryNumber(category) * CATEGORY_SPAN;
  return [start, start + CATEGORY_SPAN - 1];
}

/** The category of an entry's rowid (`rowid / 2^40` in SQL). */
export const categoryOfRowid = (rowid: number): SearchCategory => searchCategories[Math.floor(rowid / CATEGORY_SPAN) - 1]!;

export { CATEGORY_SPAN };
