import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A home-page banner (admin spec §3): one language, an image (an attachment row of code BANNER), a
 * title, a content line and up to two buttons. Only banners in use are shown, by `position`.
 */
export const banner = sqliteTable(
  'banner',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    languageCode: text('language_code', { enum: ['ko', 'en'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imgStoredPath: text('img_stored_path').notNull(),
    inUse: integer('in_use', { mode: 'boolean' }).notNull().default(true),
    position: integer('position').notNull(),
    button1Text: text('button1_text').notNull().default(''),
    button1Link: text('button1_link').notNull().default(''),
    button1InUse: integer('button1_in_use', { mode: 'boolean' }).notNull().default(false),
    button2Text: text('button2_text').notNull().default(''),
    button2Link: text('button2_link').notNull().default(''),
    button2InUse: integer('button2_in_use', { mode: 'boolean' }).notNull().default(false),
    createdDate: text('created_date').notNull(),
    updatedDate: text('updated_date'),
  },
  (table) => [index('banner_listing').on(table.languageCode, table.inUse, table.position)],
);
