// The identities linked to accounts, the trips to a provider and back, and the identities waiting for a
// sign-up or an account's proof (issue 34, decision 054; db/schema/sign-in-provider.ts).
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import type { SignInProvider } from '#core/auth/sign-in-providers.ts';
import { schema, type Db } from '../client.ts';

export type ProviderLinkRow = typeof schema.signInProviderLink.$inferSelect;
export type ProviderFlowRow = typeof schema.signInProviderFlow.$inferSelect;
export type ProviderPendingRow = typeof schema.signInProviderPending.$inferSelect;

const link = schema.signInProviderLink;
const flow = schema.signInProviderFlow;
const pending = schema.signInProviderPending;

/** The account an identity signs in, through its link. */
export async function findProviderLink(db: Db, provider: SignInProvider, subject: string): Promise<ProviderLinkRow | null> {
  const [row] = await db
    .select()
    .from(link)
    .where(and(eq(link.provider, provider), eq(link.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** An account's linked providers, oldest link first. */
export async function listProviderLinks(db: Db, userId: number): Promise<ProviderLinkRow[]> {
  return db.select().from(link).where(eq(link.userId, userId)).orderBy(asc(link.linkedAt), asc(link.id));
}

/** The insert of a link as a statement, for a batch that writes it with the account it signs in (`userId` may be a subquery). */
export function insertProviderLinkStatement(db: Db, row: SQLiteInsertValue<typeof link>) {
  return db.insert(link).values(row);
}

/** Links an identity to an account; false when the identity or the account's link of that provider exists already. */
export async function insertProviderLink(
  db: Db,
  row: { userId: number; provider: SignInProvider; subject: string; email: string; linkedAt: string },
): Promise<boolean> {
  const inserted = await db.insert(link).values(row).onConflictDoNothing().returning({ id: link.id });
  return inserted.length === 1;
}

/** Removes an account's link of a provider; true when there was one. */
export async function deleteProviderLink(db: Db, userId: number, provider: SignInProvider): Promise<boolean> {
  const removed = await db
    .delete(link)
    .where(and(eq(link.userId, userId), eq(link.provider, provider)))
    .returning({ id: link.id });
  return removed.length === 1;
}

/** Starts a trip to a provider; the ones that ended (used or expired) are forgotten, so the table stays small without a job. */
export async function insertProviderFlow(db: Db, row: typeof flow.$inferInsert): Promise<void> {
  await db.delete(flow).where(lte(flow.expiresAt, row.createdAt));
  await db.insert(flow).values(row);
}

export async function findProviderFlow(db: Db, id: string): Promise<ProviderFlowRow | null> {
  const [row] = await db.select().from(flow).where(eq(flow.id, id)).limit(1);
  return row ?? null;
}

/** Marks a trip used, only if it still is unused and unexpired, in one statement: of two racing callbacks exactly one wins. */
export async function useProviderFlow(db: Db, id: string, now: string): Promise<boolean> {
  const used = await db
    .update(flow)
    .set({ usedAt: now })
    .where(and(eq(flow.id, id), isNull(flow.usedAt), gt(flow.expiresAt, now)))
    .returning({ id: flow.id });
  return used.length === 1;
}

/**
 * Removes the trips and the waiting identities that ended (the nightly purge of ended sign-in steps, issue 34): a
 * waiting identity holds what a provider told of a person, kept no longer than its 30 minutes even when no one
 * starts another trip. How many rows went.
 */
export async function deleteEndedProviderSteps(db: Db, now: string): Promise<number> {
  const trips = await db.delete(flow).where(lte(flow.expiresAt, now)).returning({ id: flow.id });
  const identities = await db.delete(pending).where(lte(pending.expiresAt, now)).returning({ id: pending.id });
  return trips.length + identities.length;
}

/** Keeps an identity waiting; the ones that ended are forgotten. */
export async function insertProviderPending(db: Db, row: typeof pending.$inferInsert): Promise<void> {
  await db.delete(pending).where(lte(pending.expiresAt, row.createdAt));
  await db.insert(pending).values(row);
}

/** A waiting identity, if it is still unused and unexpired at `now`. */
export async function findLivePending(db: Db, id: string, now: string): Promise<ProviderPendingRow | null> {
  const [row] = await db
    .select()
    .from(pending)
    .where(and(eq(pending.id, id), isNull(pending.usedAt), gt(pending.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Gives a waiting identity the hash of a newly mailed link (the earlier link stops working). */
export async function setPendingMailToken(db: Db, id: string, mailTokenHash: string): Promise<void> {
  await db.update(pending).set({ mailTokenHash }).where(eq(pending.id, id));
}

/** The use of a waiting identity as a statement, for the batch that writes what it allowed; it changes nothing once used or expired. */
export function usePendingStatement(db: Db, id: string, now: string) {
  return db
    .update(pending)
    .set({ usedAt: now })
    .where(and(eq(pending.id, id), isNull(pending.usedAt), gt(pending.expiresAt, now)));
}

/** Marks a waiting identity used; true when this call used it. */
export async function usePending(db: Db, id: string, now: string): Promise<boolean> {
  const used = await usePendingStatement(db, id, now).returning({ id: pending.id });
  return used.length === 1;
}
