import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every mail and SMS the portal sends (DESIGN.md §1, mail and SMS): written here first, then handed to
 * the runtime's transport (files and console locally, SMTP on Node, an HTTP provider on Workers).
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel', { enum: ['MAIL', 'SMS'] }).notNull(),
    recipient: text('recipient').notNull(),
    lang: text('lang', { enum: ['ko', 'en'] }).notNull(),
    /** The message's catalogue group (`mail.activation`). */
    template: text('template').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** Extra mail headers, a JSON object (a notification mail's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: text('headers').notNull().default('{}'),
    /** QUEUED: written by a job for the delivery step (deliverQueued); PENDING: being delivered now. */
    status: text('status', { enum: ['QUEUED', 'PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: text('created_at').notNull(),
    sentAt: text('sent_at'),
  },
  (table) => [index('outbox_status').on(table.status, table.createdAt), index('outbox_recipient').on(table.recipient)],
);
