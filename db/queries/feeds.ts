// The entries of a feed (core/feeds.ts, decision 058): the newest published rows of a kind, or of one open
// forum board, as the search index reads them (db/kinds/ `search.load`: their title and text per language)
// with their dates and, for what members write, the writer's name as the lists show it. Read through the
// read cache and forgotten with the kind, so a feed costs one lookup until the kind changes.
import { inArray } from 'drizzle-orm';
import type { ContentKindName } from '#core/content-kinds.ts';
import { FEED_ENTRIES } from '#core/feeds.ts';
import { cachedRead } from '../cache/read-cache.ts';
import type { Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import type { DbKindDeclaration } from '../kinds/types.ts';
import type { SearchDocument } from './search/documents.ts';

export type FeedEntry = {
  id: number;
  /** Its page, without the language prefix. */
  path: string;
  published: string;
  updated: string;
  /** The writer's name where members write the kind (shared knowledge, the forum); the portal's otherwise. */
  author: string | null;
  /** Its title and text in each language it has. */
  texts: SearchDocument['texts'];
};

/** The newest published rows of a kind (of one board), newest first: empty for a board nobody may read openly. */
export function feedEntries(db: Db, kind: ContentKindName, board?: number): Promise<FeedEntry[]> {
  return cachedRead(db, [kind], `feed ${kind} ${board ?? ''}`, async () => {
    const declared: DbKindDeclaration = dbKindDeclarations[kind];
    const stamps = (await declared.published?.(db, { limit: FEED_ENTRIES, ...(board === undefined ? {} : { board }) })) ?? [];
    if (stamps.length === 0) return [];
    const ids = stamps.map((stamp) => stamp.id);
    const documents = new Map((await declared.search.load(db, ids)).map((document) => [document.refId, document]));
    const { owned } = declared;
    const writers = owned.ownerAccount
      ? new Map(
          (await db.select({ id: owned.id, name: owned.owner }).from(owned.table).where(inArray(owned.id, ids))).map(
            (row) => [row.id as number, row.name as string | null] as const,
          ),
        )
      : undefined;
    return stamps.flatMap((stamp) => {
      const document = documents.get(stamp.id);
      if (!document) return [];
      const entry: FeedEntry = {
        id: stamp.id,
        path: document.path,
        published: stamp.published,
        updated: stamp.lastChanged,
        author: writers?.get(stamp.id) ?? null,
        texts: document.texts,
      };
      return [entry];
    });
  });
}
