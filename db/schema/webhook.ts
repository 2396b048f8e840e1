import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { webhookDeliveryStatuses, webhookEventNames, type WebhookEvent } from '#core/schemas/webhook.ts';
import { auditColumns } from './columns.ts';

/**
 * The staff's outgoing webhooks (issue 32, docs/webhooks.md): an `https` address of a public host, the secret
 * its deliveries are signed with (made by the server, shown once), the events it receives (a JSON list of
 * core/schemas/webhook.ts `webhookEvents`) and whether it is on. Kept by ADMINs in the console.
 */
export const webhook = sqliteTable('webhook', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  /** The HMAC key: kept as made, since every delivery signs with it; never answered after it was shown once. */
  secret: text('secret').notNull(),
  /** The events, as a JSON list (`["report.created","job.failed"]`): fan-out reads it with json_each. */
  events: text('events', { mode: 'json' }).$type<WebhookEvent[]>().notNull(),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  ...auditColumns(),
});

/**
 * One event sent to one webhook: written in the request that caused the event (one row per active subscribed
 * webhook, in one statement), delivered after the answer, and again by the retry job while `next_attempt_at`
 * is set (null once delivered, or given up after the last attempt).
 */
export const webhookDelivery = sqliteTable(
  'webhook_delivery',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhook.id, { onDelete: 'cascade' }),
    /** One of `webhookEvents`, or `test` for the console's "Send a test". */
    event: text('event', { enum: webhookEventNames }).notNull(),
    /** The JSON body as sent, byte for byte (what the signature covers, with the timestamp). */
    payload: text('payload').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (ISO), or null: delivered, or given up. A claimed row holds its lease here. */
    nextAttemptAt: text('next_attempt_at'),
    /** The receiver's HTTP status at the last attempt (null when none came: a timeout, a refused connection). */
    lastResponseStatus: integer('last_response_status'),
    /** How long the last attempt took, in milliseconds. */
    responseMs: integer('response_ms'),
    lastError: text('last_error').notNull().default(''),
    createdAt: text('created_at').notNull(),
    deliveredAt: text('delivered_at'),
  },
  (table) => [
    // one webhook's delivery log, newest first
    index('webhook_delivery_webhook').on(table.webhookId, table.id),
    // the retry job: the rows whose next attempt is due (delivered and given-up rows are left out)
    index('webhook_delivery_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
