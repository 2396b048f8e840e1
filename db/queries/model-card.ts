// A model's card and releases (decision 055), for both kinds with a card: the stored fields a save writes, the
// release a changed version adds in the same batch, and the history a detail page shows.
import { and, desc, eq } from 'drizzle-orm';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { ModelCardView, ModelMetric, ModelVersionView } from '#core/schemas/model-card.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import type { ModelCardKind } from '../schema/model-card.ts';

const v = schema.modelVersion;

/** A card as a save gives it (validated: core/schemas/model-card.ts `modelCardFields`). */
export type ModelCardInput = {
  task: string;
  framework: string;
  licence: string;
  inputType: string;
  metrics: ModelMetric[];
  version: string;
  changelogKr: string;
  changelogEn: string;
};

/** The columns a save writes: the codes, the metrics and, when one is given, the version. */
export function cardColumns(card: ModelCardInput) {
  return {
    task: card.task,
    framework: card.framework,
    licence: card.licence,
    inputType: card.inputType,
    metrics: card.metrics,
    // an empty version keeps the current one: a release is never taken back
    ...(card.version === '' ? {} : { version: card.version }),
  };
}

/** A stored row's card. */
export const cardOf = (row: ModelCardView): ModelCardView => ({
  task: row.task,
  framework: row.framework,
  licence: row.licence,
  inputType: row.inputType,
  metrics: row.metrics,
  version: row.version,
});

/**
 * The release a save adds when its version is new for the item (none when no version is given or it is the
 * current one). Its time is the save's: the watchers' fan-out knows an update that released by it (decision 055).
 */
export function releaseStatements(
  db: Db,
  kind: ModelCardKind,
  itemId: number,
  currentVersion: string,
  card: ModelCardInput,
  byUserName: string,
  now: Date,
): BatchItem[] {
  if (card.version === '' || card.version === currentVersion) return [];
  return [
    db.insert(v).values({
      kind,
      itemId,
      version: card.version,
      changelogKr: card.changelogKr,
      changelogEn: card.changelogEn,
      releasedAt: now.toISOString(),
      byUserName,
    }),
  ] as BatchItem[];
}

/** The most releases a detail page lists. */
export const MODEL_HISTORY_LIMIT = 50;

/** One item's releases, newest first. */
export async function modelHistory(db: Db, kind: ModelCardKind, itemId: number): Promise<ModelVersionView[]> {
  return db
    .select({ version: v.version, changelogKr: v.changelogKr, changelogEn: v.changelogEn, releasedAt: v.releasedAt })
    .from(v)
    .where(and(eq(v.kind, kind), eq(v.itemId, itemId)))
    .orderBy(desc(v.releasedAt), desc(v.id))
    .limit(MODEL_HISTORY_LIMIT);
}

/** The release made at this time, if the update at this time made one (the watchers' fan-out asks). */
export async function releaseAt(db: Db, kind: ModelCardKind, itemId: number, at: string): Promise<string | null> {
  const [row] = await db
    .select({ version: v.version })
    .from(v)
    .where(and(eq(v.kind, kind), eq(v.itemId, itemId), eq(v.releasedAt, at)))
    .orderBy(desc(v.id))
    .limit(1);
  return row?.version ?? null;
}

/** The card of a validated save (its other fields are the kind's own). */
export const cardInputOf = (body: ModelCardInput): ModelCardInput => ({
  task: body.task,
  framework: body.framework,
  licence: body.licence,
  inputType: body.inputType,
  metrics: body.metrics,
  version: body.version,
  changelogKr: body.changelogKr,
  changelogEn: body.changelogEn,
});

/**
 * Why a save's version cannot be released, as a message key, or null: a changelog goes with a new version, and
 * a version already released (an earlier one given again) is not released twice.
 */
export async function releaseRefusal(
  db: Db,
  kind: ModelCardKind,
  itemId: number | null,
  currentVersion: string,
  card: ModelCardInput,
): Promise<MessageKey | null> {
  const isNew = card.version !== '' && card.version !== currentVersion;
  if (!isNew) return card.changelogKr !== '' || card.changelogEn !== '' ? 'modelCard.changelogNeedsVersion' : null;
  if (itemId === null) return null;
  const [row] = await db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.kind, kind), eq(v.itemId, itemId), eq(v.version, card.version)))
    .limit(1);
  return row ? 'modelCard.versionReleased' : null;
}
