import type { ModelCardView, ModelMetric } from '#core/schemas/model-card.ts';
import type { PreBuiltModelFields } from '../../queries/pre-built-model-write.ts';

export type AlgorithmSeed = { key: number; code: string; nameKr: string; nameEn: string };
export type IndustrySeed = { key: number; code: string; nameKr: string; nameEn: string };
export type CountrySeed = { iso2: string; dialCode: string; nameKr: string; nameEn: string };
export type MasterDataSeed = { type: string; code: string; displayKr: string; displayEn: string };
export const howToUseTypes = ['URL', 'SOURCE_CODE'] as const;
export type HowToUseType = (typeof howToUseTypes)[number];
export type AttachmentSeed = { name: string; extension: string; content: string }; // a small text file (csv, py, md, json, txt), content written in full
/** A bilingual demo article (an FAQ answer, a partner library document) with its files. */
export type ArticleSeed = {
  titleKr: string;
  titleEn: string;
  contentKr: string;
  contentEn: string;
  /** How long ago it was registered, all distinct so the order is stable. */
  daysAgo: number;
  view: number;
  attachments?: AttachmentSeed[];
};
/** A demo model: the fields a model stores, with its codes, files and age. */
/** A demo release: its version and changelog in both languages (decision 055). */
export type ModelReleaseSeed = { version: string; changelogKr: string; changelogEn: string };
export type PreBuiltModelSeed = Omit<PreBuiltModelFields, 'card'> & {
  card: Omit<ModelCardView, 'version' | 'metrics'> & { metrics: ModelMetric[] }; // its codes and metrics (core/schemas/model-card.ts's lists)
  releases: ModelReleaseSeed[]; // oldest first, spread between its registration and now; the last is its version
  industries: string[]; // industry codes from industries.ts, 1 to 3
  algorithms: string[]; // algorithm codes from algorithms.ts, 1 to 3
  attachments: AttachmentSeed[]; // 0 to 2
  daysAgo: number; // how long ago it was registered (0..400), all distinct so the order is stable
  view: number; // a believable view count
};
