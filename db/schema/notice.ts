import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { noticeCategories } from '#core/schemas/notice.ts';
import { attachment } from './attachment.ts';

/**
 * A notice for every visitor (portal spec §3 Notice), managed by ADMINs in the console: plain text in
 * Korean and English, a category, and optionally a file. Only notices in use are shown, newest first.
 */
export const notice = sqliteTable(
  'notice',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    titleKr: text('title_kr').notNull(),
    titleEn: text('title_en').notNull(),
    contentKr: text('content_kr').notNull(),
    contentEn: text('content_en').notNull(),
    category: text('category', { enum: noticeCategories }).notNull().default('GENERAL'),
    inUse: integer('in_use', { mode: 'boolean' }).notNull().default(true),
    /** relatedInfo.attachmentId of the spec: a file that goes with the notice. */
    attachmentId: integer('attachment_id').references(() => attachment.id, { onDelete: 'set null' }),
    createdDate: text('created_date').notNull(),
    updatedDate: text('updated_date'),
    createdBy: text('created_by').notNull().default(''),
  },
  (table) => [index('notice_listing').on(table.inUse, table.createdDate, table.id)],
);
