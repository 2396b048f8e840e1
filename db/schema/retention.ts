import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A withdrawn member whose traces the retention job has still to pseudonymise (portal spec §9: personal data
 * at most 5 days after withdrawal). Written by a trigger when an account row is deleted, whatever deletes it
 * (migration: `user_account_withdrawn`), so no path forgets it, with the ids of what they wrote; the job removes the row once every log and
 * content row naming the member is pseudonymised, so the identity it holds lives no longer than that.
 */
export const withdrawnAccount = sqliteTable('withdrawn_account', {
  userId: integer('user_id').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  secondaryEmail: text('secondary_email').notNull().default(''),
  withdrawnAt: text('withdrawn_at').notNull(),
  /**
   * The rows of content the member wrote, as the trigger found them before the account's deletion set their
   * writer null: a JSON object of table name to ids (`{"forum_post":[3,9]}`), so the job finds them afterwards.
   */
  content: text('content').notNull().default('{}'),
});
