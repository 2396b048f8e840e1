// What a kind's demo content declares (db/seed/kinds/<kind>.ts, named as the kind's files of core/kinds/ and
// db/kinds/): the seed finds it by the kind's name, so a new kind's demo rows need no line in seed.ts.
import type { SQLiteColumn, SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { BlobStore } from '#core/blob-store.ts';
import { contentKindNames, type ContentKindName } from '#core/content-kinds.ts';
import { paragraphsToRichText } from '#core/plain-text.ts';
import type { Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import type { DbKindDeclaration } from '../kinds/types.ts';
import type { ArticleSeed } from './catalogues/types.ts';
import type { Clock } from './generators.ts';

export type KindSeed = {
  /** `accounts`: its rows name their writers' accounts, so they are written after the demo accounts. */
  after?: 'accounts';
  /** Writes the kind's demo rows when it has none yet. Kinds written together (one form's two tables) share it. */
  write: (db: Db, blobs: BlobStore, clock: Clock) => Promise<void>;
  /**
   * One live row for the API's search tests (edge-api/src/testing/search-documents.ts), from the first kind
   * of each search tab: the tab's own words, and what writes them into a row as the kind stores it.
   */
  searchSample?: SearchSample;
};

/** What a search sample's row holds: titles and bodies (plain text) in both languages, and its tab's words. */
export type SampleText = { titleKo: string; titleEn: string; bodyKo: string; bodyEn: string; words: SearchSample['words'] };

/** A sample as the bilingual kinds' demo articles are written: rich bodies, new and unread. */
export const sampleArticle = (text: SampleText): ArticleSeed => ({
  titleKr: text.titleKo,
  titleEn: text.titleEn,
  contentKr: paragraphsToRichText(text.bodyKo),
  contentEn: paragraphsToRichText(text.bodyEn),
  daysAgo: 0,
  view: 0,
});

/** Writes one row of a table with an `id` and answers the id (the samples written straight into their table). */
export async function insertedId<T extends SQLiteTable & { id: SQLiteColumn }>(db: Db, table: T, values: SQLiteInsertValue<T>): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** A sample's body for a kind written in one language: the Korean body with the English word, as rich text. */
export const oneLanguageBody = (text: SampleText): string => paragraphsToRichText(`${text.bodyKo} ${text.words.en}`);

export type SearchSample = {
  /** Its tab's own words: a Korean two-syllable word and an English word no other sample holds. */
  words: { ko: string; en: string };
  /** Writes one live row dated `clock.now` (a private one written by `writer`, where the kind has writers) and answers its id. */
  write: (db: Db, blobs: BlobStore, clock: Clock, text: SampleText, writer: { id: number; name: string }) => Promise<number>;
};

/** Declares a kind's demo content. */
export const defineKindSeed = (seed: KindSeed): KindSeed => seed;

/** `PARTNER_LIBRARY` → `partner-library`: the name of a kind's files (scripts/kinds-index.ts reads them the other way). */
export const kindSlug = (name: ContentKindName): string => name.toLowerCase().replaceAll('_', '-');

/** The kinds with demo content, in the order of their numbers: every kind but those declaring `demo: false`. */
export const seededKindNames = (): ContentKindName[] => contentKindNames.filter((name) => (dbKindDeclarations[name] as DbKindDeclaration).demo !== false);
