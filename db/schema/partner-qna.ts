import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { partnerQnaStatuses } from '#core/schemas/partner-qna.ts';
import { userAccount } from './account.ts';

/**
 * A question of the partner Q&A board (portal spec §3 "Partner Q&A"): its type, product and version, a
 * title and sanitised rich text, the private flag, and its status (OPEN until STAFF or ADMIN answers in
 * a comment, then ANSWERED). A private question is read only by its writer, STAFF and ADMIN: every query
 * reads questions through one predicate (db/queries/partner-qna-visibility.ts).
 */
export const partnerQna = sqliteTable(
  'partner_qna',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type').notNull(),
    /** A PRODUCT code of the master data. */
    productCd: text('product_cd').notNull(),
    version: text('version').notNull().default(''),
    title: text('title').notNull(),
    /** Sanitised rich text (core/rich-text.ts). */
    content: text('content').notNull(),
    isPrivate: integer('is_private', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: partnerQnaStatuses }).notNull().default('OPEN'),
    writerId: integer('writer_id').references(() => userAccount.id, { onDelete: 'set null' }),
    insByUserName: text('ins_by_user_name'),
    view: integer('view').notNull().default(0),
    /** When STAFF or ADMIN first commented (OPEN to ANSWERED): the time to the first staff answer. */
    answeredDtm: text('answered_dtm'),
    /** The staff comment the question's writer accepted as the answer, and when (decision 044). */
    acceptedCommentId: integer('accepted_comment_id'),
    acceptedDtm: text('accepted_dtm'),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    insDtm: text('ins_dtm').notNull(),
    updDtm: text('upd_dtm'),
    updByUserName: text('upd_by_user_name'),
  },
  (table) => [
    // the list, newest first; the private flag and writer in the index answer the visibility predicate without the rows
    index('partner_qna_listing').on(table.isDeleted, table.insDtm, table.id, table.isPrivate, table.writerId),
    // a partner's own questions (private ones included), newest first
    index('partner_qna_writer').on(table.writerId, table.isDeleted, table.insDtm),
  ],
);

/** A comment of a question; a child comment has the comment it answers as `parentId` (one level). */
export const partnerQnaComment = sqliteTable(
  'partner_qna_comment',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    questionId: integer('question_id')
      .notNull()
      .references(() => partnerQna.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /** Plain text, shown as text. */
    content: text('content').notNull(),
    writerId: integer('writer_id').references(() => userAccount.id, { onDelete: 'set null' }),
    insByUserName: text('ins_by_user_name'),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    insDtm: text('ins_dtm').notNull(),
    updDtm: text('upd_dtm'),
  },
  (table) => [index('partner_qna_comment_question').on(table.questionId, table.insDtm, table.id), index('partner_qna_comment_parent').on(table.parentId)],
);
