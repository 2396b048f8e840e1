import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Page } from '#core/schemas/common.ts';
import type { RelatedStory, SuccessStoryItem } from '#core/schemas/success-story.ts';
import { schema, type Db } from '../client.ts';
import { dbKind } from '../kinds/success-story.ts';
import { listAttachmentsOf } from './attachment.ts';
import { getCatalogueItem, listCatalogue, type CatalogueFilter, type CatalogueKind } from './catalogue-content.ts';
import { algorithmFacet, codesOf, facetFields, industryFacet } from './catalogue-filter.ts';
import { usesOfStories } from './story-usage.ts';

const s = schema.successStory;

/** How a story links to each catalogue it is filtered by. */
const facets = {
  industries: industryFacet(schema.successStoryIndustry, schema.successStoryIndustry.storyId),
  algorithms: algorithmFacet(schema.successStoryAlgorithm, schema.successStoryAlgorithm.storyId),
};

/** Stories as a catalogued kind: live (not deleted), found by their title and overview. */
export const successStoryKind: CatalogueKind<typeof s.$inferSelect, SuccessStoryItem> = {
  name: 'SUCCESS_STORY',
  ...dbKind.owned,
  facets,
  withRelations: (db, rows) => withRelations(db, rows),
  // a story lists the models and data sets it used while they are live, with their titles
  shows: ['PRE_BUILT_MODEL', 'KNOWLEDGE_MODEL', 'KNOWLEDGE_DATA_SET'],
};

/** Live stories, newest first, one page at a time. */
export const listSuccessStories = (db: Db, filter: CatalogueFilter): Promise<Page<SuccessStoryItem>> => listCatalogue(db, successStoryKind, filter);

/** One live story with its codes, files and related stories, or null when it does not exist or was deleted. */
export const getSuccessStory = (db: Db, id: number): Promise<SuccessStoryItem | null> => getCatalogueItem(db, successStoryKind, id);

/** Which of these ids are live stories (the server's check of a save's related materials). */
export async function liveStoryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .where(and(inArray(s.id, [...ids]), eq(s.isDeleted, false)));
  return new Set(rows.map((row) => row.id));
}

async function withRelations(db: Db, rows: (typeof s.$inferSelect)[]): Promise<SuccessStoryItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const related = schema.successStoryRelated;
  const [industriesOf, algorithmsOf, attachments, thumbnails, relatedLinks, usesOf] = await Promise.all([
    codesOf(db, facets.industries, ids),
    codesOf(db, facets.algorithms, ids),
    listAttachmentsOf(db, 'SUCCESS_STORY_ATM', ids),
    listAttachmentsOf(db, 'SUCCESS_STORY_THUM', ids),
    // only live stories are shown as related materials, in the order the author chose
    db
      .select({ storyId: related.storyId, id: s.id, titleKr: s.titleKr, titleEn: s.titleEn, thumbnailPath: s.thumbnailPath })
      .from(related)
      .innerJoin(s, eq(s.id, related.relatedId))
      .where(and(inArray(related.storyId, ids), eq(s.isDeleted, false)))
      .orderBy(asc(related.storyId), asc(related.sortOrder)),
    usesOfStories(db, ids),
  ]);
  const relatedOf = new Map<number, RelatedStory[]>();
  for (const { storyId, ...story } of relatedLinks) relatedOf.set(storyId, [...(relatedOf.get(storyId) ?? []), story]);
  return rows.map((row) => {
    const industries = industriesOf.get(row.id) ?? [];
    const algorithms = algorithmsOf.get(row.id) ?? [];
    const liveThumbnails = thumbnails.get(row.id) ?? [];
    return {
      ...row,
      // the live thumbnail wins over the stored copy of its path, which only lists read
      thumbnailPath: liveThumbnails[0]?.storedPath ?? row.thumbnailPath,
      ...facetFields(industries, algorithms),
      attachments: attachments.get(row.id) ?? [],
      thumbnails: liveThumbnails,
      relatedMaterials: relatedOf.get(row.id) ?? [],
      uses: usesOf.get(row.id) ?? [],
    };
  });
}
