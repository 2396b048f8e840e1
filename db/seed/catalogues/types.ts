export type AlgorithmSeed = { key: number; code: string; nameKr: string; nameEn: string };
export type IndustrySeed = { key: number; code: string; nameKr: string; nameEn: string };
export type CountrySeed = { iso2: string; dialCode: string; nameKr: string; nameEn: string };
export type MasterDataSeed = { type: string; code: string; displayKr: string; displayEn: string };
export const howToUseTypes = ['URL', 'SOURCE_CODE'] as const;
export type HowToUseType = (typeof howToUseTypes)[number];
export type AttachmentSeed = { name: string; extension: string; content: string }; // a small text file (csv, py, md, json, txt), content written in full
export type PreBuiltModelSeed = {
  titleKr: string;
  titleEn: string;
  benefitKr: string;
  benefitEn: string;
  overviewKr: string;
  overviewEn: string;
  painPointKr: string;
  painPointEn: string;
  advantageKr: string;
  advantageEn: string;
  valuePointKr: string;
  valuePointEn: string;
  industries: string[]; // industry codes from industries.ts, 1 to 3
  algorithms: string[]; // algorithm codes from algorithms.ts, 1 to 3
  howToUseType: HowToUseType;
  howToUseContent: string; // URL: an https documentation/notebook URL on the fictional domain docs.example-analytics.com; SOURCE_CODE: a real, runnable, short Python snippet (10-30 lines) using the platform's SDK style, e.g. pandas/sklearn
  attachments: AttachmentSeed[]; // 0 to 2
  daysAgo: number; // how long ago it was registered (0..400), all distinct so the order is stable
  view: number; // a believable view count
};
