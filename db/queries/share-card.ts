// What a share card draws of an item (decision 057): its titles, while a visitor may see it, by its kind's
// declaration (db/kinds/: its table's title columns and live rows, and its visibility rule, as bookmarks read it).
// Read through the read cache under the kind's topic, so a card kept whole is forgotten with any write of its kind.
import { and, eq } from 'drizzle-orm';
import type { ContentKindName } from '#core/content-kinds.ts';
import type { ShareCardKind } from '#core/share-card.ts';
import { cachedRead } from '../cache/read-cache.ts';
import type { Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import type { DbKindDeclaration } from '../kinds/types.ts';
import { integerLiteral } from './d1-sql.ts';

/** The item's titles in both languages, or null when it does not exist or a visitor may not see it. */
export function shareCardTitles(db: Db, kind: ShareCardKind, id: number): Promise<{ ko: string; en: string } | null> {
  const { owned, search } = (dbKindDeclarations as Record<ContentKindName, DbKindDeclaration>)[kind];
  return cachedRead(db, [kind], `${kind}:share-card:${id}`, async () => {
    const [row] = await db
      .select({ ko: owned.titleKr, en: owned.titleEn })
      .from(owned.table)
      .where(and(eq(owned.id, id), owned.live, search.visible(null, integerLiteral(id))))
      .limit(1);
    return row ? { ko: String(row.ko), en: String(row.en) } : null;
  });
}
