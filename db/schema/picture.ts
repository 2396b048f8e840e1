import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { attachment } from './attachment.ts';

/**
 * What was done for a page picture (an attachment core/pictures.ts `isPagePicture` names): the original's size,
 * and whether its copies are made, failed (tried again by the batch job up to a bound) or refused (too large or
 * unreadable; the original is shown). Decision 056.
 */
export const picture = sqliteTable(
  'picture',
  {
    attachmentId: integer('attachment_id')
      .primaryKey()
      .references(() => attachment.id, { onDelete: 'cascade' }),
    /** The original's size in pixels, once read from its bytes. */
    width: integer('width'),
    height: integer('height'),
    state: text('state', { enum: ['made', 'failed', 'refused'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    triedDate: text('tried_date').notNull(),
    /** Why the last attempt failed or was refused. */
    problem: text('problem'),
  },
  (table) => [index('picture_state').on(table.state, table.attempts)],
);

/** A copy of a page picture: a WebP in one of the pages' widths, or the share card. The blob key is made from the original's. */
export const pictureVariant = sqliteTable(
  'picture_variant',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachment.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['page', 'card'] }).notNull(),
    format: text('format', { enum: ['webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    blobKey: text('blob_key').notNull().unique(),
    createdDate: text('created_date').notNull(),
  },
  (table) => [index('picture_variant_attachment').on(table.attachmentId)],
);
