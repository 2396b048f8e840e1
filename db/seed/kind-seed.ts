// What a kind's demo content declares (db/seed/kinds/<kind>.ts, named as the kind's files of core/kinds/ and
// db/kinds/): the seed finds it by the kind's name, so a new kind's demo rows need no line in seed.ts.
import type { BlobStore } from '#core/blob-store.ts';
import { contentKindNames, type ContentKindName } from '#core/content-kinds.ts';
import type { Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import type { DbKindDeclaration } from '../kinds/types.ts';
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

/** What a search sample's row holds: titles and bodies (plain text) in both languages; a kind keeping one language keeps the Korean. */
export type SampleText = { titleKo: string; titleEn: string; bodyKo: string; bodyEn: string };

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
