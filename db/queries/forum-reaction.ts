// Reactions on the forum's posts and comments (decision 045, core/schemas/forum-reaction.ts). What may be reacted to
// and whose reactions may be listed is what the reader may see: the forum's own predicate (visiblePost) is part
// of the query that finds the post, so a restricted board's post or comment answers as one that does not exist.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import { noReactions, type ReactionChoice, type ReactionKind, type ReactionSummary, type ReactionTarget } from '#core/schemas/forum-reaction.ts';
import { forgetReads, noteReadTopics } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { visiblePost, type ForumReader } from './forum-visibility.ts';
import { pageRows } from './page-rows.ts';

const r = schema.forumReaction;
const p = schema.forumPost;
const b = schema.forumBoard;
const c = schema.forumComment;

/**
 * The post a live post or comment belongs to, when the reader may see it (its board visible to them, neither
 * it nor its post hidden); null otherwise. One query, the board joined.
 */
export async function reactablePostId(db: Db, reader: ForumReader, target: ReactionTarget, id: number): Promise<number | null> {
  if (target === 'POST') {
    const [row] = await db
      .select({ postId: p.id })
      .from(p)
      .innerJoin(b, eq(b.id, p.boardId))
      .where(and(eq(p.id, id), eq(p.isDeleted, false), visiblePost(reader)))
      .limit(1);
    return row?.postId ?? null;
  }
  const [row] = await db
    .select({ postId: c.postId })
    .from(c)
    .innerJoin(p, eq(p.id, c.postId))
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(c.id, id), eq(c.isDeleted, false), eq(c.isHidden, false), visiblePost(reader)))
    .limit(1);
  return row?.postId ?? null;
}

/** Gives a reaction; false when the member had already given it (nothing changes). */
export async function addReaction(db: Db, accountId: number, choice: ReactionChoice, postId: number, now: Date): Promise<boolean> {
  const added = await db
    .insert(r)
    .values({ accountId, target: choice.target, targetId: choice.id, reaction: choice.reaction, postId, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ postId: r.postId });
  if (added.length > 0) forgetReads(db, 'FORUM:reactions');
  return added.length > 0;
}

/** Takes a reaction back; false when the member had not given it. */
export async function removeReaction(db: Db, accountId: number, choice: ReactionChoice): Promise<boolean> {
  const removed = await db
    .delete(r)
    .where(and(eq(r.accountId, accountId), eq(r.target, choice.target), eq(r.targetId, choice.id), eq(r.reaction, choice.reaction)))
    .returning({ postId: r.postId });
  if (removed.length > 0) forgetReads(db, 'FORUM:reactions');
  return removed.length > 0;
}

/**
 * The counts of a post's reactions and its comments' (hidden and deleted comments left out), with the reader's
 * own among them when `accountId` is given: one GROUP BY over the index `forum_reaction_post`. Only targets
 * somebody reacted to are answered.
 */
export async function reactionSummaries(
  db: Db,
  postId: number,
  accountId: number | null,
  /** One target of the post alone (the answer to a reaction given or taken back), over the same index. */
  only?: { target: ReactionSummary['target']; id: number },
): Promise<ReactionSummary[]> {
  noteReadTopics('FORUM:reactions');
  const mine: SQL = accountId === null ? sql<number>`0` : sql<number>`max(${r.accountId} = ${accountId})`;
  const rows = await db
    .select({ target: r.target, targetId: r.targetId, reaction: r.reaction, count: sql<number>`count(*)`, mine })
    .from(r)
    .leftJoin(c, and(eq(r.target, 'COMMENT'), eq(c.id, r.targetId)))
    .where(
      and(
        eq(r.postId, postId),
        only && and(eq(r.target, only.target), eq(r.targetId, only.id)),
        or(eq(r.target, 'POST'), and(eq(c.isDeleted, false), eq(c.isHidden, false))),
      ),
    )
    .groupBy(r.target, r.targetId, r.reaction);
  const summaries = new Map<string, ReactionSummary>();
  for (const row of rows) {
    const key = `${row.target}:${row.targetId}`;
    let summary = summaries.get(key);
    if (!summary) summaries.set(key, (summary = { target: row.target, id: row.targetId, counts: noReactions(), mine: [] }));
    summary.counts[row.reaction] = Number(row.count);
    if (Number(row.mine) === 1) summary.mine.push(row.reaction);
  }
  return [...summaries.values()];
}

export type ReactionPersonRow = { name: string; reaction: ReactionKind; createdAt: string };

/** Who reacted to one post or comment (with one reaction, or any), newest first; the caller checked the reader may see it. */
export async function listReactionPeople(
  db: Db,
  target: ReactionTarget,
  id: number,
  reaction: ReactionKind | undefined,
  paging: { page: number; pageSize: number },
): Promise<Page<ReactionPersonRow>> {
  const a = schema.userAccount;
  const where = and(eq(r.target, target), eq(r.targetId, id), reaction ? eq(r.reaction, reaction) : undefined);
  const [items, [total]] = await Promise.all([
    pageRows(
      db
        .select({ name: a.name, reaction: r.reaction, createdAt: r.createdAt })
        .from(r)
        .innerJoin(a, eq(a.id, r.accountId))
        .where(where)
        .orderBy(desc(r.createdAt), desc(r.accountId), r.reaction)
        .$dynamic(),
      paging,
    ),
    db
      .select({ total: sql<number>`count(*)` })
      .from(r)
      .where(where),
  ]);
  return pageOf(items, Number(total?.total ?? 0), paging.page, paging.pageSize);
}
