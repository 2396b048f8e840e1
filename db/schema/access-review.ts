import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accountRoles } from '#core/auth/roles.ts';
import { accessReviewDecisions } from '#core/schemas/access-review.ts';

/**
 * The quarterly access reviews (issue 33, ISMS-P 2.5.6): one per Korean calendar quarter, complete when every
 * account of it is decided. Kept, with their accounts, as the record of the review.
 */
export const accessReview = sqliteTable('access_review', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** `2026-Q4` */
  quarter: text('quarter').notNull().unique(),
  startedById: integer('started_by_id').notNull(),
  startedByUsername: text('started_by_username').notNull(),
  startedAt: text('started_at').notNull(),
  completedById: integer('completed_by_id'),
  completedByUsername: text('completed_by_username'),
  completedAt: text('completed_at'),
});

/**
 * An account of a review: its role, name and ID when listed (kept after the account changes or goes), and the
 * decision, made once (a trigger, migration). No foreign key to the account: the record outlives it.
 */
export const accessReviewItem = sqliteTable(
  'access_review_item',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => accessReview.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: accountRoles }).notNull(),
    decision: text('decision', { enum: accessReviewDecisions }),
    decidedById: integer('decided_by_id'),
    decidedByUsername: text('decided_by_username'),
    decidedAt: text('decided_at'),
    note: text('note').notNull().default(''),
  },
  (table) => [uniqueIndex('access_review_item_account').on(table.reviewId, table.userId), index('access_review_item_user').on(table.userId)],
);
