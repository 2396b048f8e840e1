import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { userAccount } from './account.ts';
import { algorithm, industry } from './catalogue.ts';
import { modelCardColumns } from './model-card.ts';

// Knowledge sharing (portal spec §3): members share models and data sets. Two tables, not one with a
// type column: the two records have different fields (a model's algorithm and how to execute it, a data
// set's application field, source and number of rows) and different searches, and a single table would
// hold half-empty rows whose meaning depends on a flag. What they share is the pattern: a writer (the
// account, kept by id for ownership, and its name at the time, which is what lists show and the console's
// ownership transfer moves), dates, views, a soft delete, extra links, and files by upload code
// (KNOWLEDGE_MODEL, KNOWLEDGE_DATA_SET). Industries and algorithms are the model catalogue's codes, linked
// as the pre-built model links them, so a shared model is filtered like a pre-built one.

/** An extra link of a model or data set (addModel[], addData[]): a public http, https or ftp address. */
export type KnowledgeLink = { title: string; url: string };

/** What both kinds of entry hold after their own fields, in the migrations' order (a builder belongs to one table: made per table). */
const sharedEntryColumns = () => ({
  /** addModel[] or addData[]: kept in the writer's order. */
  links: text('links', { mode: 'json' }).$type<KnowledgeLink[]>().notNull().default([]),
  view: integer('view').notNull().default(0),
  isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
  insDtm: text('ins_dtm').notNull(),
  updDtm: text('upd_dtm'),
  /** The writing account: who may edit and delete it (with the moderators); null once the account is gone. */
  insById: integer('ins_by_id').references(() => userAccount.id, { onDelete: 'set null' }),
  insByUserName: text('ins_by_user_name'),
  updByUserName: text('upd_by_user_name'),
});

export const knowledgeModel = sqliteTable(
  'knowledge_model',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    modelName: text('model_name').notNull(),
    /** Sanitised rich text (core/rich-text.ts). */
    descriptionModel: text('description_model').notNull(),
    /** How to run the model: plain text (commands, steps), shown as written. */
    howToExecuteModel: text('how_to_execute_model').notNull().default(''),
    /** A video of the model at work: an iframe of an allowed player, or empty. */
    embedCode: text('embed_code').notNull().default(''),
    // its links (addModel[]: the code, a paper, a notebook…), views, dates and writer
    ...sharedEntryColumns(),
    // its card: task, framework, licence, input type, metrics and version (decision 055)
    ...modelCardColumns(),
  },
  (table) => [
    index('knowledge_model_listing').on(table.isDeleted, table.insDtm),
    index('knowledge_model_writer').on(table.insById),
    // the list's other orders (most viewed: ties newest first) and the card's filters, each with the live column,
    // so a filter's count and page come from its index alone (decision 055, bench/catalogue-lists.mjs)
    index('knowledge_model_by_views').on(table.isDeleted, table.view, table.insDtm),
    index('knowledge_model_by_name').on(table.isDeleted, table.modelName),
    index('knowledge_model_by_task').on(table.task, table.isDeleted, table.insDtm),
    index('knowledge_model_by_framework').on(table.framework, table.isDeleted, table.insDtm),
    index('knowledge_model_by_licence').on(table.licence, table.isDeleted, table.insDtm),
    index('knowledge_model_by_input').on(table.inputType, table.isDeleted, table.insDtm),
  ],
);

export const knowledgeModelIndustry = sqliteTable(
  'knowledge_model_industry',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => knowledgeModel.id, { onDelete: 'cascade' }),
    industryKey: integer('industry_key')
      .notNull()
      .references(() => industry.key),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.industryKey] }), index('km_industry_by_key').on(table.industryKey)],
);

export const knowledgeModelAlgorithm = sqliteTable(
  'knowledge_model_algorithm',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => knowledgeModel.id, { onDelete: 'cascade' }),
    algorithmKey: integer('algorithm_key')
      .notNull()
      .references(() => algorithm.key),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.algorithmKey] }), index('km_algorithm_by_key').on(table.algorithmKey)],
);

export const knowledgeDataSet = sqliteTable(
  'knowledge_data_set',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dataSetName: text('data_set_name').notNull(),
    /** Sanitised rich text (core/rich-text.ts). */
    descriptionDataSet: text('description_data_set').notNull(),
    /** What the data is used for (churn analysis, demand forecasting…): one of its searches. */
    applicationField: text('application_field').notNull().default(''),
    /** Where the data comes from (an open data portal, a survey…): one of its searches. */
    source: text('source').notNull().default(''),
    numberOfRows: integer('number_of_rows'),
    // its links (addData[]: where the data can be fetched), views, dates and writer
    ...sharedEntryColumns(),
  },
  (table) => [index('knowledge_data_set_listing').on(table.isDeleted, table.insDtm), index('knowledge_data_set_writer').on(table.insById)],
);

export const knowledgeDataSetIndustry = sqliteTable(
  'knowledge_data_set_industry',
  {
    dataSetId: integer('data_set_id')
      .notNull()
      .references(() => knowledgeDataSet.id, { onDelete: 'cascade' }),
    industryKey: integer('industry_key')
      .notNull()
      .references(() => industry.key),
  },
  (table) => [primaryKey({ columns: [table.dataSetId, table.industryKey] }), index('kd_industry_by_key').on(table.industryKey)],
);
