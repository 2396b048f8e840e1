import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The sign-offs of the monthly log review (issue 33, ISMS-P 2.9.5): one per Korean calendar month (the unique
 * month is what makes a second sign-off fail), with who signed, when, the required note and the findings' summary
 * as they were (JSON of core/schemas/log-review.ts logReviewSummary). Never rewritten (a trigger, migration).
 */
export const logReviewSignOff = sqliteTable('log_review_sign_off', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** `2026-10` */
  month: text('month').notNull().unique(),
  signedById: integer('signed_by_id').notNull(),
  signedByUsername: text('signed_by_username').notNull(),
  note: text('note').notNull(),
  summary: text('summary').notNull().default('{}'),
  signedAt: text('signed_at').notNull(),
});
