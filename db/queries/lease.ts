// Leases among the processes of one database (decision 034): several Node processes on one file or one
// libSQL server, or the Worker's isolates on D1. Each take is one atomic upsert that succeeds only when the
// lease is free, expired or already ours, so two processes never both hold it; a holder that crashed
// loses it when it expires. Times are milliseconds since the epoch, from the caller's clock.
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

const lease = schema.lease;

let holder: string | undefined;
/**
 * This process's (or isolate's) own holder id: random, so no other one ever has it. Made at the first use:
 * workerd makes no random values while a module loads.
 */
export function thisProcess(): string {
  return (holder ??= crypto.randomUUID());
}

/** Takes the lease `name` until `now + ttlMs` when it is free, expired or `holder`'s already; answers whether it did. */
export async function takeLease(db: Db, name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
  const taken = await db
    .insert(lease)
    .values({ name, holder, expiresAt: now + ttlMs })
    .onConflictDoUpdate({
      target: lease.name,
      set: { holder, expiresAt: now + ttlMs },
      setWhere: or(lte(lease.expiresAt, now), eq(lease.holder, holder)),
    })
    .returning({ holder: lease.holder });
  return taken.length > 0;
}

/** Gives the lease back, if `holder` still has it. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.delete(lease).where(and(eq(lease.name, name), eq(lease.holder, holder)));
}

/**
 * Claims the run of a scheduled job planned for `scheduledAt`: only when no process claimed this run (or a
 * later one) yet and the last run's lease is over (finished, or its process crashed and it expired).
 * Processes whose schedulers fire for the same time all ask; one gets it.
 */
export async function claimScheduledRun(db: Db, name: string, holder: string, scheduledAt: number, now: number, ttlMs: number): Promise<boolean> {
  const claimed = await db
    .insert(lease)
    .values({ name, holder, expiresAt: now + ttlMs, scheduledAt })
    .onConflictDoUpdate({
      target: lease.name,
      set: { holder, expiresAt: now + ttlMs, scheduledAt },
      setWhere: and(or(isNull(lease.scheduledAt), lt(lease.scheduledAt, scheduledAt)), lte(lease.expiresAt, now)),
    })
    .returning({ holder: lease.holder });
  return claimed.length > 0;
}

/** Keeps a claimed run's lease `ttlMs` longer while it runs; answers whether `holder` still had it. */
export async function renewLease(db: Db, name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
  const renewed = await db
    .update(lease)
    .set({ expiresAt: now + ttlMs })
    .where(and(eq(lease.name, name), eq(lease.holder, holder)))
    .returning({ holder: lease.holder });
  return renewed.length > 0;
}

/** Ends a claimed run: the lease is over, and the run stays claimed (`scheduled_at` is kept). */
export async function endScheduledRun(db: Db, name: string, holder: string): Promise<void> {
  await db
    .update(lease)
    .set({ expiresAt: 0 })
    .where(and(eq(lease.name, name), eq(lease.holder, holder)));
}

/** How the waiting for a lease goes: how long it is held at most, and how long a caller waits for it. */
export type LeaseTerms = { ttlMs: number; waitMs: number; now: () => number };

/**
 * Runs `work` holding the lease `name`, waiting while another process has it (asking again after a growing
 * pause, at most half a second); `{ ran: false }` when it was not free within `waitMs` of `now()`. The
 * lease is given back when `work` ends, however it ends.
 */
export async function whileHolding<T>(db: Db, name: string, terms: LeaseTerms, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const deadline = terms.now() + terms.waitMs;
  for (let attempt = 0; !(await takeLease(db, name, thisProcess(), terms.now(), terms.ttlMs)); attempt += 1) {
    if (terms.now() >= deadline) return { ran: false };
    await new Promise((resolve) => setTimeout(resolve, Math.min(20 * 2 ** attempt, 500)));
  }
  try {
    return { ran: true, value: await work() };
  } finally {
    await releaseLease(db, name, thisProcess());
  }
}
