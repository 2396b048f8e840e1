import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What one process of the portal holds for a while among all the processes (or Worker isolates) of one
 * database (decision 034): the build of an Excel export, the seeding of the demo content, a scheduled
 * job's run. Taken with one atomic upsert; a holder that crashed loses it when it expires.
 */
export const lease = sqliteTable('lease', {
  name: text('name').primaryKey(),
  /** The process (or isolate) that holds it: a random id of its own. */
  holder: text('holder').notNull(),
  /** Until when the holder has it, in milliseconds since the epoch: past it anyone may take it. */
  expiresAt: integer('expires_at').notNull(),
  /** A scheduled job's lease: the scheduled time of the last run claimed, so each run happens once. */
  scheduledAt: integer('scheduled_at'),
});
