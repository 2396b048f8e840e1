// The forum's notifications (portal spec §1 the bell, §3 Notification, issue 13): who is told what when a
// comment is written or a moderator hides content, as rows for `notificationInserts` written in the same
// batch as the comment or the hide; and which notifications a reader may still see, by the post they name.
import { and, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '../client.ts';
import { visibleBoard, type ForumReader } from './forum-visibility.ts';
import type { NotificationRow } from './notification.ts';

const b = schema.forumBoard;
const p = schema.forumPost;
const c = schema.forumComment;

async function postOf(db: Db, postId: number): Promise<{ writerId: number | null; title: string; boardId: number } | undefined> {
  const [row] = await db.select({ writerId: p.writerId, title: p.title, boardId: p.boardId }).from(p).where(eq(p.id, postId)).limit(1);
  return row;
}

/**
 * Which of some accounts muted a post (issue 32): their choice for the post, else for its board; the post's
 * own writer watches it unless they chose otherwise for the post itself.
 */
async function mutedOf(db: Db, accountIds: readonly number[], post: { id: number; boardId: number; writerId: number | null }): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const w = schema.watch;
  const rows = await db
    .select({ accountId: w.accountId, target: w.target, level: w.level })
    .from(w)
    .where(
      and(
        inArray(w.accountId, [...accountIds]),
        or(and(eq(w.target, 'POST'), eq(w.key, String(post.id))), and(eq(w.target, 'BOARD'), eq(w.key, String(post.boardId)))),
      ),
    );
  const muted = new Set<number>();
  for (const accountId of accountIds) {
    const postLevel = rows.find((row) => row.accountId === accountId && row.target === 'POST')?.level;
    const boardLevel = accountId === post.writerId ? undefined : rows.find((row) => row.accountId === accountId && row.target === 'BOARD')?.level;
    if ((postLevel ?? boardLevel) === 'MUTED') muted.add(accountId);
  }
  return muted;
}

/**
 * Who a new comment tells: the writer of the comment it answers (a reply), and the post's writer (a
 * comment on their post), each once and never the one who wrote it, nor one who muted the post (issue 32).
 * Accounts that no longer exist (writer null) are told nothing. The post's other watchers are told after
 * the answer (watch-fan-out.ts).
 */
export async function commentNotifications(
  db: Db,
  comment: { postId: number; repliesTo: number | null },
  actor: { accountId: number; name: string },
  now: Date,
): Promise<NotificationRow[]> {
  const post = await postOf(db, comment.postId);
  if (!post) return [];
  const rows: NotificationRow[] = [];
  const tell = (accountId: number | null | undefined, kind: NotificationRow['kind']) => {
    if (accountId === null || accountId === undefined || accountId === actor.accountId) return;
    if (rows.some((row) => row.accountId === accountId)) return;
    rows.push({ accountId, kind, refObjId: comment.postId, actorName: actor.name, subject: post.title, createdDate: now.toISOString() });
  };
  if (comment.repliesTo !== null) {
    const [parent] = await db.select({ writerId: c.writerId }).from(c).where(eq(c.id, comment.repliesTo)).limit(1);
    tell(parent?.writerId, 'FORUM_REPLY');
  }
  tell(post.writerId, 'FORUM_COMMENT');
  const muted = await mutedOf(
    db,
    rows.map((row) => row.accountId),
    { id: comment.postId, boardId: post.boardId, writerId: post.writerId },
  );
  return rows.filter((row) => !muted.has(row.accountId));
}

/** Who a hide tells: the writer of the hidden post or comment (a restore tells nobody). */
export async function hideNotifications(db: Db, target: 'POST' | 'COMMENT', id: number, now: Date): Promise<NotificationRow[]> {
  let writerId: number | null = null;
  let postId = id;
  if (target === 'COMMENT') {
    const [comment] = await db.select({ writerId: c.writerId, postId: c.postId }).from(c).where(eq(c.id, id)).limit(1);
    if (!comment) return [];
    writerId = comment.writerId;
    postId = comment.postId;
  }
  const post = await postOf(db, postId);
  if (!post) return [];
  if (target === 'POST') writerId = post.writerId;
  if (writerId === null) return [];
  return [{ accountId: writerId, kind: 'FORUM_HIDDEN', refObjId: postId, subject: post.title, createdDate: now.toISOString() }];
}

/**
 * The notifications a reader may still see: those whose post is live on a board the reader may see now
 * (an address taken off a restricted board's list takes its notifications with it). A hidden post still
 * shows to its own writer, who is told that it was hidden.
 */
export function forumNotificationVisibility(db: Db, reader: NonNullable<ForumReader>): (refObjId: SQLiteColumn) => SQL {
  return (refObjId: SQLiteColumn): SQL =>
    exists(
      db
        .select({ one: p.id })
        .from(p)
        .innerJoin(b, eq(b.id, p.boardId))
        .where(and(eq(p.id, refObjId), eq(p.isDeleted, false), visibleBoard(reader), or(eq(p.isHidden, false), eq(p.writerId, reader.accountId)))),
    );
}

/**
 * Who a marked answer tells (decision 044): the answer's writer, unless they marked it themselves or
 * their account is gone. Not subject to muting: it is about their own comment, as a hide is.
 */
export async function answerAcceptedNotifications(
  db: Db,
  answer: { postId: number; commentId: number },
  actor: { accountId: number; name: string },
  now: Date,
): Promise<NotificationRow[]> {
  const [row] = await db
    .select({ writerId: c.writerId, title: p.title })
    .from(c)
    .innerJoin(p, eq(p.id, c.postId))
    .where(and(eq(c.id, answer.commentId), eq(c.postId, answer.postId)))
    .limit(1);
  if (!row || row.writerId === null || row.writerId === actor.accountId) return [];
  return [
    {
      accountId: row.writerId,
      kind: 'FORUM_ANSWER_ACCEPTED',
      refObjId: answer.postId,
      actorName: actor.name,
      subject: row.title,
      createdDate: now.toISOString(),
    },
  ];
}
