// Notification mail (issue 32, decision 046): the notifications waiting for a mail (`notification.mail`, set by
// the member's preference when each was written), read a member at a time, in account order, through the
// partial index notification_mail, so a digest for 100,000 members holds one member's rows at a time.
import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '#core/auth/roles.ts';
import type { MailingChannel } from '#core/schemas/mail-preference.ts';
import { catalogueNotificationKinds } from '#core/schemas/notification.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { visibleRefsOf } from './notification-visibility.ts';
import type { NotificationRecord } from './notification.ts';

const n = schema.notification;
const a = schema.userAccount;
const p = schema.forumPost;

/** The next members with mail waiting on these channels, after `after` in account order. */
export async function membersWithMail(db: Db, channels: readonly MailingChannel[], after: number, most: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ accountId: n.accountId })
    .from(n)
    .where(and(inArray(n.mail, [...channels]), gt(n.accountId, after)))
    .orderBy(asc(n.accountId))
    .limit(most);
  return rows.map((row) => row.accountId);
}

export type MailMember = { id: number; username: string; name: string; lang: 'ko' | 'en'; role: Role; active: boolean };

/** The accounts of one read of the queue, by id (an account removed since is missing). */
export async function mailMembers(db: Db, accountIds: readonly number[]): Promise<Map<number, MailMember>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: a.id, username: a.username, name: a.name, lang: a.lang, role: a.role, status: a.status })
    .from(a)
    .where(inArray(a.id, [...accountIds]));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, username: row.username, name: row.name, lang: row.lang, role: row.role, active: row.status === 'ACTIVE' }]),
  );
}

/**
 * A hidden post is never mailed, not even to its writer; only the notice that it was hidden names it. A catalogue
 * notification names an item, not a post (its visibility is its kind's rule).
 */
const notHidden = (refObjId: typeof n.refObjId, kind: typeof n.kind): SQL =>
  or(
    eq(kind, 'FORUM_HIDDEN'),
    inArray(kind, [...catalogueNotificationKinds]),
    sql`not exists (select 1 from ${p} where ${p.id} = ${refObjId} and ${p.isHidden} = 1)`,
  ) as SQL;

export type MailBatch = {
  /** What the mail tells, oldest first, at most `most`. */
  items: NotificationRecord[];
  /** How many more it counts without listing. */
  more: number;
  /** The newest notification the mail settles: every waiting one up to it leaves the queue with the mail. */
  upTo: number;
};

/**
 * What a member's mail on these channels tells, checked again now (issue 32): only what they may still see
 * (a board they were taken off, a deleted post drop out), never a hidden post, and not what they have already
 * seen on the bell. Null when nothing waits.
 */
export async function mailBatchOf(db: Db, member: MailMember, channels: readonly MailingChannel[], most: number): Promise<MailBatch | null> {
  const waiting = and(eq(n.accountId, member.id), inArray(n.mail, [...channels]));
  const [last] = await db
    .select({ upTo: sql<number | null>`max(${n.id})` })
    .from(n)
    .where(waiting);
  if (!last?.upTo) return null;
  const visible = visibleRefsOf(db, { accountId: member.id, email: member.username, role: member.role });
  const tellable = and(waiting, lte(n.id, last.upTo), isNull(n.seenDate), visible(n.refObjId, n.kind, n.refKind), notHidden(n.refObjId, n.kind));
  const [items, [total]] = await Promise.all([
    db.select().from(n).where(tellable).orderBy(asc(n.id)).limit(most),
    db.select({ total: count() }).from(n).where(tellable),
  ]);
  return { items, more: Math.max(0, (total?.total ?? 0) - items.length), upTo: last.upTo };
}

/** Takes a member's notifications up to `upTo` off the mail queue (written with the mail, or alone when none is due). */
export function settleMailStatement(db: Db, accountId: number, channels: readonly MailingChannel[], upTo: number): BatchItem {
  return db
    .update(n)
    .set({ mail: null })
    .where(and(eq(n.accountId, accountId), inArray(n.mail, [...channels]), lte(n.id, upTo)));
}
