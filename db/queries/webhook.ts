// The staff's outgoing webhooks (issue 32, docs/webhooks.md): the console's list and edits, the delivery log,
// the fan-out of an event (one delivery row per active subscribed webhook, in one statement), and the claim
// and record of each attempt that the after-the-answer delivery and the retry job share.
import { and, count, desc, eq, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import {
  webhookUrlShown,
  type WebhookBody,
  type WebhookDeliveryItem,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookEventName,
  type WebhookItem,
} from '#core/schemas/webhook.ts';
import { schema, type Db } from '../client.ts';
import { pageRows } from './page-rows.ts';

const w = schema.webhook;
const d = schema.webhookDelivery;

/** Every webhook, oldest first, with its newest delivery's status and time; never a secret. */
export async function listWebhooks(db: Db): Promise<WebhookItem[]> {
  // written out with table names: drizzle leaves them off the columns of a one-table select
  const newest = (column: 'status' | 'created_at') =>
    sql`(select ${sql.identifier(column)} from "webhook_delivery" where "webhook_delivery"."webhook_id" = "webhook"."id" order by "webhook_delivery"."id" desc limit 1)`;
  return db
    .select({
      id: w.id,
      url: w.url,
      events: w.events,
      active: w.active,
      insDtm: w.insDtm,
      updDtm: w.updDtm,
      insByUserName: w.insByUserName,
      updByUserName: w.updByUserName,
      lastStatus: newest('status').mapWith((value: WebhookDeliveryStatus | null) => value),
      lastDeliveryAt: newest('created_at').mapWith((value: string | null) => value),
    })
    .from(w)
    .orderBy(w.id)
    .then((rows) =>
      rows.map((row) => ({ ...row, url: webhookUrlShown(row.url), lastStatus: row.lastStatus ?? null, lastDeliveryAt: row.lastDeliveryAt ?? null })),
    );
}

/** A webhook's stored address, or null when there is none by that id. */
export async function storedWebhookUrl(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ url: w.url }).from(w).where(eq(w.id, id)).limit(1);
  return row?.url ?? null;
}

/** Whether a webhook exists. */
export async function webhookExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: w.id }).from(w).where(eq(w.id, id));
  return row !== undefined;
}

export async function createWebhook(db: Db, body: WebhookBody, secret: string, by: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(w)
    .values({ url: body.url, events: body.events, active: body.active, secret, insDtm: now.toISOString(), insByUserName: by })
    .returning({ id: w.id });
  if (!row) throw new Error('the webhook was not inserted');
  return row.id;
}

/** Saves a webhook's address, events and flag; false when it is gone. */
export async function updateWebhook(db: Db, id: number, body: WebhookBody, by: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(w)
    .set({ url: body.url, events: body.events, active: body.active, updDtm: now.toISOString(), updByUserName: by })
    .where(eq(w.id, id))
    .returning({ id: w.id });
  return rows.length > 0;
}

/** Replaces a webhook's secret; false when it is gone. */
export async function replaceWebhookSecret(db: Db, id: number, secret: string, by: string, now: Date): Promise<boolean> {
  const rows = await db.update(w).set({ secret, updDtm: now.toISOString(), updByUserName: by }).where(eq(w.id, id)).returning({ id: w.id });
  return rows.length > 0;
}

/** Deletes a webhook and its delivery log (the foreign key cascades). */
export async function deleteWebhook(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(w).where(eq(w.id, id)).returning({ id: w.id });
  return rows.length > 0;
}

const deliveryColumns = {
  id: d.id,
  webhookId: d.webhookId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
  lastResponseStatus: d.lastResponseStatus,
  responseMs: d.responseMs,
  lastError: d.lastError,
  createdAt: d.createdAt,
  deliveredAt: d.deliveredAt,
};

/** A page of one webhook's deliveries, newest first. */
export async function webhookDeliveryPage(db: Db, webhookId: number, paging: { page: number; pageSize: number }) {
  const [total] = await db.select({ n: count() }).from(d).where(eq(d.webhookId, webhookId));
  const rows: WebhookDeliveryItem[] = await pageRows(
    db.select(deliveryColumns).from(d).where(eq(d.webhookId, webhookId)).orderBy(desc(d.id)).$dynamic(),
    paging,
  );
  return { total: total?.n ?? 0, rows };
}

export async function findWebhookDelivery(db: Db, id: number): Promise<WebhookDeliveryItem | undefined> {
  const [row] = await db.select(deliveryColumns).from(d).where(eq(d.id, id));
  return row;
}

/**
 * Writes an event's delivery row for every active webhook that receives `event`, in one statement (insert …
 * select over the webhooks' JSON lists), due at once; answers the rows' ids.
 */
export async function queueWebhookEvent(db: Db, event: WebhookEvent, payload: string, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const subscribed = db
    // every column in the table's order, as drizzle's insert … select asks
    .select({
      id: sql`null`.as('id'),
      webhookId: w.id,
      event: sql`${event}`.as('event'),
      payload: sql`${payload}`.as('payload'),
      status: sql`'PENDING'`.as('status'),
      attempts: sql`0`.as('attempts'),
      nextAttemptAt: sql`${at}`.as('next_attempt_at'),
      lastResponseStatus: sql`null`.as('last_response_status'),
      responseMs: sql`null`.as('response_ms'),
      lastError: sql`''`.as('last_error'),
      createdAt: sql`${at}`.as('created_at'),
      deliveredAt: sql`null`.as('delivered_at'),
    })
    .from(w)
    .where(and(eq(w.active, true), sql`exists (select 1 from json_each(${w.events}) where value = ${event})`));
  const rows = await db.insert(d).select(subscribed).returning({ id: d.id });
  return rows.map((row) => row.id);
}

/** One delivery of `event` to one webhook, whatever its events and flag (the console's "Send a test"), due at once. */
export async function queueWebhookDelivery(db: Db, webhookId: number, event: WebhookEventName, payload: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const [row] = await db.insert(d).values({ webhookId, event, payload, nextAttemptAt: at, createdAt: at }).returning({ id: d.id });
  if (!row) throw new Error('the delivery was not inserted');
  return row.id;
}

/** The deliveries due by `now` (first attempts and retries), the longest waiting first, at most `limit`. */
export async function dueWebhookDeliveries(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: d.id })
    .from(d)
    .where(and(isNotNull(d.nextAttemptAt), lte(d.nextAttemptAt, now.toISOString())))
    .orderBy(d.nextAttemptAt, d.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export type ClaimedDelivery = {
  id: number;
  event: WebhookEventName;
  payload: string;
  attempts: number;
  webhook: { url: string; secret: string; active: boolean };
};

/**
 * Takes a due delivery for one attempt: counts the attempt and moves its next attempt to `leaseUntil`, so no
 * other process (the retry job beside an after-the-answer delivery) sends it meanwhile, and a process that
 * stops half-way leaves it due again once the lease ends. Null when it is not due (taken, delivered, given up).
 */
export async function claimWebhookDelivery(db: Db, id: number, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | null> {
  const [row] = await db
    .update(d)
    .set({ attempts: sql`${d.attempts} + 1`, nextAttemptAt: leaseUntil.toISOString() })
    .where(and(eq(d.id, id), isNotNull(d.nextAttemptAt), lte(d.nextAttemptAt, now.toISOString())))
    .returning({ id: d.id, event: d.event, payload: d.payload, attempts: d.attempts, webhookId: d.webhookId });
  if (!row) return null;
  const [hook] = await db.select({ url: w.url, secret: w.secret, active: w.active }).from(w).where(eq(w.id, row.webhookId));
  if (!hook) return null;
  return { id: row.id, event: row.event, payload: row.payload, attempts: row.attempts, webhook: hook };
}

/** What one attempt came to: delivered, or failed with its next attempt (null: given up). */
export type AttemptOutcome =
  | { ok: true; status: number; ms: number; at: Date }
  | { ok: false; status: number | null; ms: number | null; error: string; at: Date; nextAttemptAt: Date | null };

export async function recordWebhookAttempt(db: Db, id: number, outcome: AttemptOutcome): Promise<void> {
  const at = outcome.at.toISOString();
  await db
    .update(d)
    .set(
      outcome.ok
        ? { status: 'SENT', nextAttemptAt: null, lastResponseStatus: outcome.status, responseMs: outcome.ms, lastError: '', deliveredAt: at }
        : {
            status: 'FAILED',
            nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null,
            lastResponseStatus: outcome.status,
            responseMs: outcome.ms,
            lastError: outcome.error.slice(0, 500),
          },
    )
    .where(eq(d.id, id));
}

/**
 * Removes the delivery log's settled rows (delivered, or given up: no attempt left) created before `before`
 * (ISO 8601), by the nightly purge; a delivery still to be tried stays whatever its age. Answers how many.
 */
export async function purgeWebhookDeliveriesBefore(db: Db, before: string): Promise<number> {
  const d = schema.webhookDelivery;
  const gone = await db
    .delete(d)
    .where(and(lt(d.createdAt, before), isNull(d.nextAttemptAt), ne(d.status, 'PENDING')))
    .returning({ id: d.id });
  return gone.length;
}
