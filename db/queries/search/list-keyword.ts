// A list's keyword filter through the search index (issue 15): the rows of a kind whose indexed text holds
// the keyword's words (Korean by its bigrams, other words by the words they begin), instead of a substring
// scan of every row. The lists of the catalogue, the FAQ, the forum, knowledge sharing, the videos and the
// partner area use it.
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentKindName } from '#core/content-kinds.ts';
import type { Db } from '../../client.ts';
import { containsKeyword } from '../catalogue-filter.ts';
import { refIdsMatching, type SearchField } from './search.ts';

/**
 * `id in (the kind's rows matching the keyword)`; undefined without a keyword; nothing at all when the
 * keyword has no word to search (`%`, `"`): it names nothing a row could hold.
 */
export async function keywordMatches(
  db: Db,
  kind: ContentKindName,
  id: AnySQLiteColumn,
  keyword: string | undefined,
  field: SearchField = 'all',
): Promise<SQL | undefined> {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  const ids = await refIdsMatching(db, kind, trimmed, field);
  return ids ? sql`${id} in ${ids}` : sql`0`;
}

/**
 * Where a list's search condition looks: a field of the kind's search entry, or columns matched literally
 * (for what the index does not hold apart: a writer's name, one field of a body).
 */
export type KeywordPlace = SearchField | readonly Column[];

/** The keyword in a search condition's place: through the index, or literally in its columns. */
export async function keywordIn(
  db: Db,
  kind: ContentKindName,
  id: AnySQLiteColumn,
  keyword: string | undefined,
  place: KeywordPlace,
): Promise<SQL | undefined> {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  return typeof place === 'string' ? keywordMatches(db, kind, id, trimmed, place) : containsKeyword(place, trimmed);
}
