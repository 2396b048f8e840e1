// Writes of success stories (admin spec §7, /api/admin/success-story). D1 has no interactive
// transactions, so each save is a few batches; the route checks everything it can before the first one.
import { and, eq, inArray } from 'drizzle-orm';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import type { SuccessStoryCreate } from '#core/schemas/content-save.ts';
import type { StoryUseRef } from '#core/schemas/story-usage.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { applyAttachmentChanges, markAttachmentsDeleted } from './attachment.ts';
import { forgetHomeStatistics } from './home-statistics.ts';

const s = schema.successStory;

/** The text of a story as stored: rich text already sanitised by the caller. */
export type SuccessStoryText = Omit<SuccessStoryCreate, 'industryCd' | 'algorithmCd' | 'relatedMaterials' | 'uses' | 'attachments'>;

export type SuccessStoryWrite = SuccessStoryText & {
  industryKeys: readonly number[];
  algorithmKeys: readonly number[];
  /** Other live stories, in the order to show them. */
  relatedIds: readonly number[];
  /** The models and data sets it used, everyone may see them, in the order to show them. */
  uses: readonly StoryUseRef[];
  /** The stored path the story's live thumbnail will have after the save. */
  thumbnailPath: string;
  /** The save's attachment list split by upload code. */
  thumbnailChanges: readonly AttachmentChange[];
  fileChanges: readonly AttachmentChange[];
};

function linkStatements(db: Db, storyId: number, write: SuccessStoryWrite): BatchItem[] {
  // a handful of rows each (at most 20 codes, 12 related, 12 used), far below D1's 100 parameters a statement
  const statements: BatchItem[] = [];
  if (write.industryKeys.length > 0)
    statements.push(db.insert(schema.successStoryIndustry).values(write.industryKeys.map((industryKey) => ({ storyId, industryKey }))));
  if (write.algorithmKeys.length > 0)
    statements.push(db.insert(schema.successStoryAlgorithm).values(write.algorithmKeys.map((algorithmKey) => ({ storyId, algorithmKey }))));
  if (write.relatedIds.length > 0) {
    statements.push(db.insert(schema.successStoryRelated).values(write.relatedIds.map((relatedId, sortOrder) => ({ storyId, relatedId, sortOrder }))));
  }
  if (write.uses.length > 0) {
    statements.push(db.insert(schema.successStoryUsage).values(write.uses.map((use, sortOrder) => ({ storyId, kind: use.kind, itemId: use.id, sortOrder }))));
  }
  return statements;
}

const textOf = (write: SuccessStoryWrite) => ({
  titleKr: write.titleKr,
  titleEn: write.titleEn,
  overviewKr: write.overviewKr,
  overviewEn: write.overviewEn,
  painPointKr: write.painPointKr,
  painPointEn: write.painPointEn,
  valuePointKr: write.valuePointKr,
  valuePointEn: write.valuePointEn,
  expectedEffKr: write.expectedEffKr,
  expectedEffEn: write.expectedEffEn,
  algorithmSolKr: write.algorithmSolKr,
  algorithmSolEn: write.algorithmSolEn,
  howToUseType: write.howToUseType,
  howToUseContentKr: write.howToUseContentKr,
  howToUseContentEn: write.howToUseContentEn,
  thumbnailPath: write.thumbnailPath,
});

/** A new story with its links and files; returns its id. A failure after the row was written removes it again. */
export async function createSuccessStory(db: Db, write: SuccessStoryWrite, userName: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(s)
    .values({ ...textOf(write), insDtm: now.toISOString(), insByUserName: userName })
    .returning({ id: s.id });
  if (!row) throw new Error('the story was not inserted');
  try {
    await runBatch(db, linkStatements(db, row.id, write));
    await applyAttachmentChanges(db, 'SUCCESS_STORY_THUM', row.id, write.thumbnailChanges, now);
    await applyAttachmentChanges(db, 'SUCCESS_STORY_ATM', row.id, write.fileChanges, now);
  } catch (error) {
    // links go with the row (on delete cascade); claimed uploads return to pending and are purged later
    await runBatch(db, [
      db
        .update(schema.attachment)
        .set({ ownerId: null })
        .where(and(inArray(schema.attachment.code, ['SUCCESS_STORY_THUM', 'SUCCESS_STORY_ATM']), eq(schema.attachment.ownerId, row.id))),
      db.delete(s).where(eq(s.id, row.id)),
    ] as BatchItem[]);
    throw error;
  } finally {
    forgetReads(db, 'SUCCESS_STORY');
  }
  // the home page counts live stories: it shows the new one at once
  forgetHomeStatistics(db);
  return row.id;
}

/** Whether the story exists and is not deleted. */
async function isLive(db: Db, id: number): Promise<boolean> {
  const [live] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, id), eq(s.isDeleted, false)))
    .limit(1);
  return live !== undefined;
}

/** Replaces a live story's text, links and related materials and applies its file changes; false when it is not live. */
export async function updateSuccessStory(db: Db, id: number, write: SuccessStoryWrite, userName: string, now: Date): Promise<boolean> {
  if (!(await isLive(db, id))) return false;
  // the files first: a refused change (a path that is not a pending upload) then leaves the text untouched
  await applyAttachmentChanges(db, 'SUCCESS_STORY_THUM', id, write.thumbnailChanges, now);
  await applyAttachmentChanges(db, 'SUCCESS_STORY_ATM', id, write.fileChanges, now);
  await runBatch(db, [
    db
      .update(s)
      .set({ ...textOf(write), updDtm: now.toISOString(), updByUserName: userName })
      .where(eq(s.id, id)),
    db.delete(schema.successStoryIndustry).where(eq(schema.successStoryIndustry.storyId, id)),
    db.delete(schema.successStoryAlgorithm).where(eq(schema.successStoryAlgorithm.storyId, id)),
    db.delete(schema.successStoryRelated).where(eq(schema.successStoryRelated.storyId, id)),
    db.delete(schema.successStoryUsage).where(eq(schema.successStoryUsage.storyId, id)),
    ...linkStatements(db, id, write),
  ] as BatchItem[]);
  forgetReads(db, 'SUCCESS_STORY');
  return true;
}

/**
 * Soft-deletes a live story: the row stays for history, its files are marked deleted (purged later)
 * and other stories stop listing it as a related material. False when it is not live.
 */
export async function deleteSuccessStory(db: Db, id: number, userName: string, now: Date): Promise<boolean> {
  if (!(await isLive(db, id))) return false;
  await runBatch(db, [
    db.update(s).set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: userName }).where(eq(s.id, id)),
    db.delete(schema.successStoryRelated).where(eq(schema.successStoryRelated.relatedId, id)),
  ] as BatchItem[]);
  await markAttachmentsDeleted(db, 'SUCCESS_STORY_THUM', id, now);
  await markAttachmentsDeleted(db, 'SUCCESS_STORY_ATM', id, now);
  forgetReads(db, 'SUCCESS_STORY');
  forgetHomeStatistics(db);
  return true;
}
