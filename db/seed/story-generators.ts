// Success stories for the seed and the tests: one generator, so the tests exercise what the demo shows.
import { count, eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import type { UploadCode } from '../queries/attachment.ts';
import { seedAttachment } from './attachments.ts';
import { DEMO_CONTENT_WRITER } from './content/accounts.ts';
import { storyUsage, type StoryUsageSeed } from './content/story-usage.ts';
import { successStories, type SuccessStorySeed } from './content/success-stories.ts';
import { algorithmKey, industryKey, type Clock } from './generators.ts';
import { abstractPng, paletteFor } from './images.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A story as the generator takes it: the demo content's fields, plus related stories by id when known. */
export type StorySeed = SuccessStorySeed & { relatedIds?: readonly number[]; thumbnailSeed?: number };

/** A complete story with believable bilingual text (the index-th demo story, cycling), with overrides. */
export function successStorySeed(overrides: Partial<StorySeed> = {}, index = 0): StorySeed {
  const base = successStories[index % successStories.length];
  if (!base) throw new Error('the demo content has no success story');
  return { ...base, related: [], thumbnailSeed: index, ...overrides };
}

/** Stores a file's bytes and its attachment row for a story; returns the stored path. */
async function storeFile(
  db: Db,
  blobs: BlobStore,
  code: UploadCode,
  ownerId: number,
  file: { name: string; extension: string; bytes: Uint8Array },
  createdDate: string,
) {
  const attachmentType = code === 'SUCCESS_STORY_THUM' ? 'THUMBNAIL' : 'ATTACHMENT';
  return (await seedAttachment(db, blobs, { code, ownerId, file, createdDate, attachmentType })).storedPath;
}

/**
 * Inserts a story with its industry, algorithm and related links, a drawn thumbnail and its text files,
 * and returns its id. Every statement stays far below D1's 100 parameters.
 */
export async function insertSuccessStory(db: Db, blobs: BlobStore, seed: StorySeed, clock: Clock = { now: new Date() }): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.successStory)
    .values({
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      overviewKr: seed.overviewKr,
      overviewEn: seed.overviewEn,
      painPointKr: seed.painPointKr,
      painPointEn: seed.painPointEn,
      valuePointKr: seed.valuePointKr,
      valuePointEn: seed.valuePointEn,
      expectedEffKr: seed.expectedEffKr,
      expectedEffEn: seed.expectedEffEn,
      algorithmSolKr: seed.algorithmSolKr,
      algorithmSolEn: seed.algorithmSolEn,
      howToUseType: seed.howToUseType,
      howToUseContentKr: seed.howToUseContentKr,
      howToUseContentEn: seed.howToUseContentEn,
      view: seed.view,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.successStory.id });
  if (!row) throw new Error('the story was not inserted');
  const links: BatchItem[] = [
    ...seed.industries.map((code) => db.insert(schema.successStoryIndustry).values({ storyId: row.id, industryKey: industryKey(code) })),
    ...seed.algorithms.map((code) => db.insert(schema.successStoryAlgorithm).values({ storyId: row.id, algorithmKey: algorithmKey(code) })),
    ...(seed.relatedIds ?? []).map((relatedId, sortOrder) => db.insert(schema.successStoryRelated).values({ storyId: row.id, relatedId, sortOrder })),
  ] as BatchItem[];
  await runBatch(db, links);

  const picture = seed.thumbnailSeed ?? row.id;
  const thumbnail = abstractPng({ width: 640, height: 360, palette: paletteFor(picture), seed: picture + 1 });
  const thumbnailPath = await storeFile(db, blobs, 'SUCCESS_STORY_THUM', row.id, { name: `${seed.key}-thumbnail`, extension: 'png', bytes: thumbnail }, insDtm);
  for (const file of seed.attachments) {
    await storeFile(
      db,
      blobs,
      'SUCCESS_STORY_ATM',
      row.id,
      { name: file.name, extension: file.extension, bytes: new TextEncoder().encode(file.content) },
      insDtm,
    );
  }
  await db.update(schema.successStory).set({ thumbnailPath }).where(eq(schema.successStory.id, row.id));
  return row.id;
}

/** The demo stories, then their related materials once every story has an id. Only when there is no story yet. */
export async function seedSuccessStories(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.successStory);
  if ((existing?.n ?? 0) > 0) return;
  const idOf = new Map<string, number>();
  for (const [index, story] of successStories.entries()) idOf.set(story.key, await insertSuccessStory(db, blobs, { ...story, thumbnailSeed: index }, clock));
  const related = successStories.flatMap((story) =>
    story.related.map((key, sortOrder) => {
      const storyId = idOf.get(story.key);
      const relatedId = idOf.get(key);
      if (storyId === undefined || relatedId === undefined) throw new Error(`unknown related story ${key}`);
      return db.insert(schema.successStoryRelated).values({ storyId, relatedId, sortOrder });
    }),
  ) as BatchItem[];
  await runBatch(db, related);
}

/** The id of the live item of a kind with this title (a pre-built model's English title, a shared entry's name). */
async function itemIdByTitle(db: Db, use: StoryUsageSeed): Promise<number> {
  const owned = dbKindDeclarations[use.kind].owned;
  const [row] = (await db.select({ id: owned.id }).from(owned.table).where(eq(owned.titleEn, use.title)).limit(1)) as { id: number }[];
  if (!row) throw new Error(`no ${use.kind} is titled ${use.title}`);
  return row.id;
}

/**
 * The models and data sets the demo stories used (db/seed/content/story-usage.ts), once every kind is written
 * (the shared entries come after the accounts). Only when no story names anything yet.
 */
export async function seedStoryUsage(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.successStoryUsage);
  if ((existing?.n ?? 0) > 0) return;
  const links: BatchItem[] = [];
  for (const story of successStories) {
    const [row] = await db.select({ id: schema.successStory.id }).from(schema.successStory).where(eq(schema.successStory.titleEn, story.titleEn)).limit(1);
    if (!row) continue;
    for (const [sortOrder, use] of (storyUsage[story.key] ?? []).entries()) {
      const itemId = await itemIdByTitle(db, use);
      links.push(db.insert(schema.successStoryUsage).values({ storyId: row.id, kind: use.kind, itemId, sortOrder }));
    }
  }
  await runBatch(db, links);
}
