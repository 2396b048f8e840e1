// What success stories used (issue 35): the items a story names, shown only while everyone may see them,
// and the live stories that name an item, for its page. The three kinds live in three tables; each kind's
// declaration (db/kinds/) says which of its rows are live and which columns are its titles.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { detailPathOf } from '#core/content-kinds.ts';
import { MAX_STORY_BACK_LINKS, type StoryBackLink, type StoryUsageKind, type StoryUse, type StoryUseRef } from '#core/schemas/story-usage.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';

const u = schema.successStoryUsage;
const s = schema.successStory;

const keyOf = (ref: StoryUseRef) => `${ref.kind}:${ref.id}`;

/** The items of these references that everyone may see (live), by `kind:id`, with their titles and paths. */
export async function visibleUses(db: Db, refs: readonly StoryUseRef[]): Promise<Map<string, StoryUse>> {
  const found = new Map<string, StoryUse>();
  const kinds = [...new Set(refs.map((ref) => ref.kind))];
  await Promise.all(
    kinds.map(async (kind) => {
      const owned = dbKindDeclarations[kind].owned;
      const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
      const rows = (await db
        .select({ id: owned.id, titleKr: owned.titleKr, titleEn: owned.titleEn })
        .from(owned.table)
        .where(and(sql`${owned.id} in (select value from json_each(${JSON.stringify(ids)}))`, owned.live))) as {
        id: number;
        titleKr: string;
        titleEn: string;
      }[];
      for (const row of rows) found.set(keyOf({ kind, id: row.id }), { kind, ...row, path: detailPathOf(kind, { id: row.id }) });
    }),
  );
  return found;
}

/** Whether every reference names an item everyone may see (the save's check). */
export async function allUsesVisible(db: Db, refs: readonly StoryUseRef[]): Promise<boolean> {
  if (refs.length === 0) return true;
  const visible = await visibleUses(db, refs);
  return refs.every((ref) => visible.has(keyOf(ref)));
}

/** The visible items each story names, in the author's order. */
export async function usesOfStories(db: Db, storyIds: readonly number[]): Promise<Map<number, StoryUse[]>> {
  const byStory = new Map<number, StoryUse[]>();
  if (storyIds.length === 0) return byStory;
  const links = await db
    .select({ storyId: u.storyId, kind: u.kind, id: u.itemId })
    .from(u)
    .where(inArray(u.storyId, [...storyIds]))
    .orderBy(asc(u.storyId), asc(u.sortOrder));
  const visible = await visibleUses(db, links);
  for (const link of links) {
    const use = visible.get(keyOf(link));
    if (use) byStory.set(link.storyId, [...(byStory.get(link.storyId) ?? []), use]);
  }
  return byStory;
}

/**
 * The live stories that name an item, newest first, at most MAX_STORY_BACK_LINKS: cached until the next
 * write of stories or of the item's kind, so a story's change shows on the item's page.
 */
export function storiesUsing(db: Db, kind: StoryUsageKind, itemId: number): Promise<StoryBackLink[]> {
  return cachedRead(db, ['SUCCESS_STORY', kind], `SUCCESS_STORY:usedBy:${kind}:${itemId}`, () =>
    db
      .select({ id: s.id, titleKr: s.titleKr, titleEn: s.titleEn, thumbnailPath: s.thumbnailPath, insDtm: s.insDtm })
      .from(u)
      .innerJoin(s, eq(s.id, u.storyId))
      .where(and(eq(u.kind, kind), eq(u.itemId, itemId), eq(s.isDeleted, false)))
      .orderBy(desc(s.insDtm), desc(s.id))
      .limit(MAX_STORY_BACK_LINKS),
  );
}
