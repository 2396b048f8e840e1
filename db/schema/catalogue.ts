import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Analysis algorithms a model or story is tagged with; `code` is the spec's search key (CNN, XGB…). */
export const algorithm = sqliteTable('algorithm', {
  key: integer('key').primaryKey(),
  code: text('code').notNull().unique(),
  nameKr: text('name_kr').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Industries, keys 123 to 140 as in the spec. */
export const industry = sqliteTable('industry', {
  key: integer('key').primaryKey(),
  code: text('code').notNull().unique(),
  nameKr: text('name_kr').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Dialling codes for phone numbers; Korea sorts first. */
export const country = sqliteTable('country', {
  iso2: text('iso2').primaryKey(),
  dialCode: text('dial_code').notNull(),
  nameKr: text('name_kr').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Code lists of the spec (BUSSINESS_FIELD and the others), read through /api/public/master-data/{type}. */
export const masterData = sqliteTable(
  'master_data',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type').notNull(),
    code: text('code').notNull(),
    displayKr: text('display_kr').notNull(),
    displayEn: text('display_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('master_data_type_code').on(table.type, table.code)],
);
