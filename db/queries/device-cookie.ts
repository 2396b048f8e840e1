import { and, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';
import { integerLiteral } from './d1-sql.ts';

export type DeviceCookieRow = typeof schema.deviceCookie.$inferSelect;

/** Of the hashes a browser presents, the live device cookies (of any account), with their accounts. */
export async function findLiveDeviceCookies(db: Db, tokenHashes: readonly string[], now: string): Promise<DeviceCookieRow[]> {
  if (tokenHashes.length === 0) return [];
  const t = schema.deviceCookie;
  return db
    .select()
    .from(t)
    .where(and(inArray(t.tokenHash, [...tokenHashes]), gt(t.expiresAt, now)));
}

/**
 * Adds a browser to an account's known ones, and forgets the account's browsers that have expired or
 * fall beyond its `keep` latest: an account signing in from ever new clients does not grow the table.
 */
export async function insertDeviceCookie(db: Db, row: { userId: number; tokenHash: string; createdAt: string; expiresAt: string }, keep: number) {
  const t = schema.deviceCookie;
  await db.insert(t).values(row);
  const latest = sql`(select ${t.id} from ${t} where ${t.userId} = ${row.userId} order by ${t.expiresAt} desc, ${t.id} desc limit ${integerLiteral(keep)})`;
  await db.delete(t).where(and(eq(t.userId, row.userId), or(lte(t.expiresAt, row.createdAt), notInArray(t.id, latest))));
}

/** A sign-in from a known browser: it lives on from now, and its row of wrong passwords ends. */
export async function renewDeviceCookie(db: Db, id: number, expiresAt: string): Promise<void> {
  await db.update(schema.deviceCookie).set({ expiresAt, failedLoginCount: 0, lockedUntil: null }).where(eq(schema.deviceCookie.id, id));
}

/** The right password from a known browser: its row of wrong passwords ends (a lock it was under has passed). */
export async function clearDeviceFailures(db: Db, id: number): Promise<void> {
  await db.update(schema.deviceCookie).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(schema.deviceCookie.id, id));
}

/**
 * Counts a wrong password from a known browser in one statement, so two processes counting at once
 * both count; at `threshold` in a row the browser is locked until `lockUntil` and its count starts
 * again. The lock's end when this failure set it, else null.
 */
export async function countDeviceFailure(db: Db, id: number, threshold: number, lockUntil: string): Promise<string | null> {
  const t = schema.deviceCookie;
  const [counted] = await db
    .update(t)
    .set({ failedLoginCount: sql`${t.failedLoginCount} + 1` })
    .where(eq(t.id, id))
    .returning({ failures: t.failedLoginCount });
  if (!counted || counted.failures < threshold) return null;
  await db.update(t).set({ failedLoginCount: 0, lockedUntil: lockUntil }).where(eq(t.id, id));
  return lockUntil;
}

/** Forgets every browser of an account: its password changed, so none of them is known any more. */
export async function deleteUserDeviceCookies(db: Db, userId: number): Promise<void> {
  await db.delete(schema.deviceCookie).where(eq(schema.deviceCookie.userId, userId));
}
