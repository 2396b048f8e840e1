// A member's notifications (portal spec §1 the bell, §3, §4): written by the features that cause them, in
// their own batch (`notificationInserts`), and read by their owner only, newest first. Every query here
// names the account in its condition, so no call can reach another member's rows.
import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { NotificationKind } from '#core/schemas/notification.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { channelOf, mailOfChannel } from './mail-preference.ts';
import { pageRows } from './page-rows.ts';

const n = schema.notification;

/** What a feature records when something happens to a member's content. */
export type NotificationRow = {
  /** The member to tell. */
  accountId: number;
  kind: NotificationKind;
  /** The forum post it is about. */
  refObjId: number;
  /** The display name of who acted; empty for a moderator. */
  actorName?: string;
  /** The post's title, as it is now. */
  subject?: string;
  /** ISO 8601. */
  createdDate: string;
};

export type NotificationRecord = typeof n.$inferSelect;

/**
 * Whether the reader may still see what a notification refers to, as an SQL condition on the
 * notification's `ref_obj_id`, `kind` and `ref_kind` columns (undefined: no condition); a forum post, a partner
 * question for the partner Q&A's kinds, a catalogue item of `ref_kind` for the catalogue's. The forum supplies it: a post of a
 * restricted board the reader is no longer admitted to, or a deleted one, drops out of the bell
 * (edge-api/src/routes/notification/visible-posts.ts is where it plugs in).
 */
export type RefVisibility = (refObjId: SQLiteColumn, kind: SQLiteColumn, refKind: SQLiteColumn) => SQL | undefined;

/** Subject and name are cut to what a notification shows: they are copies, and the post keeps the whole. */
const clip = (text: string | undefined, max: number) => (text ?? '').slice(0, max);

/**
 * The insert statements of some notifications, for the caller's own `runBatch`: a comment and the
 * notification it causes are written together or not at all. Each row asks the member's preference for its
 * kind as it is written (issue 32): a kind turned off is not written, and the mail it waits for, if any, is
 * set. No statements for no rows.
 */
export function notificationInserts(db: Db, rows: readonly NotificationRow[]): BatchItem[] {
  return rows.map((row) => {
    const channel = channelOf(row.accountId, row.kind);
    return db.insert(n).select(
      sql`select null, ${row.accountId}, ${row.kind}, ${row.refObjId}, ${clip(row.actorName, 100)}, ${clip(row.subject, 200)}, ${row.createdDate}, null, ${mailOfChannel(channel)}, null, null
          where ${channel} <> 'OFF'`,
    );
  });
}

const ofAccount = (accountId: number, visible: RefVisibility | undefined, ...more: (SQL | undefined)[]) =>
  and(eq(n.accountId, accountId), visible?.(n.refObjId, n.kind, n.refKind), ...more);

/** One page of an account's notifications, newest first (the index notification_by_account walks it). */
export async function listNotifications(
  db: Db,
  accountId: number,
  paging: { page: number; pageSize: number },
  visible?: RefVisibility,
): Promise<Page<NotificationRecord>> {
  const where = ofAccount(accountId, visible);
  const [items, [total]] = await Promise.all([
    pageRows(db.select().from(n).where(where).orderBy(desc(n.createdDate), desc(n.id)).$dynamic(), paging),
    db.select({ total: count() }).from(n).where(where),
  ]);
  return pageOf(items, total?.total ?? 0, paging.page, paging.pageSize);
}

/** How many of an account's notifications it has not seen (the bell's count and its "new" dot). */
export async function countUnreadNotifications(db: Db, accountId: number, visible?: RefVisibility): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(n)
    .where(ofAccount(accountId, visible, isNull(n.seenDate)));
  return row?.total ?? 0;
}

/** Marks every unseen notification of an account seen (the bell's first opening); answers how many. */
export async function markNotificationsSeen(db: Db, accountId: number, now: Date): Promise<number> {
  const marked = await db
    .update(n)
    .set({ seenDate: now.toISOString() })
    .where(and(eq(n.accountId, accountId), isNull(n.seenDate)))
    .returning({ id: n.id });
  return marked.length;
}

/** Deletes the notifications created before `before` (ISO 8601); answers how many. */
export async function purgeNotificationsBefore(db: Db, before: string): Promise<number> {
  const gone = await db.delete(n).where(lt(n.createdDate, before)).returning({ id: n.id });
  return gone.length;
}
