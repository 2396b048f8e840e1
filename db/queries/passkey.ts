import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type PasskeyRow = typeof schema.passkey.$inferSelect;
export type NewPasskey = Omit<typeof schema.passkey.$inferInsert, 'id' | 'lastUsedAt'>;
export type PasskeyScope = PasskeyRow['scope'];
export type PasskeyChallengeRow = typeof schema.passkeyChallenge.$inferSelect;
export type PasskeyPurpose = PasskeyChallengeRow['purpose'];

/** Challenges are kept a day past their end, so a late answer is told "expired" rather than "unknown". */
const CHALLENGE_KEPT_MS = 24 * 60 * 60 * 1000;

/** The scopes whose passkeys a sign-in of `kind` accepts: the site any of the account's, the console only its own (decision 053). */
export const scopesFor = (kind: PasskeyScope): PasskeyScope[] => (kind === 'ADMIN' ? ['ADMIN'] : ['MEMBER', 'ADMIN']);

/** Removes the challenges that ended more than a day ago (the nightly purge of ended sign-in steps); how many went. */
export async function deleteEndedPasskeyChallenges(db: Db, now: string): Promise<number> {
  const t = schema.passkeyChallenge;
  const removed = await db
    .delete(t)
    .where(lte(t.expiresAt, new Date(Date.parse(now) - CHALLENGE_KEPT_MS).toISOString()))
    .returning({ id: t.id });
  return removed.length;
}

/** Stores a challenge handed out, and forgets those that ended more than a day ago. */
export async function insertPasskeyChallenge(db: Db, row: Omit<typeof schema.passkeyChallenge.$inferInsert, 'id' | 'usedAt'>): Promise<void> {
  const t = schema.passkeyChallenge;
  await db.insert(t).values(row);
  await db.delete(t).where(lte(t.expiresAt, new Date(Date.parse(row.createdAt) - CHALLENGE_KEPT_MS).toISOString()));
}

/**
 * Uses a challenge, in one statement so that of two answers racing with it exactly one wins: only when it is
 * unused, unexpired at `now`, and was handed out for this purpose, sign-in and binding. The row when this call used it.
 */
export async function usePasskeyChallenge(
  db: Db,
  where: { challenge: string; purpose: PasskeyPurpose; kind: PasskeyScope; bindingHash: string },
  now: string,
): Promise<PasskeyChallengeRow | null> {
  const t = schema.passkeyChallenge;
  const [used] = await db
    .update(t)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.challenge, where.challenge),
        eq(t.purpose, where.purpose),
        eq(t.kind, where.kind),
        eq(t.bindingHash, where.bindingHash),
        isNull(t.usedAt),
        gt(t.expiresAt, now),
      ),
    )
    .returning();
  return used ?? null;
}

/** A challenge as handed out, whatever became of it (to say why it was refused). */
export async function findPasskeyChallenge(db: Db, challenge: string): Promise<PasskeyChallengeRow | null> {
  const [row] = await db.select().from(schema.passkeyChallenge).where(eq(schema.passkeyChallenge.challenge, challenge)).limit(1);
  return row ?? null;
}

/** An account's passkeys of the given scopes, oldest first. */
export async function listPasskeys(db: Db, userId: number, scopes: readonly PasskeyScope[]): Promise<PasskeyRow[]> {
  const t = schema.passkey;
  return db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.scope, [...scopes])))
    .orderBy(asc(t.createdAt), asc(t.id));
}

/** How many passkeys of the given scopes an account has. */
export async function countPasskeys(db: Db, userId: number, scopes: readonly PasskeyScope[]): Promise<number> {
  const t = schema.passkey;
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.scope, [...scopes])));
  return row?.n ?? 0;
}

/** The passkey an assertion names, of any account. */
export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(schema.passkey).where(eq(schema.passkey.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/** One passkey of an account in a scope (the one its owner renames or removes). */
export async function findOwnPasskey(db: Db, id: number, userId: number, scope: PasskeyScope): Promise<PasskeyRow | null> {
  const t = schema.passkey;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId), eq(t.scope, scope)))
    .limit(1);
  return row ?? null;
}

export async function insertPasskey(db: Db, row: NewPasskey): Promise<PasskeyRow> {
  const [inserted] = await db.insert(schema.passkey).values(row).returning();
  if (!inserted) throw new Error('passkey not inserted');
  return inserted;
}

/**
 * A verified assertion: the counter the authenticator reported, its backup state and the time of use. The
 * counter only moves forward, in one statement, so an older assertion finishing late cannot wind it back.
 */
export async function recordPasskeyUse(db: Db, id: number, use: { counter: number; backedUp: boolean; at: string }): Promise<void> {
  const t = schema.passkey;
  await db
    .update(t)
    .set({ counter: sql`max(${t.counter}, ${use.counter})`, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(eq(t.id, id));
}

export async function renamePasskey(db: Db, id: number, name: string): Promise<void> {
  await db.update(schema.passkey).set({ name }).where(eq(schema.passkey.id, id));
}

export async function deletePasskey(db: Db, id: number): Promise<void> {
  await db.delete(schema.passkey).where(eq(schema.passkey.id, id));
}

/** Removes an account's passkeys of the given scopes (an ADMIN's reset of a console account); how many went. */
export async function deletePasskeys(db: Db, userId: number, scopes: readonly PasskeyScope[]): Promise<number> {
  const t = schema.passkey;
  const removed = await db
    .delete(t)
    .where(and(eq(t.userId, userId), inArray(t.scope, [...scopes])))
    .returning({ id: t.id });
  return removed.length;
}
