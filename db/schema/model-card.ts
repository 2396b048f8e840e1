import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ModelMetric } from '#core/schemas/model-card.ts';

// A model's card (decision 055): the columns a pre-built model and a shared model both carry, made per table
// by one builder, and the releases of either kind in one table. A card's codes are core/schemas/model-card.ts's
// lists, '' when not given; the lists filter them through their own indexes (each table's file).

/** The card's columns, after the table's own (a builder belongs to one table: made per table). */
export const modelCardColumns = () => ({
  task: text('task').notNull().default(''),
  framework: text('framework').notNull().default(''),
  licence: text('licence').notNull().default(''),
  inputType: text('input_type').notNull().default(''),
  /** The reported measures, in the writer's order, unique by name. */
  metrics: text('metrics', { mode: 'json' }).$type<ModelMetric[]>().notNull().default([]),
  /** The current version ('' until one is given); each change of it is a row of model_version. */
  version: text('version').notNull().default(''),
});

/** The kinds with a card: their content kind names (core/content-kinds.ts). */
export const modelCardKinds = ['PRE_BUILT_MODEL', 'KNOWLEDGE_MODEL'] as const;
export type ModelCardKind = (typeof modelCardKinds)[number];
export const isModelCardKind = (kind: string): kind is ModelCardKind => (modelCardKinds as readonly string[]).includes(kind);

/**
 * A release of a model: written in the same batch as the save that changed its version (the first with the
 * first version given). Kept while the model is; a purged model's are deleted with it (db/queries/model-card.ts).
 */
export const modelVersion = sqliteTable(
  'model_version',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: modelCardKinds }).notNull(),
    itemId: integer('item_id').notNull(),
    version: text('version').notNull(),
    changelogKr: text('changelog_kr').notNull().default(''),
    changelogEn: text('changelog_en').notNull().default(''),
    releasedAt: text('released_at').notNull(),
    byUserName: text('by_user_name'),
  },
  // a detail page reads one model's history, newest first
  (table) => [index('model_version_of_item').on(table.kind, table.itemId, table.releasedAt)],
);
