// The forum's demo content: four boards (one restricted to the demo partner and staff addresses) and
// posts of Korean and English members of an analytics platform asking about models, data preparation
// and deployment, with comments and replies, written by the demo accounts (db/seed/content/accounts.ts).
// The boards and posts are data (forum.json, writers named by their sign-in address), typed here. The Q&A
// board is a Q&A board (decision 044), and one of its threads is solved: the comment marked `accepted`.
import { count, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';
import forum from './forum.json' with { type: 'json' };

type SeedBoard = { key: string; nameKr: string; nameEn: string; category: string; tags: string[]; accessEmails: string[]; isQna?: boolean };
type SeedReply = { writer: string; text: string };
type SeedComment = { writer: string; text: string; replies?: SeedReply[]; accepted?: boolean };
type SeedPost = {
  board: string;
  writer: string;
  hoursAgo: number;
  title: string;
  html: string;
  tags: string[];
  view: number;
  comments?: SeedComment[];
  file?: { name: string; extension: string; content: string };
};

export const forumBoards: readonly SeedBoard[] = forum.boards;
export const forumPosts: readonly SeedPost[] = forum.posts;

/** Loads the forum's demo boards, posts, files, comments and replies once (when there is no board yet). */
export async function seedForum(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.forumBoard);
  if ((existing?.n ?? 0) > 0) return;
  const usernames = [
    ...new Set(
      forumPosts.flatMap((post) => [
        post.writer,
        ...(post.comments ?? []).flatMap(({ writer, replies }) => [writer, ...(replies ?? []).map((reply) => reply.writer)]),
      ]),
    ),
  ];
  const accounts = await db
    .select({ id: schema.userAccount.id, username: schema.userAccount.username, name: schema.userAccount.name })
    .from(schema.userAccount)
    .where(inArray(schema.userAccount.username, usernames));
  const writerOf = (username: string) => {
    const account = accounts.find((row) => row.username === username);
    return { writerId: account?.id ?? null, insByUserName: account?.name ?? username.split('@')[0] ?? '' };
  };
  const at = (hoursAgo: number) => new Date(clock.now.getTime() - hoursAgo * 3_600_000).toISOString();
  const boardIds = new Map<string, number>();
  for (const [index, board] of forumBoards.entries()) {
    const [row] = await db
      .insert(schema.forumBoard)
      .values({
        nameKr: board.nameKr,
        nameEn: board.nameEn,
        category: board.category,
        sortOrder: index + 1,
        tags: JSON.stringify(board.tags),
        isRestricted: board.accessEmails.length > 0,
        isQna: board.isQna ?? false,
        insDtm: at(24 * 30),
        insByUserName: '이서연',
      })
      .returning({ id: schema.forumBoard.id });
    if (!row) continue;
    boardIds.set(board.key, row.id);
    if (board.accessEmails.length > 0) await db.insert(schema.forumBoardAccess).values(board.accessEmails.map((email) => ({ boardId: row.id, email })));
  }
  // oldest first, so ids grow with time as they do for real posts
  for (const post of [...forumPosts].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const boardId = boardIds.get(post.board);
    if (boardId === undefined) continue;
    const [row] = await db
      .insert(schema.forumPost)
      .values({
        boardId,
        title: post.title,
        content: post.html,
        tags: JSON.stringify(post.tags),
        view: post.view,
        insDtm: at(post.hoursAgo),
        ...writerOf(post.writer),
      })
      .returning({ id: schema.forumPost.id });
    if (!row) continue;
    if (post.file) await seedAttachment(db, blobs, { code: 'FORUM_BULLETIN_BOARD', ownerId: row.id, file: post.file, createdDate: at(post.hoursAgo) });
    let minutes = 0;
    for (const { writer, text, replies, accepted } of post.comments ?? []) {
      minutes += 37;
      const [comment] = await db
        .insert(schema.forumComment)
        .values({ postId: row.id, content: text, insDtm: at(post.hoursAgo - minutes / 60), ...writerOf(writer) })
        .returning({ id: schema.forumComment.id });
      if (!comment) continue;
      if (accepted) {
        await db
          .update(schema.forumPost)
          .set({ answerCommentId: comment.id, solvedDtm: at(post.hoursAgo - (minutes + 60) / 60) })
          .where(eq(schema.forumPost.id, row.id));
      }
      for (const { writer: replyWriter, text: replyText } of replies ?? []) {
        minutes += 23;
        await db
          .insert(schema.forumComment)
          .values({ postId: row.id, parentId: comment.id, content: replyText, insDtm: at(post.hoursAgo - minutes / 60), ...writerOf(replyWriter) });
      }
    }
  }
}
