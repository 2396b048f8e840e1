import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '../client.ts';

export type TokenPurpose = (typeof schema.tokenPurposes)[number];
export type OneTimeTokenRow = typeof schema.oneTimeToken.$inferSelect;
export type NewOneTimeToken = Omit<typeof schema.oneTimeToken.$inferInsert, 'id' | 'usedAt' | 'attempts'>;

/** The insert as a statement, for a batch that writes it with other rows (sign-up: `userId` may be a subquery). */
export function insertOneTimeTokenStatement(db: Db, row: SQLiteInsertValue<typeof schema.oneTimeToken>) {
  return db.insert(schema.oneTimeToken).values(row);
}

export async function insertOneTimeToken(db: Db, row: NewOneTimeToken): Promise<void> {
  await insertOneTimeTokenStatement(db, row);
}

/** Removes an account's tokens of a purpose: a new link or code replaces every earlier one. */
export async function deleteUserTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  const t = schema.oneTimeToken;
  await db.delete(t).where(and(eq(t.userId, userId), eq(t.purpose, purpose)));
}

export async function findTokenByHash(db: Db, tokenHash: string, purpose: TokenPurpose): Promise<OneTimeTokenRow | null> {
  const t = schema.oneTimeToken;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.tokenHash, tokenHash), eq(t.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** The newest unused token of a purpose for an account (a code is checked against it). */
export async function findLatestUnusedToken(db: Db, userId: number, purpose: TokenPurpose): Promise<OneTimeTokenRow | null> {
  const t = schema.oneTimeToken;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.purpose, purpose), isNull(t.usedAt)))
    .orderBy(desc(t.id))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token used, only if it is still unused and unexpired at `now`, as one statement: of two
 * requests racing with the same link, exactly one wins. True when this call used it.
 */
export async function useToken(db: Db, id: number, now: string): Promise<boolean> {
  const used = await useTokenStatement(db, id, now).returning({ id: schema.oneTimeToken.id });
  return used.length === 1;
}

/** The same as a statement, for a batch that writes the token's effect with it. */
export function useTokenStatement(db: Db, id: number, now: string) {
  const t = schema.oneTimeToken;
  return db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, id), isNull(t.usedAt), gt(t.expiresAt, now)));
}

/** Counts one wrong try of a code. */
export async function countTokenAttempt(db: Db, id: number): Promise<void> {
  const t = schema.oneTimeToken;
  await db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(eq(t.id, id));
}

/** Gives a token a new end (the pending admin sign-in lives as long as its code, and a little more). */
export async function extendToken(db: Db, id: number, expiresAt: string): Promise<void> {
  await db.update(schema.oneTimeToken).set({ expiresAt }).where(eq(schema.oneTimeToken.id, id));
}
