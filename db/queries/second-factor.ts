// The second factors' rows (issue 34): an account's authenticator app, its recovery codes, the key that seals the
// secrets when the runtime has none, and the console's policy. Every "once" (a time step, a recovery code, an
// enrolment's confirmation) is decided by one conditional statement, so of two requests at once only one wins.
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { runBatch, schema, type Db } from '../client.ts';

export type TotpFactorRow = typeof schema.totpFactor.$inferSelect;

const f = schema.totpFactor;
const r = schema.recoveryCode;

export async function findTotpFactor(db: Db, userId: number): Promise<TotpFactorRow | null> {
  const [row] = await db.select().from(f).where(eq(f.userId, userId));
  return row ?? null;
}

/** Keeps a secret shown for enrolment (sealed) until `expiresAt`; an active secret stays as it is. */
export async function savePendingTotp(db: Db, userId: number, sealed: string, expiresAt: string, now: string): Promise<void> {
  const values = { pendingSecret: sealed, pendingExpiresAt: expiresAt, updatedAt: now };
  await db
    .insert(f)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: f.userId, set: values });
}

/**
 * Makes the waiting secret `sealed` the account's active one, with `step` as its last used step (the code that
 * confirmed it is spent). False when that secret no longer waits (confirmed by another request, replaced, dropped).
 */
export async function confirmPendingTotp(db: Db, userId: number, sealed: string, step: number, now: string): Promise<boolean> {
  const done = await db
    .update(f)
    .set({ secret: sealed, confirmedAt: now, lastUsedStep: step, pendingSecret: null, pendingExpiresAt: null, updatedAt: now })
    .where(and(eq(f.userId, userId), eq(f.pendingSecret, sealed)))
    .returning({ userId: f.userId });
  return done.length === 1;
}

/** Spends the time step `step` of the active secret: false when it (or a later one) was already used. */
export async function useTotpStep(db: Db, userId: number, step: number, now: string): Promise<boolean> {
  const done = await db
    .update(f)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(and(eq(f.userId, userId), sql`${f.secret} is not null`, or(isNull(f.lastUsedStep), lt(f.lastUsedStep, step))))
    .returning({ userId: f.userId });
  return done.length === 1;
}

/** Removes the authenticator app; with `recoveryCodes`, its recovery codes too. True when there was an app to remove. */
export async function deleteTotp(db: Db, userId: number, options: { recoveryCodes: boolean }): Promise<boolean> {
  const [row] = await db.select({ secret: f.secret }).from(f).where(eq(f.userId, userId));
  await runBatch(db, [db.delete(f).where(eq(f.userId, userId)), ...(options.recoveryCodes ? [db.delete(r).where(eq(r.userId, userId))] : [])]);
  return Boolean(row?.secret);
}

/** Replaces the account's recovery codes by these hashes, in one batch. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[], now: string): Promise<void> {
  await runBatch(db, [
    db.delete(r).where(eq(r.userId, userId)),
    ...(hashes.length > 0 ? [db.insert(r).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })))] : []),
  ]);
}

/** Spends a recovery code: `used` when this call spent it, `spent` when it was used before, `unknown` when the account has no such code. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: string): Promise<'used' | 'spent' | 'unknown'> {
  const used = await db
    .update(r)
    .set({ usedAt: now })
    .where(and(eq(r.userId, userId), eq(r.codeHash, codeHash), isNull(r.usedAt)))
    .returning({ id: r.id });
  if (used.length === 1) return 'used';
  const [known] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.codeHash, codeHash)));
  return known ? 'spent' : 'unknown';
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.userId, userId), isNull(r.usedAt)));
  return row?.n ?? 0;
}

/** The database's own sealing key (id 1): `candidate` is kept when there is none yet; the kept one is answered. */
export async function readOrCreateSecondFactorKey(db: Db, candidate: string, now: string): Promise<string> {
  const k = schema.secondFactorKey;
  await db.insert(k).values({ id: 1, secret: candidate, createdAt: now }).onConflictDoNothing();
  const [row] = await db.select({ secret: k.secret }).from(k).where(eq(k.id, 1));
  if (!row) throw new Error('the second-factor key could not be read back');
  return row.secret;
}

const p = schema.secondFactorPolicy;

/** The console's policy; off (and never saved) when its row is missing. */
export async function getSecondFactorPolicy(db: Db): Promise<{ consoleStrongFactorRequired: boolean; updatedAt: string }> {
  const [row] = await db.select({ consoleStrongFactorRequired: p.consoleStrongFactorRequired, updatedAt: p.updatedAt }).from(p).where(eq(p.id, 1));
  return row ?? { consoleStrongFactorRequired: false, updatedAt: '' };
}

export async function saveSecondFactorPolicy(db: Db, consoleStrongFactorRequired: boolean, now: string) {
  const values = { consoleStrongFactorRequired, updatedAt: now };
  const [row] = await db
    .insert(p)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: p.id, set: values })
    .returning({ consoleStrongFactorRequired: p.consoleStrongFactorRequired, updatedAt: p.updatedAt });
  return row ?? { ...values };
}

/**
 * What the second factors' steps leave once they ended (the nightly job): enrolments never confirmed (their sealed
 * secret with them), and ended pending member sign-ins and "lost your device" links. Answers how many rows went.
 */
export async function deleteEndedSecondFactorSteps(db: Db, now: string): Promise<number> {
  const t = schema.oneTimeToken;
  const unconfirmed = await db
    .delete(f)
    .where(and(isNull(f.secret), lte(f.pendingExpiresAt, now)))
    .returning({ userId: f.userId });
  const tokens = await db
    .delete(t)
    .where(and(inArray(t.purpose, ['MEMBER_PENDING_LOGIN', 'SECOND_FACTOR_RECOVERY']), lte(t.expiresAt, now)))
    .returning({ id: t.id });
  return unconfirmed.length + tokens.length;
}

/** The console accounts (role ADMIN) with when their authenticator app was confirmed, by name. */
export async function listConsoleAccountsWithTotp(db: Db) {
  const a = schema.userAccount;
  return db
    .select({ id: a.id, username: a.username, name: a.name, totpEnrolledAt: f.confirmedAt })
    .from(a)
    .leftJoin(f, eq(f.userId, a.id))
    .where(eq(a.role, 'ADMIN'))
    .orderBy(asc(a.name), asc(a.id));
}
