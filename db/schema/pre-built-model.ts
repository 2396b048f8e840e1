import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { howToUseTypes } from '#core/schemas/content-save.ts';
import { algorithm, industry } from './catalogue.ts';
import { auditColumns } from './columns.ts';
import { modelCardColumns } from './model-card.ts';

/** A ready-made analytics model; every text field has a Korean and an English variant. */
export const preBuiltModel = sqliteTable(
  'pre_built_model',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    titleKr: text('title_kr').notNull(),
    titleEn: text('title_en').notNull(),
    benefitKr: text('benefit_kr').notNull().default(''),
    benefitEn: text('benefit_en').notNull().default(''),
    overviewKr: text('overview_kr').notNull().default(''),
    overviewEn: text('overview_en').notNull().default(''),
    painPointKr: text('pain_point_kr').notNull().default(''),
    painPointEn: text('pain_point_en').notNull().default(''),
    advantageKr: text('advantage_kr').notNull().default(''),
    advantageEn: text('advantage_en').notNull().default(''),
    valuePointKr: text('value_point_kr').notNull().default(''),
    valuePointEn: text('value_point_en').notNull().default(''),
    howToUseType: text('how_to_use_type', { enum: howToUseTypes }).notNull(),
    howToUseContent: text('how_to_use_content').notNull().default(''),
    view: integer('view').notNull().default(0),
    delYn: text('del_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    ...auditColumns(),
    // its card: task, framework, licence, input type, metrics and version (decision 055)
    ...modelCardColumns(),
  },
  (table) => [
    index('pre_built_model_listing').on(table.delYn, table.insDtm),
    // the list's other orders (most viewed: ties newest first) and the card's filters, each with the live column,
    // so a filter's count and page come from its index alone (decision 055, bench/catalogue-lists.mjs)
    index('pre_built_model_by_views').on(table.delYn, table.view, table.insDtm),
    index('pre_built_model_by_title_kr').on(table.delYn, table.titleKr),
    index('pre_built_model_by_title_en').on(table.delYn, table.titleEn),
    index('pre_built_model_by_task').on(table.task, table.delYn, table.insDtm),
    index('pre_built_model_by_framework').on(table.framework, table.delYn, table.insDtm),
    index('pre_built_model_by_licence').on(table.licence, table.delYn, table.insDtm),
    index('pre_built_model_by_input').on(table.inputType, table.delYn, table.insDtm),
  ],
);

export const preBuiltModelIndustry = sqliteTable(
  'pre_built_model_industry',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => preBuiltModel.id, { onDelete: 'cascade' }),
    industryKey: integer('industry_key')
      .notNull()
      .references(() => industry.key),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.industryKey] }), index('pbm_industry_by_key').on(table.industryKey)],
);

export const preBuiltModelAlgorithm = sqliteTable(
  'pre_built_model_algorithm',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => preBuiltModel.id, { onDelete: 'cascade' }),
    algorithmKey: integer('algorithm_key')
      .notNull()
      .references(() => algorithm.key),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.algorithmKey] }), index('pbm_algorithm_by_key').on(table.algorithmKey)],
);
