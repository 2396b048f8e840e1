// Demo success stories (portal spec §3): fictional customers, believable numbers, simple rich text.
// `related` names other stories by key; the seed turns the keys into ids once every story exists. The rows are
// data (success-stories.json); their shape is checked here, where they are loaded.
import { howToUseTypes, type AttachmentSeed, type HowToUseType } from '../catalogues/types.ts';
import { oneOf } from '../one-of.ts';
import rows from './success-stories.json' with { type: 'json' };

export type SuccessStorySeed = {
  key: string;
  titleKr: string;
  titleEn: string;
  overviewKr: string;
  overviewEn: string;
  painPointKr: string;
  painPointEn: string;
  valuePointKr: string;
  valuePointEn: string;
  expectedEffKr: string;
  expectedEffEn: string;
  algorithmSolKr: string;
  algorithmSolEn: string;
  howToUseType: HowToUseType;
  howToUseContentKr: string;
  howToUseContentEn: string;
  industries: string[];
  algorithms: string[];
  related: string[];
  attachments: AttachmentSeed[];
  daysAgo: number;
  view: number;
};

export const successStories: SuccessStorySeed[] = rows.map((row) => ({ ...row, howToUseType: oneOf(howToUseTypes, row.howToUseType) }));
