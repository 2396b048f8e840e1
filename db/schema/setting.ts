import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The password-change cycle (admin spec §3; one row, id 1): period in months, warning in days. */
export const passwordCycle = sqliteTable('password_cycle', {
  id: integer('id').primaryKey(),
  defaultPeriod: integer('default_period').notNull(),
  enable: integer('enable', { mode: 'boolean' }).notNull(),
  noticePeriod: integer('notice_period').notNull(),
  updatedAt: text('updated_at').notNull(),
});
