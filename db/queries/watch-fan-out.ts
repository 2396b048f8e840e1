// Telling the watchers (issue 32, decisions 042 and 047): the events the triggers write with every new post and
// comment and every catalogue item published or updated (db/schema/watch.ts) become bell notifications after the
// answer, a chunk of accounts per batch, so a board watched by ten thousand members costs its writer nothing and
// the fan-out never holds the write lock long. Who hears what:
// - a new post: the board's watchers and trackers, and those of any of its tags (unless they muted the board);
// - a new comment: the post's watchers and trackers, and the board's watchers who chose nothing for the post;
// - a new pre-built model: the watchers and trackers of the filters it matches; a new video: its channel's;
// - an item updated: its own watchers and trackers.
// The post's writer and the writer of the comment answered are told by the comment's own batch
// (forum-notifications.ts), not again here; nobody hears of their own writing; only active accounts that may
// see the board or item now.
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import type { NotificationKind } from '#core/schemas/notification.ts';
import { parseModelFilterKey, watchTagKey, type WatchableKind } from '#core/schemas/watch.ts';
import { schema, type Db, type Schema } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import { isModelCardKind } from '../schema/model-card.ts';
import { integerLiteral } from './d1-sql.ts';
import { channelOf, mailOfChannel } from './mail-preference.ts';
import { releaseAt } from './model-card.ts';
import { preBuiltModelMatches } from './pre-built-model.ts';

const e = schema.notificationEvent;
const n = schema.notification;

/** How many accounts one batch tells. */
export const FAN_OUT_CHUNK = 2000;
/** A claim older than this was left by a fan-out that stopped: another takes the event up. */
export const FAN_OUT_CLAIM_MS = 5 * 60_000;
/** The most events one run takes (the rest wait for the next run or the job). */
const EVENTS_PER_RUN = 50;

type Event = typeof e.$inferSelect;

/** What telling an event writes, and to whom: worked out once per event, then used chunk after chunk. */
type Telling = {
  kind: NotificationKind;
  /** `select account_id, level`: the accounts whose choices make them hear of it. */
  candidates: SQL;
  /** More conditions on each candidate `c` and its account `a`: who is left out, who may see it. */
  only: SQL;
  /** The subject in each reader's language (a post's title is the same in both). */
  subject: { ko: string; en: string };
  /** A catalogue item's kind and page (decision 047); null for the forum's. */
  refKind: WatchableKind | null;
  refPath: string | null;
};

const hearing = sql`('WATCHING', 'TRACKING')`;
/** Only choices made before the event count (decision 042): a new watcher hears of what comes next, not of old writing still waiting. */
const since = (event: Event) => sql`created_at <= ${event.createdAt}`;

/** The post an event is about, while it is live on a live board; null otherwise (nobody is told). */
async function forumTelling(db: Db, event: Event): Promise<Telling | null> {
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
  const tags = (JSON.parse(post.tags) as string[]).map(watchTagKey);
  // whoever the comment's own batch told of this post at the comment's instant (its post's writer, the writer
  // answered: forum-notifications.ts) is not told twice
  const toldAlready =
    event.kind === 'FORUM_COMMENT'
      ? sql`and not exists (select 1 from notification x where x.ref_obj_id = ${event.postId} and x.account_id = c.account_id and x.created_date = ${event.createdAt})`
      : sql``;
  // a restricted board: its list and the staff who keep the boards (forum-visibility.ts `visibleBoard`)
  const mayRead = post.restricted
    ? sql`and (a.role in ('ADMIN', 'CONTENT_MANAGER') or exists (select 1 from forum_board_access x where x.board_id = ${post.boardId} and x.email = a.username))`
    : sql``;
  return {
    kind: event.kind === 'FORUM_POST' ? 'FORUM_NEW_POST' : 'FORUM_NEW_COMMENT',
    candidates: forumCandidates(event, post.boardId, tags),
    only: sql`${toldAlready} ${mayRead}`,
    subject: { ko: post.title, en: post.title },
    refKind: null,
    refPath: null,
  };
}

/** Who hears of a new post (its board's and its tags' watchers) or a new comment (its post's, and its board's watchers). */
function forumCandidates(event: Event, boardId: number, tags: string[]): SQL {
  const board = String(boardId);
  if (event.kind === 'FORUM_POST') {
    const byBoard = sql`select account_id, level from watch where target = 'BOARD' and key = ${board} and level in ${hearing} and ${since(event)}`;
    if (tags.length === 0) return byBoard;
    const tagList = sql.join(
      tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    return sql`${byBoard} union select t.account_id, t.level from watch t where t.target = 'TAG' and t.key in (${tagList}) and t.level in ${hearing} and t.${since(event)}
      and not exists (select 1 from watch m where m.account_id = t.account_id and m.target = 'BOARD' and m.key = ${board} and m.level = 'MUTED')`;
  }
  const post = String(event.postId);
  return sql`select account_id, level from watch where target = 'POST' and key = ${post} and level in ${hearing} and ${since(event)}
    union select w.account_id, w.level from watch w where w.target = 'BOARD' and w.key = ${board} and w.level = 'WATCHING' and w.${since(event)}
      and not exists (select 1 from watch x where x.account_id = w.account_id and x.target = 'POST' and x.key = ${post})`;
}

/** The watchers and trackers of one target and key. */
const watchersOf = (event: Event, target: string, keys: SQL) =>
  sql`select account_id, level from watch where target = ${target} and key in ${keys} and level in ${hearing} and ${since(event)}`;

/**
 * Who hears of a catalogue event (decision 047): an update, the item's watchers; a new video, its channel's; a new
 * pre-built model, the watchers of every filter it matches (each watched filter tested by the list's own rule).
 */
async function catalogueCandidates(db: Db, event: Event, kind: WatchableKind): Promise<SQL | null> {
  if (event.kind === 'CATALOGUE_UPDATED') return watchersOf(event, kind, sql`(${String(event.postId)})`);
  if (kind === 'VIDEO') {
    const [video] = await db.select({ product: schema.video.product }).from(schema.video).where(eq(schema.video.id, event.postId)).limit(1);
    return video ? watchersOf(event, 'CHANNEL', sql`(${video.product})`) : null;
  }
  if (kind !== 'PRE_BUILT_MODEL') return null;
  const w = schema.watch;
  const filters = await db
    .selectDistinct({ key: w.key })
    .from(w)
    .where(and(eq(w.target, 'MODEL_FILTER'), sql`${w.level} in ${hearing}`, sql`${w.createdAt} <= ${event.createdAt}`));
  const matching: string[] = [];
  for (const { key } of filters) {
    const filter = parseModelFilterKey(key);
    if (filter && (await preBuiltModelMatches(db, event.postId, filter))) matching.push(key);
  }
  // the keys as one bound JSON array: D1 binds at most 100 values a statement
  return matching.length === 0 ? null : watchersOf(event, 'MODEL_FILTER', sql`(select value from json_each(${JSON.stringify(matching)}))`);
}

/** The catalogue item an event is about, while everyone may see it; null otherwise (nobody is told). */
async function catalogueTelling(db: Db, event: Event): Promise<Telling | null> {
  const kind = event.contentKind;
  if (!kind) return null;
  const declared = dbKindDeclarations[kind];
  const [visible] = await db.all<{ ok: number }>(sql`select ${declared.search.visible(null, integerLiteral(event.postId))} as ok`);
  if (Number(visible?.ok) !== 1) return null;
  const [document] = await declared.search.load(db, [event.postId]);
  const candidates = await catalogueCandidates(db, event, kind);
  if (!document || !candidates) return null;
  const titleIn = (lang: 'ko' | 'en') => (document.texts.find((text) => text.lang === lang) ?? document.texts[0])?.title ?? '';
  // the audit columns keep the writer's name: a shared entry's writer is the event's actor by account; the staff who
  // write models, stories and videos (and moderate shared entries) are known by their name (decision 047)
  const staff = sql.join(
    CONTENT_AUTHORS.map((role) => sql`${role}`),
    sql`, `,
  );
  // an update that released a version is told as the release, once (decision 055): the release has the update's time
  const released = event.kind === 'CATALOGUE_UPDATED' && isModelCardKind(kind) ? await releaseAt(db, kind, event.postId, event.createdAt) : null;
  const titled = (lang: 'ko' | 'en') => (released === null ? titleIn(lang) : `${titleIn(lang)} ${released}`);
  return {
    kind: event.kind === 'CATALOGUE_NEW' ? 'CATALOGUE_NEW_ITEM' : released === null ? 'CATALOGUE_UPDATED' : 'CATALOGUE_NEW_VERSION',
    candidates,
    only: event.actorName ? sql`and not (a.name = ${event.actorName} and a.role in (${staff}))` : sql``,
    subject: { ko: titled('ko'), en: titled('en') },
    refKind: kind,
    refPath: document.path,
  };
}

/**
 * The next chunk of accounts to tell, in account order after `cursor`, each with its language and whether it
 * watches (its mail follows its preference) or only tracks (the bell only). Whoever turned the kind off is left
 * out here, so a chunk shorter than FAN_OUT_CHUNK is the last.
 */
function chunkOf(event: Event, telling: Telling, cursor: number): SQL {
  const actor = event.actorId === null ? sql`` : sql`and c.account_id <> ${event.actorId}`;
  return sql`select c.account_id as id, a.lang as lang, max(c.level = 'WATCHING') as watching from (${telling.candidates}) c join user_account a on a.id = c.account_id
    where a.status = 'ACTIVE' and c.account_id > ${cursor} ${actor} ${telling.only} and ${channelOf(sql`c.account_id`, telling.kind)} <> 'OFF'
    group by c.account_id order by c.account_id limit ${FAN_OUT_CHUNK}`;
}

/** Tells an event's watchers, chunk after chunk from its cursor; answers how many were told. */
async function fanOut(db: Db, event: Event, now: Date): Promise<number> {
  const at = now.toISOString();
  const telling = event.kind === 'FORUM_POST' || event.kind === 'FORUM_COMMENT' ? await forumTelling(db, event) : await catalogueTelling(db, event);
  let told = 0;
  if (telling) {
    const { kind, subject, refKind, refPath } = telling;
    for (let cursor = event.cursor; ;) {
      const chunk = chunkOf(event, telling, cursor);
      const mail = sql`case when watching then ${mailOfChannel(channelOf(sql`id`, kind))} end`;
      const subjectIn = sql`case when lang = 'en' then ${subject.en.slice(0, 200)} else ${subject.ko.slice(0, 200)} end`;
      const [inserted] = (await (db as LibSQLDatabase<Schema>).batch([
        db
          .insert(n)
          .select(
            sql`select null, id, ${kind}, ${event.postId}, ${event.actorName.slice(0, 100)}, ${subjectIn}, ${at}, null, ${mail}, ${refKind}, ${refPath} from (${chunk})`,
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
