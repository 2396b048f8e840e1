import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { uploadCodes } from '#core/attachment-rules.ts';
import { attachmentTypes } from '#core/schemas/attachment.ts';

export { attachmentTypes, uploadCodes };

/**
 * A stored file. Downloads look the row up by its stored path and stream the blob; the path is made
 * by the server, never taken from the user.
 */
export const attachment = sqliteTable(
  'attachment',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code', { enum: uploadCodes }).notNull(),
    ownerId: integer('owner_id'),
    /**
     * The account that uploaded the file. Until a save claims it (ownerId null), only this account may
     * read it, and its pending files are bounded in number and bytes. Account ids are never reused.
     */
    uploadedBy: integer('uploaded_by'),
    attachmentType: text('attachment_type', { enum: attachmentTypes }).notNull().default('ATTACHMENT'),
    name: text('name').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    storedPath: text('stored_path').notNull().unique(),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    createdDate: text('created_date').notNull(),
    /** When it was removed from its content; the blob is purged some days later. */
    deletedDate: text('deleted_date'),
  },
  (table) => [index('attachment_owner').on(table.code, table.ownerId), index('attachment_pending_uploader').on(table.uploadedBy, table.ownerId)],
);
