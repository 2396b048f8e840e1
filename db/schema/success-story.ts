import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { howToUseTypes } from '#core/schemas/content-save.ts';
import { algorithm, industry } from './catalogue.ts';
import { bilingualText, bilingualTextOrEmpty, documentColumns } from './columns.ts';

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
    ...bilingualText('title', 'title'),
    ...bilingualTextOrEmpty('overview', 'overview'),
    ...bilingualTextOrEmpty('painPoint', 'pain_point'),
    ...bilingualTextOrEmpty('valuePoint', 'value_point'),
    ...bilingualTextOrEmpty('expectedEff', 'expected_eff'),
    ...bilingualTextOrEmpty('algorithmSol', 'algorithm_sol'),
    howToUseType: text('how_to_use_type', { enum: howToUseTypes }).notNull().default('SOURCE_CODE'),
    ...bilingualTextOrEmpty('howToUseContent', 'how_to_use_content'),
    thumbnailPath: text('thumbnail_path').notNull().default(''),
    ...documentColumns(),
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

/**
 * What the story used (decision 055): pre-built models, shared models and shared data sets, in the order the
 * author chose. The item is named by its kind and id (it lives in one of three tables): a model's or data set's
 * page lists the live stories that name it, and a page shows only the items everyone may see.
 */
export const successStoryUsage = sqliteTable(
  'success_story_usage',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => successStory.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PRE_BUILT_MODEL', 'KNOWLEDGE_MODEL', 'KNOWLEDGE_DATA_SET'] }).notNull(),
    itemId: integer('item_id').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  // a model's page reads the stories that name it
  (table) => [primaryKey({ columns: [table.storyId, table.kind, table.itemId] }), index('story_usage_by_item').on(table.kind, table.itemId)],
);
