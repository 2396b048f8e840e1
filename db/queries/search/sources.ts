// Each kind of content as the search sees it (docs/search.md): how its rows' titles and bodies are read
// for the index, and which of its rows a reader may open, as SQL over the kind's own table. The second is
// the kind's existing rule (forum-visibility.ts, partner-qna-visibility.ts, partner-kinds.ts, the live
// flags its lists use), applied in the search query: nothing of who may see what is copied into the index.
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { PARTNER_AREA } from '#core/auth/roles.ts';
import { contentKinds, kindsOfSearchCategory, type ContentKindName } from '#core/content-kinds.ts';
import type { SearchCategory } from '#core/search/types.ts';
import { eachDbKind } from '../../kinds/each.ts';
import type { SearchReader, SearchSource } from '../../kinds/types.ts';

export type { SearchReader } from '../../kinds/types.ts';

type Source = SearchSource & {
  /** The kind's table and its id column. */
  table: SQLiteTable;
  id: AnySQLiteColumn;
};

/** Each kind as the search sees it: its declaration's loader and visibility rule (db/kinds/), over its table. */
export const searchSources: Record<ContentKindName, Source> = eachDbKind(({ owned, search }) => ({ table: owned.table, id: owned.id, ...search }));

/**
 * Whether a reader may see a category at all: the partner area's for PARTNER, STAFF and ADMIN only. A
 * category the reader may not see is left out of an answer, its tab and its count with it.
 */
export const categoryOpenTo = (category: SearchCategory, reader: SearchReader): boolean =>
  kindsOfSearchCategory(category).every((kind) => contentKinds[kind].readers === 'everyone') || (reader !== null && PARTNER_AREA.includes(reader.role));
