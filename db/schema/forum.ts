import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { userAccount } from './account.ts';
import { auditColumns } from './columns.ts';

/**
 * A bulletin board menu of the forum (portal spec §3 "Forum and bulletin"): its name in both languages,
 * its category, its place among the boards and the tags its posts may carry. A board with rows in
 * `forum_board_access` is restricted to those addresses (`isRestricted` says so without a lookup);
 * every forum query reads boards through one visibility predicate (db/queries/forum-visibility.ts).
 */
export const forumBoard = sqliteTable(
  'forum_board',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nameKr: text('name_kr').notNull(),
    nameEn: text('name_en').notNull(),
    category: text('category').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The tags offered on the board, a JSON array of strings. */
    tags: text('tags').notNull().default('[]'),
    isRestricted: integer('is_restricted', { mode: 'boolean' }).notNull().default(false),
    /** A Q&A board: the asker or a moderator marks one comment of a post as its answer (decision 044). */
    isQna: integer('is_qna', { mode: 'boolean' }).notNull().default(false),
    /** Its live posts readers see (neither deleted nor hidden), kept by triggers (migration 0011). */
    postCount: integer('post_count').notNull().default(0),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    ...auditColumns(),
  },
  (table) => [index('forum_board_order').on(table.isDeleted, table.sortOrder, table.id)],
);

/** The addresses a restricted board admits, lowercase (compared case-insensitively with the reader's). */
export const forumBoardAccess = sqliteTable(
  'forum_board_access',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => forumBoard.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.email] }), index('forum_board_access_email').on(table.email)],
);

/**
 * A post of a board. `writerId` decides who may edit it (null once the account is deleted: the post
 * stays under the name it was written by); `insByUserName` is the writer's name as shown. A hidden post
 * (moderation) and a deleted one are gone for readers; a deleted post with comments keeps its thread.
 */
export const forumPost = sqliteTable(
  'forum_post',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    boardId: integer('board_id')
      .notNull()
      .references(() => forumBoard.id),
    title: text('title').notNull(),
    /** Sanitised rich text (core/rich-text.ts). */
    content: text('content').notNull(),
    /** A JSON array of the post's tags, each one of its board's. */
    tags: text('tags').notNull().default('[]'),
    writerId: integer('writer_id').references(() => userAccount.id, { onDelete: 'set null' }),
    view: integer('view').notNull().default(0),
    /** Its live comments and live replies (neither deleted nor hidden), kept by triggers (migration 0011). */
    commentCount: integer('comment_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /**
     * The top-level comment marked as the answer on a Q&A board, and when (decision 044); both cleared
     * by migration 0027's triggers when that comment is deleted or hidden.
     */
    answerCommentId: integer('answer_comment_id'),
    solvedDtm: text('solved_dtm'),
    isHidden: integer('is_hidden', { mode: 'boolean' }).notNull().default(false),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    ...auditColumns(),
  },
  (table) => [
    // the board in the index lets a late page skip rows without reading them
    index('forum_post_listing').on(table.isDeleted, table.isHidden, table.insDtm, table.id, table.boardId),
    index('forum_post_board').on(table.boardId, table.isDeleted, table.isHidden, table.insDtm, table.id),
    // the posting limit counts an account's posts of the last minutes
    index('forum_post_writer').on(table.writerId, table.insDtm),
    // the solved filter pages in the query: the solved posts alone, of every board or of one
    index('forum_post_solved')
      .on(table.isDeleted, table.isHidden, table.insDtm, table.id, table.boardId)
      .where(sql`${table.answerCommentId} is not null`),
    index('forum_post_board_solved')
      .on(table.boardId, table.isDeleted, table.isHidden, table.insDtm, table.id)
      .where(sql`${table.answerCommentId} is not null`),
  ],
);

/** A comment of a post; a reply has the comment it answers as `parentId` (one level of replies). */
export const forumComment = sqliteTable(
  'forum_comment',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPost.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /** Plain text, shown as text. */
    content: text('content').notNull(),
    writerId: integer('writer_id').references(() => userAccount.id, { onDelete: 'set null' }),
    isHidden: integer('is_hidden', { mode: 'boolean' }).notNull().default(false),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    insDtm: text('ins_dtm').notNull(),
    updDtm: text('upd_dtm'),
    insByUserName: text('ins_by_user_name'),
  },
  (table) => [
    index('forum_comment_post').on(table.postId, table.insDtm, table.id),
    index('forum_comment_parent').on(table.parentId),
    index('forum_comment_writer').on(table.writerId, table.insDtm),
  ],
);

export const forumReportTargets = ['POST', 'COMMENT'] as const;
export const forumReportStatuses = ['OPEN', 'HIDDEN', 'DISMISSED'] as const;

/** A member's report of a post or comment: one per member per item; moderators hide the item or dismiss it. */
export const forumReport = sqliteTable(
  'forum_report',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    targetType: text('target_type', { enum: forumReportTargets }).notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: forumReportStatuses }).notNull().default('OPEN'),
    insDtm: text('ins_dtm').notNull(),
    resolvedDtm: text('resolved_dtm'),
    resolvedByUserName: text('resolved_by_user_name'),
  },
  (table) => [
    uniqueIndex('forum_report_once').on(table.targetType, table.targetId, table.reporterId),
    index('forum_report_open').on(table.status, table.insDtm),
  ],
);
