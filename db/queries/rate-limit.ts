import { eq } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type Window = { count: number; resetsAt: Date };

/** The failures counted under a key in its current window (a window that has ended counts nothing). */
export async function peekRateLimit(db: Db, key: string, now: Date, windowMs: number): Promise<Window> {
  const t = schema.rateLimit;
  const [row] = await db.select().from(t).where(eq(t.key, key));
  if (!row) return { count: 0, resetsAt: new Date(now.getTime() + windowMs) };
  const resetsAt = new Date(new Date(row.windowStart).getTime() + windowMs);
  return resetsAt <= now ? { count: 0, resetsAt: new Date(now.getTime() + windowMs) } : { count: row.count, resetsAt };
}

/** Counts one more failure under a key, starting a new window when the last one has ended. */
export async function hitRateLimit(db: Db, key: string, now: Date, windowMs: number): Promise<Window> {
  const current = await peekRateLimit(db, key, now, windowMs);
  const t = schema.rateLimit;
  const windowStart = current.count === 0 ? now.toISOString() : new Date(current.resetsAt.getTime() - windowMs).toISOString();
  const count = current.count + 1;
  await db.insert(t).values({ key, windowStart, count }).onConflictDoUpdate({ target: t.key, set: { windowStart, count } });
  return { count, resetsAt: new Date(new Date(windowStart).getTime() + windowMs) };
}

/** Forgets what was counted under a key: its window starts again with the next failure. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(schema.rateLimit).where(eq(schema.rateLimit.key, key));
}
