import { and, eq, lt, or, sql } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type SessionKind = (typeof schema.sessionKinds)[number];
export type SessionRow = typeof schema.session.$inferSelect;
export type AccountRow = typeof schema.userAccount.$inferSelect;

export async function insertSession(db: Db, row: typeof schema.session.$inferInsert): Promise<void> {
  await db.insert(schema.session).values(row);
}

/** The session lookup of every signed-in request, built once per database (drizzle's prepared query). */
const liveSessionQuery = (db: Db) =>
  db
    .select({ session: schema.session, user: schema.userAccount })
    .from(schema.session)
    .innerJoin(schema.userAccount, eq(schema.userAccount.id, schema.session.userId))
    .where(and(eq(schema.session.id, sql.placeholder('id')), eq(schema.session.kind, sql.placeholder('kind'))))
    .limit(1)
    .prepare();
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** A session of a kind with its account, if it exists and has not ended at `now`. */
export async function findLiveSession(db: Db, id: string, kind: SessionKind, now: string): Promise<{ session: SessionRow; user: AccountRow } | null> {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.all({ id, kind });
  if (!row) return null;
  if (row.session.idleExpiresAt <= now || row.session.expiresAt <= now) {
    await deleteSession(db, id);
    return null;
  }
  return row;
}

/** Pushes the idle end forward while the session is used. */
export async function touchSession(db: Db, id: string, lastSeenAt: string, idleExpiresAt: string): Promise<void> {
  await db.update(schema.session).set({ lastSeenAt, idleExpiresAt }).where(eq(schema.session.id, id));
}

export async function updateSession(
  db: Db,
  id: string,
  values: Partial<Pick<SessionRow, 'reauthUntil' | 'passwordChangeOnly' | 'termsPending' | 'enrolSecondFactor'>>,
): Promise<void> {
  await db.update(schema.session).set(values).where(eq(schema.session.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(schema.session).where(eq(schema.session.id, id));
}

/** Ends every session of an account (password changed, account deleted), or those of one kind. */
export async function deleteUserSessions(db: Db, userId: number, kind?: SessionKind): Promise<void> {
  const s = schema.session;
  await db.delete(s).where(kind ? and(eq(s.userId, userId), eq(s.kind, kind)) : eq(s.userId, userId));
}

/** Sessions that have ended; removed by the clean-up job. */
export async function deleteEndedSessions(db: Db, now: string): Promise<number> {
  const s = schema.session;
  const gone = await db
    .delete(s)
    .where(or(lt(s.idleExpiresAt, now), lt(s.expiresAt, now)))
    .returning({ id: s.id });
  return gone.length;
}

/** Lets every member session of an account go on once it accepted the terms in force (issue 33), as a statement. */
export function clearTermsPendingStatement(db: Db, userId: number) {
  const s = schema.session;
  return db
    .update(s)
    .set({ termsPending: false })
    .where(and(eq(s.userId, userId), eq(s.kind, 'MEMBER'), eq(s.termsPending, true)));
}
