import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { howToUseTypes } from '#core/schemas/content-save.ts';
import { algorithm, industry } from './catalogue.ts';

/**
 * A customer's use of the platform (portal spec §3): every text field has a Korean and an English
 * variant and holds sanitised rich text (core/rich-text.ts). The thumbnail and the attachments are
 * attachment rows (codes SUCCESS_STORY_THUM and SUCCESS_STORY_ATM); `thumbnailPath` repeats the live
 * thumbnail's stored path for lists.
 */
export const successStory = sqliteTable(
  'success_story',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    titleKr: text('title_kr').notNull(),
    titleEn: text('title_en').notNull(),
    overviewKr: text('overview_kr').notNull().default(''),
    overviewEn: text('overview_en').notNull().default(''),
    painPointKr: text('pain_point_kr').notNull().default(''),
    painPointEn: text('pain_point_en').notNull().default(''),
    valuePointKr: text('value_point_kr').notNull().default(''),
    valuePointEn: text('value_point_en').notNull().default(''),
    expectedEffKr: text('expected_eff_kr').notNull().default(''),
    expectedEffEn: text('expected_eff_en').notNull().default(''),
    algorithmSolKr: text('algorithm_sol_kr').notNull().default(''),
    algorithmSolEn: text('algorithm_sol_en').notNull().default(''),
    howToUseType: text('how_to_use_type', { enum: howToUseTypes }).notNull().default('SOURCE_CODE'),
    howToUseContentKr: text('how_to_use_content_kr').notNull().default(''),
    howToUseContentEn: text('how_to_use_content_en').notNull().default(''),
    thumbnailPath: text('thumbnail_path').notNull().default(''),
    view: integer('view').notNull().default(0),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    insDtm: text('ins_dtm').notNull(),
    updDtm: text('upd_dtm'),
    insByUserName: text('ins_by_user_name'),
    updByUserName: text('upd_by_user_name'),
  },
  (table) => [index('success_story_listing').on(table.isDeleted, table.insDtm)],
);

export const successStoryIndustry = sqliteTable(
  'success_story_industry',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => successStory.id, { onDelete: 'cascade' }),
    industryKey: integer('industry_key')
      .notNull()
      .references(() => industry.key),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.industryKey] }), index('ss_industry_by_key').on(table.industryKey)],
);

export const successStoryAlgorithm = sqliteTable(
  'success_story_algorithm',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => successStory.id, { onDelete: 'cascade' }),
    algorithmKey: integer('algorithm_key')
      .notNull()
      .references(() => algorithm.key),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.algorithmKey] }), index('ss_algorithm_by_key').on(table.algorithmKey)],
);

/** The story's related materials: other stories, in the order the author chose. */
export const successStoryRelated = sqliteTable(
  'success_story_related',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => successStory.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => successStory.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.relatedId] })],
);
