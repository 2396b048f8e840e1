// The accounts the scheduled batches work on (admin spec §1, batch work; portal spec §4): who goes
// dormant, which admins are locked, who is due a notice mail, and the record of the notices sent.
import { and, asc, eq, gt, inArray, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { BatchWorkType } from '#core/schemas/batch.ts';
import { schema, type Db } from '../client.ts';

const u = schema.userAccount;
/** When an account was last active: its last sign-in, else its activation, else its creation. */
const lastActive = sql<string>`coalesce(${u.lastAccess}, ${u.activatedAt}, ${u.createdDtm})`;

/**
 * Makes DORMANT at most `maximum` ACTIVE accounts of the given side (admins, or everyone else) idle
 * since `idleSince` or before, longest idle first, in one statement; answers their ids.
 */
export async function makeIdleAccountsDormant(db: Db, options: { admins: boolean; idleSince: string; maximum: number; now: string }): Promise<number[]> {
  const due = db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.status, 'ACTIVE'), options.admins ? eq(u.role, 'ADMIN') : ne(u.role, 'ADMIN'), lte(lastActive, options.idleSince)))
    .orderBy(asc(lastActive), asc(u.id))
    .limit(options.maximum);
  const rows = await db
    .update(u)
    .set({ status: 'DORMANT', dormantAt: options.now, updatedDtm: options.now })
    .where(and(inArray(u.id, due), eq(u.status, 'ACTIVE')))
    .returning({ id: u.id });
  return rows.map((row) => row.id);
}

/** A member a notice may go to, with the instant its event is counted from. */
export type NoticeCandidate = { id: number; username: string; name: string; lang: 'ko' | 'en'; since: string };

const n = schema.batchNoticeSent;
const notSentYet = (kind: BatchWorkType, eventKey: SQL) =>
  notExists(
    // the raw select keeps the correlated columns as they are
    sql`(select 1 from ${n} where ${n.userId} = ${u.id} and ${n.kind} = ${kind} and ${n.eventKey} = ${eventKey})`,
  );

const candidateColumns = { id: u.id, username: u.username, name: u.name, lang: u.lang };
const activeMember = and(eq(u.status, 'ACTIVE'), ne(u.role, 'ADMIN'));

/** Active members (not admins) last active in (from, to], not yet told about going dormant at this activity, longest idle first. */
export async function membersNearDormancy(db: Db, window: { from: string; to: string }, limit: number): Promise<NoticeCandidate[]> {
  return db
    .select({ ...candidateColumns, since: lastActive })
    .from(u)
    .where(and(activeMember, gt(lastActive, window.from), lte(lastActive, window.to), notSentYet('NOTICE_DORMANCY', lastActive)))
    .orderBy(asc(lastActive), asc(u.id))
    .limit(limit);
}

/** When a password's cycle is counted from: its change, or the later "change after 3 months". */
const passwordSince = sql<string>`max(${u.passwordChangedAt}, coalesce(${u.passwordNoticeAfter}, ''))`;

/** Active members whose password cycle began in (from, to]; the caller finds the expiry and the event. */
export async function membersByPasswordAge(
  db: Db,
  window: { from: string; to: string },
): Promise<(NoticeCandidate & { passwordChangedAt: string; passwordNoticeAfter: string | null })[]> {
  return (
    db
      .select({ ...candidateColumns, since: passwordSince, passwordChangedAt: u.passwordChangedAt, passwordNoticeAfter: u.passwordNoticeAfter })
      .from(u)
      // an account made through a sign-in provider has no password of its own to expire (issue 34)
      .where(and(activeMember, eq(u.hasPassword, true), gt(passwordSince, window.from), lte(passwordSince, window.to)))
      .orderBy(asc(passwordSince), asc(u.id))
  );
}

const term = schema.termAgreement;
/** When marketing consent was given (session-user.ts reads it the same way). */
const marketingSince = sql<string>`coalesce(${term.marketingAgreedAt}, ${term.agreedAt})`;

/** Active members who agree to marketing use since an instant in (from, to]. */
export async function membersByMarketingConsent(db: Db, window: { from: string; to: string }): Promise<NoticeCandidate[]> {
  return db
    .select({ ...candidateColumns, since: marketingSince })
    .from(u)
    .innerJoin(term, eq(term.userId, u.id))
    .where(and(activeMember, eq(term.isAgreeOptionalItem5, true), gt(marketingSince, window.from), lte(marketingSince, window.to)))
    .orderBy(asc(marketingSince), asc(u.id));
}

/** Whether this notice was sent already for these events: the keys of those sent. */
export async function sentNoticeKeys(db: Db, kind: BatchWorkType, userIds: number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: n.userId, eventKey: n.eventKey })
    .from(n)
    .where(and(eq(n.kind, kind), inArray(n.userId, userIds)));
  return new Set(rows.map((row) => `${row.userId} ${row.eventKey}`));
}

/** Claims a notice before it is sent: false when it was claimed already (a second run, a racing run). */
export async function claimNotice(db: Db, notice: { userId: number; kind: BatchWorkType; eventKey: string; sentAt: string }): Promise<boolean> {
  const rows = await db.insert(n).values(notice).onConflictDoNothing().returning({ id: n.id });
  return rows.length > 0;
}

/** Gives a claim back when its mail could not be written, so the next run tries again. */
export async function releaseNotice(db: Db, notice: { userId: number; kind: BatchWorkType; eventKey: string }): Promise<void> {
  await db.delete(n).where(and(eq(n.userId, notice.userId), eq(n.kind, notice.kind), eq(n.eventKey, notice.eventKey)));
}
