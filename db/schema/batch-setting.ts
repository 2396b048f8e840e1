import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { batchWorkTypes } from '#core/schemas/batch.ts';
import { userAccount } from './account.ts';

/**
 * One user batch per type (admin spec §3, batch work; the dormancy and the three notices), seeded by
 * the migration. `designatedPeriod` is in days: the inactivity that makes a member dormant, or how long
 * before its event a notice is sent. `maximum` caps the accounts one run touches; `matureDate` (a
 * Korean calendar day, or null) is the first day the batch runs.
 */
export const batchWork = sqliteTable('batch_work', {
  id: integer('id').primaryKey(),
  type: text('type', { enum: batchWorkTypes }).notNull().unique(),
  designatedPeriod: integer('designated_period').notNull(),
  enable: integer('enable', { mode: 'boolean' }).notNull(),
  matureDate: text('mature_date'),
  maximum: integer('maximum').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/** The admin batch (admin spec §3; one row, id 1): idle admins are locked, old admin passwords must change. Periods in days. */
export const adminBatch = sqliteTable('admin_batch', {
  id: integer('id').primaryKey(),
  adminInactiveTimePeriod: integer('admin_inactive_time_period').notNull(),
  maximum: integer('maximum').notNull(),
  adminPasswordUpdatePeriod: integer('admin_password_update_period').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/**
 * A notice mail the notification batch sent: one per account, kind and event (`eventKey` is the
 * instant the event is counted from, so a new sign-in or a new password is a new event), so a second
 * run sends nothing again.
 */
export const batchNoticeSent = sqliteTable(
  'batch_notice_sent',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: batchWorkTypes }).notNull(),
    eventKey: text('event_key').notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (table) => [uniqueIndex('batch_notice_sent_once').on(table.userId, table.kind, table.eventKey), index('batch_notice_sent_by_time').on(table.sentAt)],
);
