import { and, eq } from 'drizzle-orm';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { cardColumns, releaseStatements, type ModelCardInput } from './model-card.ts';

// Writes of the pre-built model authoring calls (POST/PUT/DELETE /api/admin/pre-built-model). The
// route validates and sanitises; these functions only store. A model and its code links are written
// in one batch, so a model never shows without its industries and algorithms.

const m = schema.preBuiltModel;

/** The stored fields of a model, texts already sanitised. */
export type PreBuiltModelFields = {
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
  howToUseType: 'URL' | 'SOURCE_CODE';
  howToUseContent: string;
  /** Its card and, with a new version, the release's changelog (decision 055). */
  card: ModelCardInput;
};

export type ModelCodeKeys = { industryKeys: readonly number[]; algorithmKeys: readonly number[] };

function linkStatements(db: Db, modelId: number, keys: ModelCodeKeys): BatchItem[] {
  return [
    ...keys.industryKeys.map((industryKey) => db.insert(schema.preBuiltModelIndustry).values({ modelId, industryKey })),
    ...keys.algorithmKeys.map((algorithmKey) => db.insert(schema.preBuiltModelAlgorithm).values({ modelId, algorithmKey })),
  ] as BatchItem[];
}

/** A new model with its code links; its id. */
export async function insertPreBuiltModelRow(db: Db, fields: PreBuiltModelFields, keys: ModelCodeKeys, byUserName: string, now: Date): Promise<number> {
  const { card, ...texts } = fields;
  const [row] = await db
    .insert(m)
    .values({ ...texts, ...cardColumns(card), insDtm: now.toISOString(), insByUserName: byUserName })
    .returning({ id: m.id });
  if (!row) throw new Error('the model was not inserted');
  try {
    await runBatch(db, [...linkStatements(db, row.id, keys), ...releaseStatements(db, 'PRE_BUILT_MODEL', row.id, '', card, byUserName, now)]);
  } finally {
    forgetReads(db, 'PRE_BUILT_MODEL');
  }
  return row.id;
}

/** A live model's current version ('' before its first), or null when it does not exist or was deleted. */
export async function liveModelVersion(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ version: m.version })
    .from(m)
    .where(and(eq(m.id, id), eq(m.delYn, 'N')))
    .limit(1);
  return row?.version ?? null;
}

/** Replaces a live model's fields and code links in one batch, with the release a new version makes. */
export async function updatePreBuiltModelRow(
  db: Db,
  id: number,
  current: { version: string },
  fields: PreBuiltModelFields,
  keys: ModelCodeKeys,
  byUserName: string,
  now: Date,
): Promise<void> {
  const { card, ...texts } = fields;
  await runBatch(db, [
    ...releaseStatements(db, 'PRE_BUILT_MODEL', id, current.version, card, byUserName, now),
    db
      .update(m)
      .set({ ...texts, ...cardColumns(card), updDtm: now.toISOString(), updByUserName: byUserName })
      .where(and(eq(m.id, id), eq(m.delYn, 'N'))),
    db.delete(schema.preBuiltModelIndustry).where(eq(schema.preBuiltModelIndustry.modelId, id)),
    db.delete(schema.preBuiltModelAlgorithm).where(eq(schema.preBuiltModelAlgorithm.modelId, id)),
    ...linkStatements(db, id, keys),
  ] as BatchItem[]);
  forgetReads(db, 'PRE_BUILT_MODEL');
}

/** Marks a live model deleted (delYn 'Y'); false when there was none. Its files are marked by the caller. */
export async function softDeletePreBuiltModel(db: Db, id: number, byUserName: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(m)
    .set({ delYn: 'Y', updDtm: now.toISOString(), updByUserName: byUserName })
    .where(and(eq(m.id, id), eq(m.delYn, 'N')))
    .returning({ id: m.id });
  forgetReads(db, 'PRE_BUILT_MODEL');
  return rows.length > 0;
}
