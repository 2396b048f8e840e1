// Telling the watchers (issue 32, decision 042): the events the triggers write with every new post and comment
// (db/schema/watch.ts) become bell notifications after the answer, a chunk of accounts per batch, so a board
// watched by ten thousand members costs its writer nothing and the fan-out never holds the write lock long.
// Who hears what:
// - a new post: the board's watchers and trackers, and those of any of its tags (unless they muted the board);
// - a new comment: the post's watchers and trackers, and the board's watchers who chose nothing for the post.
// The post's writer and the writer of the comment answered are told by the comment's own batch
// (forum-notifications.ts), not again here; nobody hears of their own writing; only active accounts that may
// see the board now.
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type { NotificationKind } from '#core/schemas/notification.ts';
import { watchTagKey } from '#core/schemas/watch.ts';
import { schema, type Db, type Schema } from '../client.ts';
import { channelOf, mailOfChannel } from './mail-preference.ts';

const e = schema.notificationEvent;
const n = schema.notification;

/** How many accounts one batch tells. */
export const FAN_OUT_CHUNK = 2000;
/** A claim older than this was left by a fan-out that stopped: another takes the event up. */
export const FAN_OUT_CLAIM_MS = 5 * 60_000;
/** The most events one run takes (the rest wait for the next run or the job). */
const EVENTS_PER_RUN = 50;

type Event = typeof e.$inferSelect;
type Subject = { boardId: number; restricted: boolean; title: string; tags: string[] };

/** The post an event is about, while it is live on a live board; null otherwise (nobody is told). */
async function subjectOf(db: Db, event: Event): Promise<Subject | null> {
  const p = schema.forumPost;
  const b = schema.forumBoard;
  const [post] = await db
    .select({ boardId: p.boardId, restricted: b.isRestricted, title: p.title, tags: p.tags })
    .from(p)
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(p.id, event.postId), eq(p.isDeleted, false), eq(p.isHidden, false), eq(b.isDeleted, false)))
    .limit(1);
  if (!post) return null;
  if (event.kind === 'FORUM_COMMENT') {
    const c = schema.forumComment;
    const [comment] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, event.commentId ?? 0), eq(c.isDeleted, false), eq(c.isHidden, false)))
      .limit(1);
    if (!comment) return null;
  }
  return { ...post, tags: (JSON.parse(post.tags) as string[]).map(watchTagKey) };
}

const hearing = sql`('WATCHING', 'TRACKING')`;

/**
 * The accounts whose choices make them hear of an event (before who is left out and who may see the board):
 * choices made before it happened only, so a member who starts watching hears of what comes next, not of the
 * demo content's or an import's old writing still waiting to be told.
 */
function candidatesOf(event: Event, subject: Subject): SQL {
  const board = String(subject.boardId);
  const since = sql`created_at <= ${event.createdAt}`;
  if (event.kind === 'FORUM_POST') {
    const byBoard = sql`select account_id, level from watch where target = 'BOARD' and key = ${board} and level in ${hearing} and ${since}`;
    if (subject.tags.length === 0) return byBoard;
    const tags = sql.join(
      subject.tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    return sql`${byBoard} union select t.account_id, t.level from watch t where t.target = 'TAG' and t.key in (${tags}) and t.level in ${hearing} and t.${since}
      and not exists (select 1 from watch m where m.account_id = t.account_id and m.target = 'BOARD' and m.key = ${board} and m.level = 'MUTED')`;
  }
  const post = String(event.postId);
  return sql`select account_id, level from watch where target = 'POST' and key = ${post} and level in ${hearing} and ${since}
    union select w.account_id, w.level from watch w where w.target = 'BOARD' and w.key = ${board} and w.level = 'WATCHING' and w.${since}
      and not exists (select 1 from watch x where x.account_id = w.account_id and x.target = 'POST' and x.key = ${post})`;
}

/**
 * The next chunk of accounts to tell, in account order after `cursor`, each with whether it watches (its mail
 * follows its preference) or only tracks (the bell only). Whoever the comment's own batch told of this post at
 * the comment's instant (its post's writer, the writer answered: forum-notifications.ts) is not told twice;
 * whoever turned the kind off is left out here, so a chunk shorter than FAN_OUT_CHUNK is the last.
 */
function chunkOf(event: Event, subject: Subject, kind: NotificationKind): SQL {
  const actor = event.actorId === null ? sql`` : sql`and c.account_id <> ${event.actorId}`;
  const toldAlready =
    event.kind === 'FORUM_COMMENT'
      ? sql`and not exists (select 1 from notification x where x.ref_obj_id = ${event.postId} and x.account_id = c.account_id and x.created_date = ${event.createdAt})`
      : sql``;
  // a restricted board: its list and the staff who keep the boards (forum-visibility.ts `visibleBoard`)
  const mayRead = subject.restricted
    ? sql`and (a.role in ('ADMIN', 'CONTENT_MANAGER') or exists (select 1 from forum_board_access x where x.board_id = ${subject.boardId} and x.email = a.username))`
    : sql``;
  return sql`select c.account_id as id, max(c.level = 'WATCHING') as watching from (${candidatesOf(event, subject)}) c join user_account a on a.id = c.account_id
    where a.status = 'ACTIVE' and c.account_id > ${event.cursor} ${actor} ${toldAlready} ${mayRead} and ${channelOf(sql`c.account_id`, kind)} <> 'OFF'
    group by c.account_id order by c.account_id limit ${FAN_OUT_CHUNK}`;
}

const toldAs: Record<Event['kind'], NotificationKind> = { FORUM_POST: 'FORUM_NEW_POST', FORUM_COMMENT: 'FORUM_NEW_COMMENT' };

/** Tells an event's watchers, chunk after chunk from its cursor; answers how many were told. */
async function fanOut(db: Db, event: Event, now: Date): Promise<number> {
  const at = now.toISOString();
  const subject = await subjectOf(db, event);
  let told = 0;
  if (subject) {
    const kind = toldAs[event.kind];
    for (let cursor = event.cursor; ;) {
      const chunk = chunkOf({ ...event, cursor }, subject, kind);
      const mail = sql`case when watching then ${mailOfChannel(channelOf(sql`id`, kind))} end`;
      const [inserted] = (await (db as LibSQLDatabase<Schema>).batch([
        db
          .insert(n)
          .select(
            sql`select null, id, ${kind}, ${event.postId}, ${event.actorName.slice(0, 100)}, ${subject.title.slice(0, 200)}, ${at}, null, ${mail} from (${chunk})`,
          )
          .returning({ accountId: n.accountId }),
        db
          .update(e)
          .set({ cursor: sql`coalesce((select max(id) from (${chunk})), ${cursor})`, claimedAt: at })
          .where(eq(e.id, event.id)),
      ])) as [{ accountId: number }[], unknown];
      told += inserted.length;
      if (inserted.length < FAN_OUT_CHUNK) break;
      cursor = Math.max(...inserted.map((row) => row.accountId));
    }
  }
  await db.update(e).set({ doneAt: at }).where(eq(e.id, event.id));
  return told;
}

/**
 * Tells the watchers of the events waiting (at most EVENTS_PER_RUN, oldest first): after a post's or a
 * comment's answer, and by the job for what a stopped process left. Each event is claimed first, so two
 * processes never tell it twice; answers how many events were done and how many notifications written.
 */
export async function fanOutNotifications(db: Db, now: Date, most = EVENTS_PER_RUN): Promise<{ events: number; told: number }> {
  const stale = new Date(now.getTime() - FAN_OUT_CLAIM_MS).toISOString();
  const free = and(isNull(e.doneAt), or(isNull(e.claimedAt), lt(e.claimedAt, stale)));
  const due = await db.select({ id: e.id }).from(e).where(free).orderBy(e.id).limit(most);
  let events = 0;
  let told = 0;
  for (const { id } of due) {
    const [event] = await db
      .update(e)
      .set({ claimedAt: now.toISOString() })
      .where(and(eq(e.id, id), free))
      .returning();
    if (!event) continue;
    told += await fanOut(db, event, now);
    events += 1;
  }
  return { events, told };
}

/** Removes the events told before `before` (ISO 8601); answers how many. */
export async function purgeToldEventsBefore(db: Db, before: string): Promise<number> {
  const gone = await db.delete(e).where(lt(e.doneAt, before)).returning({ id: e.id });
  return gone.length;
}
