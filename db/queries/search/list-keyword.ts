// A list's keyword filter through the search index (issue 15): the rows of a kind whose indexed text holds
// the keyword's words (Korean by its bigrams, other words by the words they begin), instead of a substring
// scan of every row. The lists of the catalogue, the FAQ, the forum, knowledge sharing, the videos and the
// partner area use it.
import { sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentKindName } from '#core/content-kinds.ts';
import type { Db } from '../../client.ts';
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
