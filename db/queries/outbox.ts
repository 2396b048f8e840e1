import { and, desc, eq, lt, or } from 'drizzle-orm';
import { schema, type BatchItem, type Db } from '../client.ts';

export type OutboxRow = typeof schema.outbox.$inferSelect;
export type NewOutboxRow = Omit<typeof schema.outbox.$inferInsert, 'id' | 'status' | 'attempts' | 'error' | 'sentAt'>;

export async function insertOutbox(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(schema.outbox).values(row).returning();
  if (!inserted) throw new Error('the outbox row was not inserted');
  return inserted;
}

export async function markOutbox(db: Db, id: number, result: { status: 'SENT' | 'FAILED'; at: string; error?: string }): Promise<void> {
  const o = schema.outbox;
  const [row] = await db.select({ attempts: o.attempts }).from(o).where(eq(o.id, id));
  await db
    .update(o)
    .set({ status: result.status, attempts: (row?.attempts ?? 0) + 1, error: result.error ?? '', sentAt: result.status === 'SENT' ? result.at : null })
    .where(eq(o.id, id));
}

/**
 * Messages whose delivery failed, fewer than `maxAttempts` times, for the retry job; and those left PENDING
 * (being delivered) since before `stuckBefore` by a process that stopped half way.
 */
export async function listRetryableOutbox(db: Db, maxAttempts: number, stuckBefore: string): Promise<OutboxRow[]> {
  const o = schema.outbox;
  return db
    .select()
    .from(o)
    .where(or(and(eq(o.status, 'FAILED'), lt(o.attempts, maxAttempts)), and(eq(o.status, 'PENDING'), lt(o.createdAt, stuckBefore))))
    .orderBy(o.id)
    .limit(100);
}

/** The insert of a message a job queues (status QUEUED), for the batch that writes what it settles. */
export function queuedOutboxInsert(db: Db, row: NewOutboxRow): BatchItem {
  return db.insert(schema.outbox).values({ ...row, status: 'QUEUED' });
}

/** The oldest queued messages, at most `most`. */
export async function listQueuedOutbox(db: Db, most: number): Promise<OutboxRow[]> {
  const o = schema.outbox;
  return db.select().from(o).where(eq(o.status, 'QUEUED')).orderBy(o.id).limit(most);
}

/** Takes a queued message for delivery (QUEUED → PENDING): of two processes, one only wins it. */
export async function claimQueuedOutbox(db: Db, id: number): Promise<boolean> {
  const o = schema.outbox;
  const claimed = await db
    .update(o)
    .set({ status: 'PENDING' })
    .where(and(eq(o.id, id), eq(o.status, 'QUEUED')))
    .returning({ id: o.id });
  return claimed.length === 1;
}

/** The newest messages, for the development page that lists sent mail; optionally to one address. */
export async function listOutbox(db: Db, options: { recipient?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const o = schema.outbox;
  return db
    .select()
    .from(o)
    .where(options.recipient ? eq(o.recipient, options.recipient) : undefined)
    .orderBy(desc(o.id))
    .limit(options.limit ?? 50);
}
