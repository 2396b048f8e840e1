// One document of every search tab for the API's search tests, each written by the search
// sample of the tab's first kind (db/seed/kinds/<kind>.ts, `searchSample`), so a new kind's tab needs no line
// here. Every document carries the shared words 예측 / forecast, the words its sample declares, and a code of
// its tab (ZQ101…), so a test can tell which kind a hit came from.
import { eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { kindsOfSearchCategory } from '#core/content-kinds.ts';
import { searchCategories, searchTabOf, type SearchCategory } from '#core/search/types.ts';
import { schema, type Db } from '#db/client.ts';
import type { Clock } from '#db/seed/generators.ts';
import type { SearchSample } from '#db/seed/kind-seed.ts';
import { kindSeedOf } from '#db/seed/seed.ts';

/** Each tab's sample: the first of its kinds (by number) whose seed declares one. */
async function sampleOf(category: SearchCategory): Promise<SearchSample> {
  for (const name of kindsOfSearchCategory(category)) {
    const sample = (await kindSeedOf(name)).searchSample;
    if (sample) return sample;
  }
  throw new Error(`no kind of the search tab ${category} declares a searchSample in db/seed/kinds/`);
}

const samples = new Map<SearchCategory, SearchSample>(
  await Promise.all(searchCategories.map(async (category) => [category, await sampleOf(category)] as const)),
);

/** Each tab's own words: a Korean two-syllable word, an English word and a code. */
export const ownWords = Object.fromEntries(
  searchCategories.map((category) => [category, { ...samples.get(category)!.words, code: `ZQ1${String(searchTabOf(category)).padStart(2, '0')}` }]),
) as Record<SearchCategory, { ko: string; en: string; code: string }>;

const textOf = (category: SearchCategory) => {
  const { ko, en, code } = ownWords[category];
  return {
    titleKo: `${ko}를 위한 수요 예측 안내 ${code}`,
    titleEn: `Demand forecast guide for ${en} ${code}`,
    bodyKo: `이 문서는 ${ko} 담당자가 예측 결과를 읽는 방법을 설명합니다.`,
    bodyEn: `This document explains how ${en} teams read forecasting results.`,
    words: { ko, en },
  };
};

export type SearchDocumentIds = Record<SearchCategory, number> & { forumBoard: number };

/**
 * Writes one live document of each tab, dated `clock.now`; the partner question is private and written by
 * `questionWriter`, the forum post stands on an open board of its own. Answers their ids.
 */
export async function insertSearchDocuments(db: Db, blobs: BlobStore, clock: Clock, questionWriter: { id: number; name: string }): Promise<SearchDocumentIds> {
  const ids = {} as Record<SearchCategory, number>;
  for (const category of searchCategories) ids[category] = await samples.get(category)!.write(db, blobs, clock, textOf(category), questionWriter);
  const [post] = await db.select({ board: schema.forumPost.boardId }).from(schema.forumPost).where(eq(schema.forumPost.id, ids.FORUM));
  return { ...ids, forumBoard: post!.board };
}
