// A member's mail preferences (issue 32, decision 046): one channel per kind of notification, a row only where
// it differs from the default; and the unsubscribe links of the mails. Every query names the account.
import { and, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { defaultMailChannel, mailingChannels, type MailChannel, type MailPreferenceSave, type MailPreferenceView } from '#core/schemas/mail-preference.ts';
import { notificationKinds, type NotificationKind } from '#core/schemas/notification.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';

const pref = schema.notificationPreference;
const n = schema.notification;
const u = schema.mailUnsubscribe;

/** The kinds' defaults as an SQL CASE over a kind: the choice of a member who made none. */
function defaultOf(kind: SQL): SQL {
  const arms = notificationKinds.map((each) => sql`when ${each} then ${defaultMailChannel[each]}`);
  return sql`(case ${kind} ${sql.join(arms, sql` `)} else 'BELL' end)`;
}

/**
 * The channel an account hears a kind on, as an SQL expression (for the writes that decide it as they write
 * the notification: notificationInserts, the fan-out's insert from a select).
 */
export function channelOf(accountId: SQL | number, kind: NotificationKind): SQL {
  return sql`coalesce((select np.channel from notification_preference np where np.account_id = ${accountId} and np.kind = ${kind}), ${defaultOf(sql`${kind}`)})`;
}

/** The `notification.mail` a channel gives: the mailing channels themselves, null for the bell and off. */
export function mailOfChannel(channel: SQL): SQL {
  return sql`(case when ${channel} in ('NOW', 'DAILY', 'WEEKLY') then ${channel} end)`;
}

/** Every kind with the member's channel, in the order of the kinds. */
export async function listMailPreferences(db: Db, accountId: number): Promise<MailPreferenceView[]> {
  const rows = await db.select({ kind: pref.kind, channel: pref.channel }).from(pref).where(eq(pref.accountId, accountId));
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
  return notificationKinds.map((kind) => ({ kind, channel: chosen.get(kind) ?? defaultMailChannel[kind], chosen: chosen.has(kind) }));
}

/**
 * Moves what waits for mail of a kind to its new channel: a member who turns a kind's mail off gets none of
 * what was waiting, one who moves it to the digest gets it there.
 */
function movePending(db: Db, accountId: number, kind: NotificationKind, channel: MailChannel): BatchItem {
  const mail = (mailingChannels as readonly string[]).includes(channel) ? (channel as (typeof mailingChannels)[number]) : null;
  return db
    .update(n)
    .set({ mail })
    .where(and(eq(n.accountId, accountId), eq(n.kind, kind), isNotNull(n.mail)));
}

/** The statements that set some kinds' channels (a kind set to its default keeps no row). */
export function mailPreferenceWrites(db: Db, accountId: number, save: MailPreferenceSave, now: Date): BatchItem[] {
  return save.items.flatMap(({ kind, channel }) => {
    const which = and(eq(pref.accountId, accountId), eq(pref.kind, kind));
    const write =
      channel === defaultMailChannel[kind]
        ? db.delete(pref).where(which)
        : db
            .insert(pref)
            .values({ accountId, kind, channel, updatedAt: now.toISOString() })
            .onConflictDoUpdate({ target: [pref.accountId, pref.kind], set: { channel, updatedAt: now.toISOString() } });
    return [write, movePending(db, accountId, kind, channel)];
  });
}

/** An unsubscribe link's row, written with the mail that carries it. */
export function unsubscribeInsert(db: Db, row: typeof u.$inferInsert): BatchItem {
  return db.insert(u).values(row);
}

export type UnsubscribeRow = { accountId: number; kinds: NotificationKind[]; expiresAt: string };

/** The link of a token's hash; null when no mail carried it (or it was purged). */
export async function findUnsubscribe(db: Db, tokenHash: string): Promise<UnsubscribeRow | null> {
  const [row] = await db.select().from(u).where(eq(u.tokenHash, tokenHash)).limit(1);
  if (!row) return null;
  const kinds = (JSON.parse(row.kinds) as string[]).filter((kind): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind));
  return { accountId: row.accountId, kinds, expiresAt: row.expiresAt };
}

/** Whether a member hears none of these kinds by mail now (BELL or OFF). */
export async function mailIsOff(db: Db, accountId: number, kinds: readonly NotificationKind[]): Promise<boolean> {
  const current = await listMailPreferences(db, accountId);
  return current.filter((row) => kinds.includes(row.kind)).every((row) => row.channel === 'BELL' || row.channel === 'OFF');
}

/** Stops the mail of some kinds (their channel becomes the bell, unless the member turned them off altogether). */
export async function stopMail(db: Db, accountId: number, kinds: readonly NotificationKind[], now: Date): Promise<void> {
  const current = await listMailPreferences(db, accountId);
  const items = current
    .filter((row) => kinds.includes(row.kind) && row.channel !== 'BELL' && row.channel !== 'OFF')
    .map((row) => ({ kind: row.kind, channel: 'BELL' as const }));
  if (items.length === 0) return;
  await runBatch(db, mailPreferenceWrites(db, accountId, { items }, now));
}

/** Removes the links expired before `before` (ISO 8601); answers how many. */
export async function purgeUnsubscribesBefore(db: Db, before: string): Promise<number> {
  const gone = await db.delete(u).where(lt(u.expiresAt, before)).returning({ hash: u.tokenHash });
  return gone.length;
}
