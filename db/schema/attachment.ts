import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const attachmentTypes = ['ATTACHMENT', 'THUMBNAIL', 'DATA_SET', 'MODEL'] as const;
/** The spec's upload codes: which kind of content a file belongs to. */
export const uploadCodes = [
  'PRE_BUILT_MODEL',
  'SUCCESS_STORY_ATM',
  'SUCCESS_STORY_THUM',
  'FORUM_BULLETIN_BOARD',
  'COMMUNITY_FAQ',
  'PARTNER_FAQ',
  'PARTNER_LIBRARY',
  /** Banner images: uploaded from the console (admin spec §7.1, upload-banner-img), not by code. */
  'BANNER',
] as const;

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
