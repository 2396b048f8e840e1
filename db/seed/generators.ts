import { algorithms } from './catalogues/algorithms.ts';
import { industries } from './catalogues/industries.ts';
import type { PreBuiltModelSeed } from './catalogues/types.ts';
import { preBuiltModels } from './content/pre-built-models.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A complete model with believable bilingual text; the seed and the tests both make models here. */
export function preBuiltModelSeed(overrides: Partial<PreBuiltModelSeed> = {}, index = 0): PreBuiltModelSeed {
  const base = preBuiltModels[index % preBuiltModels.length];
  if (!base) throw new Error('the demo content has no pre-built model');
  return { ...base, attachments: [], ...overrides };
}

export type Clock = { now: Date };

/** Inserts a model with its industry and algorithm links in one batch and returns its id. */
export async function insertPreBuiltModel(db: Db, seed: PreBuiltModelSeed, clock: Clock = { now: new Date() }): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.preBuiltModel)
    .values({
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      benefitKr: seed.benefitKr,
      benefitEn: seed.benefitEn,
      overviewKr: seed.overviewKr,
      overviewEn: seed.overviewEn,
      painPointKr: seed.painPointKr,
      painPointEn: seed.painPointEn,
      advantageKr: seed.advantageKr,
      advantageEn: seed.advantageEn,
      valuePointKr: seed.valuePointKr,
      valuePointEn: seed.valuePointEn,
      howToUseType: seed.howToUseType,
      howToUseContent: seed.howToUseContent,
      view: seed.view,
      insDtm,
      insByUserName: '콘텐츠 관리자',
    })
    .returning({ id: schema.preBuiltModel.id });
  if (!row) throw new Error('the model was not inserted');
  const links: BatchItem[] = [
    ...seed.industries.map((code) =>
      db.insert(schema.preBuiltModelIndustry).values({ modelId: row.id, industryKey: industryKey(code) }),
    ),
    ...seed.algorithms.map((code) =>
      db.insert(schema.preBuiltModelAlgorithm).values({ modelId: row.id, algorithmKey: algorithmKey(code) }),
    ),
  ] as BatchItem[];
  await runBatch(db, links);
  return row.id;
}

export function industryKey(code: string): number {
  const found = industries.find((entry) => entry.code === code);
  if (!found) throw new Error(`unknown industry code ${code}`);
  return found.key;
}

export function algorithmKey(code: string): number {
  const found = algorithms.find((entry) => entry.code === code);
  if (!found) throw new Error(`unknown algorithm code ${code}`);
  return found.key;
}
