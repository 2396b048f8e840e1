// Writes of the forum: boards, posts, comments, moderation. D1 has no interactive transactions, so each
// write is one batch (a post with files: a row, then its files, undone on failure as the success story
// does). The comment and hide writes take `alsoInBatch`: statements written in the same transaction
// (the notifications of the comment or the hide), so adding them is one argument at the call.
import { and, eq, sql } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import type { BoardSave } from '#core/schemas/forum.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db, type Schema } from '../client.ts';
import { applyAttachmentChanges, markAttachmentsDeleted } from './attachment.ts';

const b = schema.forumBoard;
const access = schema.forumBoardAccess;
const p = schema.forumPost;
const c = schema.forumComment;
const r = schema.forumReport;

/** Who writes: the account and the name shown (never the e-mail address). */
export type ForumWriter = { accountId: number; name: string };

/** A board as written: Q&A or not is optional for the callers that predate it (decision 044). */
type BoardWrite = Omit<BoardSave, 'isQna'> & { isQna?: boolean | undefined };

const boardRow = (input: BoardWrite) => ({
  nameKr: input.nameKr,
  nameEn: input.nameEn,
  category: input.category,
  sortOrder: input.sortOrder,
  tags: JSON.stringify(input.tags),
  isRestricted: input.accessEmails.length > 0,
  isQna: input.isQna ?? false,
});

const accessRows = (db: Db, boardId: number, emails: readonly string[]): BatchItem[] => {
  // D1 binds at most 100 parameters a statement: 40 addresses (80 values) at a time
  const statements: BatchItem[] = [];
  for (let i = 0; i < emails.length; i += 40) {
    statements.push(db.insert(access).values(emails.slice(i, i + 40).map((email) => ({ boardId, email: email.toLowerCase() }))));
  }
  return statements;
};

/** A new board with its access list; the list is written in one batch with a board that starts restricted, so it is never open meanwhile. */
export async function createBoard(db: Db, input: BoardWrite, userName: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(b)
    .values({ ...boardRow(input), insDtm: now.toISOString(), insByUserName: userName })
    .returning({ id: b.id });
  if (!row) throw new Error('the board was not inserted');
  try {
    await runBatch(db, accessRows(db, row.id, input.accessEmails));
  } catch (error) {
    await db.delete(b).where(eq(b.id, row.id));
    throw error;
  } finally {
    forgetReads(db, 'FORUM');
  }
  return row.id;
}

/** Replaces a live board's fields and access list in one batch; false when it is not live. */
export async function updateBoard(db: Db, id: number, input: BoardWrite, userName: string, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id, id), eq(b.isDeleted, false)))
    .limit(1);
  if (!live) return false;
  await runBatch(db, [
    db
      .update(b)
      .set({ ...boardRow(input), updDtm: now.toISOString(), updByUserName: userName })
      .where(eq(b.id, id)),
    db.delete(access).where(eq(access.boardId, id)),
    ...accessRows(db, id, input.accessEmails),
  ]);
  forgetReads(db, 'FORUM');
  return true;
}

/**
 * Deletes a live board without live posts: 'deleted', 'notFound', or 'hasPosts' (a board with posts is
 * refused: deleting it would take members' posts and threads with it; move or delete them first).
 */
export async function deleteBoard(db: Db, id: number, userName: string, now: Date): Promise<'deleted' | 'notFound' | 'hasPosts'> {
  const [live] = await db
    .select({ id: b.id, posts: sql<number>`(select count(*) from ${p} where ${p.boardId} = "forum_board"."id" and ${p.isDeleted} = 0)`.mapWith(Number) })
    .from(b)
    .where(and(eq(b.id, id), eq(b.isDeleted, false)))
    .limit(1);
  if (!live) return 'notFound';
  if (live.posts > 0) return 'hasPosts';
  await db.update(b).set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: userName }).where(eq(b.id, id));
  forgetReads(db, 'FORUM');
  return 'deleted';
}

/** A post as stored: content already sanitised, tags checked against the board's. */
export type PostWrite = { boardId: number; title: string; content: string; tags: readonly string[]; attachments: readonly AttachmentChange[] };

const postText = (write: PostWrite) => ({ boardId: write.boardId, title: write.title, content: write.content, tags: JSON.stringify(write.tags) });

/** A new post with its files; a failure after the row was written removes it again. */
export async function createPost(db: Db, write: PostWrite, writer: ForumWriter, now: Date): Promise<number> {
  const [row] = await db
    .insert(p)
    .values({ ...postText(write), writerId: writer.accountId, insByUserName: writer.name, insDtm: now.toISOString() })
    .returning({ id: p.id });
  if (!row) throw new Error('the post was not inserted');
  try {
    await applyAttachmentChanges(db, 'FORUM_BULLETIN_BOARD', row.id, write.attachments, now);
  } catch (error) {
    await runBatch(db, [
      db
        .update(schema.attachment)
        .set({ ownerId: null })
        .where(and(eq(schema.attachment.code, 'FORUM_BULLETIN_BOARD'), eq(schema.attachment.ownerId, row.id))),
      db.delete(p).where(eq(p.id, row.id)),
    ]);
    throw error;
  } finally {
    forgetReads(db, 'FORUM');
  }
  return row.id;
}

/** Saves a live post's text, board and tags after its file changes (a refused file leaves the text untouched). */
export async function updatePost(db: Db, id: number, write: PostWrite, userName: string, now: Date): Promise<void> {
  await applyAttachmentChanges(db, 'FORUM_BULLETIN_BOARD', id, write.attachments, now);
  await db
    .update(p)
    .set({ ...postText(write), updDtm: now.toISOString(), updByUserName: userName })
    .where(and(eq(p.id, id), eq(p.isDeleted, false)));
  forgetReads(db, 'FORUM');
}

/** Soft-deletes a post: it leaves the lists; its thread stays readable under "deleted"; its files are purged later. */
export async function deletePost(db: Db, id: number, userName: string, now: Date): Promise<void> {
  await db.update(p).set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: userName }).where(eq(p.id, id));
  await markAttachmentsDeleted(db, 'FORUM_BULLETIN_BOARD', id, now);
  forgetReads(db, 'FORUM');
}

/** Runs a batch and answers its first statement's rows (the batch's own insert … returning). */
async function batchReturningFirst<T>(db: Db, first: BatchItem, rest: readonly BatchItem[]): Promise<T[]> {
  const results = await (db as LibSQLDatabase<Schema>).batch([first, ...rest] as Parameters<LibSQLDatabase<Schema>['batch']>[0]);
  return results[0] as T[];
}

/** A new comment (a reply when parentId is set) and, in the same batch, `alsoInBatch`; answers its id. */
export async function createComment(
  db: Db,
  input: { postId: number; parentId: number | null; content: string },
  writer: ForumWriter,
  now: Date,
  alsoInBatch: readonly BatchItem[] = [],
): Promise<number> {
  const insert = db
    .insert(c)
    .values({ ...input, writerId: writer.accountId, insByUserName: writer.name, insDtm: now.toISOString() })
    .returning({ id: c.id });
  const [row] = await batchReturningFirst<{ id: number }>(db, insert, alsoInBatch);
  forgetReads(db, 'FORUM');
  if (!row) throw new Error('the comment was not inserted');
  return row.id;
}

export async function updateComment(db: Db, id: number, content: string, now: Date): Promise<void> {
  await db.update(c).set({ content, updDtm: now.toISOString() }).where(eq(c.id, id));
  forgetReads(db, 'FORUM');
}

/** Soft-deletes a comment: with live replies it stays as "deleted" in its thread. */
export async function deleteComment(db: Db, id: number, now: Date): Promise<void> {
  await db.update(c).set({ isDeleted: true, updDtm: now.toISOString() }).where(eq(c.id, id));
  forgetReads(db, 'FORUM');
}

export type ReportTarget = 'POST' | 'COMMENT';

/** A member's report: its id, or null when the member already reported the item (one report per member per item). */
export async function createReport(
  db: Db,
  report: { targetType: ReportTarget; targetId: number; reporterId: number; reason: string; detail: string },
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(r)
    .values({ ...report, insDtm: now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: r.id });
  return row?.id ?? null;
}

/**
 * Hides or restores a post or comment and closes its open reports, in one batch with `alsoInBatch`
 * (the notification of the content's author). Hidden content is gone for readers and kept for the record.
 */
export async function setHidden(
  db: Db,
  target: ReportTarget,
  id: number,
  hidden: boolean,
  moderatorName: string,
  now: Date,
  alsoInBatch: readonly BatchItem[] = [],
): Promise<void> {
  const table = target === 'POST' ? p : c;
  await runBatch(db, [
    db.update(table).set({ isHidden: hidden }).where(eq(table.id, id)),
    ...(hidden
      ? [
          db
            .update(r)
            .set({ status: 'HIDDEN', resolvedDtm: now.toISOString(), resolvedByUserName: moderatorName })
            .where(and(eq(r.targetType, target), eq(r.targetId, id), eq(r.status, 'OPEN'))),
        ]
      : []),
    ...alsoInBatch,
  ]);
  forgetReads(db, 'FORUM');
}

/** Closes an item's open reports without hiding it; answers how many were open. */
export async function dismissReports(db: Db, target: ReportTarget, id: number, moderatorName: string, now: Date): Promise<number> {
  const rows = await db
    .update(r)
    .set({ status: 'DISMISSED', resolvedDtm: now.toISOString(), resolvedByUserName: moderatorName })
    .where(and(eq(r.targetType, target), eq(r.targetId, id), eq(r.status, 'OPEN')))
    .returning({ id: r.id });
  return rows.length;
}

/**
 * Marks a live top-level comment of a live post as its answer (or clears it: `commentId` null), with
 * `alsoInBatch` (the answer's writer told). The comment is checked again in the statement itself, so a
 * comment deleted or hidden meanwhile is never marked: answers whether the post was changed.
 */
export async function setAnswer(db: Db, postId: number, commentId: number | null, now: Date, alsoInBatch: readonly BatchItem[] = []): Promise<boolean> {
  const answerIsLive = sql`exists (select 1 from ${c} where ${c.id} = ${commentId} and ${c.postId} = ${postId} and ${c.parentId} is null and ${c.isDeleted} = 0 and ${c.isHidden} = 0)`;
  const update = db
    .update(p)
    .set({ answerCommentId: commentId, solvedDtm: commentId === null ? null : now.toISOString() })
    .where(and(eq(p.id, postId), eq(p.isDeleted, false), commentId === null ? undefined : answerIsLive))
    .returning({ id: p.id });
  const [rows] = (await (db as LibSQLDatabase<Schema>).batch([update, ...alsoInBatch] as Parameters<LibSQLDatabase<Schema>['batch']>[0])) as [{ id: number }[]];
  forgetReads(db, 'FORUM');
  return rows.length > 0;
}
