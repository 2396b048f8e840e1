import { and, desc, eq, lt } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

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

/** Messages whose delivery failed, fewer than `maxAttempts` times, for the retry job. */
export async function listRetryableOutbox(db: Db, maxAttempts: number): Promise<OutboxRow[]> {
  const o = schema.outbox;
  return db
    .select()
    .from(o)
    .where(and(eq(o.status, 'FAILED'), lt(o.attempts, maxAttempts)))
    .orderBy(o.id)
    .limit(100);
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
