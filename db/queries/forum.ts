// Reads of the forum (portal spec §3 "Forum and bulletin"): boards, the post list, one post and its
// comment thread. Every query reads through the visibility predicate of forum-visibility.ts; lists page
// in the query over the indexes of db/schema/forum.ts. These reads depend on who reads them, so they
// are never in the read cache; each names the topics it reads (FORUM and its views), so a visitor's
// page made of them may be kept whole and is forgotten with the next forum write (decision 014).
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { BoardAuthorView, BoardView, CommentView, PostDetail, PostListItem, SearchCondition, SolvedFilter } from '#core/schemas/forum.ts';
import { noteReadTopics } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { listAttachmentsOf } from './attachment.ts';
import { removedCommentFields, threadsOf } from './comment-thread.ts';
import { isModerator, visibleBoard, visiblePost, type ForumReader } from './forum-visibility.ts';
import { keywordIn, type KeywordPlace } from './search/list-keyword.ts';

const b = schema.forumBoard;
const p = schema.forumPost;
const c = schema.forumComment;
const access = schema.forumBoardAccess;

const parseTags = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

const boardColumns = {
  id: b.id,
  nameKr: b.nameKr,
  nameEn: b.nameEn,
  category: b.category,
  sortOrder: b.sortOrder,
  tags: b.tags,
  isRestricted: b.isRestricted,
  isQna: b.isQna,
  // live, visible posts, kept by triggers (migration 0011)
  postCount: b.postCount,
};

const toBoard = (row: { tags: string } & Omit<BoardView, 'tags'>): BoardView => ({ ...row, tags: parseTags(row.tags) });

/** What every forum read depends on: any forum write, and the posts' views. */
const noteForumReads = () => noteReadTopics('FORUM', 'FORUM:views');

/** The boards the reader may see, in their order. */
export async function listBoards(db: Db, reader: ForumReader): Promise<BoardView[]> {
  noteForumReads();
  const rows = await db.select(boardColumns).from(b).where(visibleBoard(reader)).orderBy(asc(b.sortOrder), asc(b.id));
  return rows.map(toBoard);
}

/** One board the reader may see, or null. */
export async function getBoard(db: Db, reader: ForumReader, id: number): Promise<BoardView | null> {
  noteForumReads();
  const [row] = await db
    .select(boardColumns)
    .from(b)
    .where(and(eq(b.id, id), visibleBoard(reader)))
    .limit(1);
  return row ? toBoard(row) : null;
}

/** A live board with its access list, for its authors (the call matrix admits only them). */
export async function getBoardForAuthors(db: Db, id: number): Promise<BoardAuthorView | null> {
  const board = await getBoard(db, { accountId: 0, email: '', role: 'ADMIN' }, id);
  if (!board) return null;
  const emails = await db.select({ email: access.email }).from(access).where(eq(access.boardId, id)).orderBy(asc(access.email));
  return { ...board, accessEmails: emails.map((row) => row.email) };
}

/** Every live board with its access list, for its authors. */
export async function listBoardsForAuthors(db: Db): Promise<BoardAuthorView[]> {
  const boards = await listBoards(db, { accountId: 0, email: '', role: 'ADMIN' });
  if (boards.length === 0) return [];
  const emails = await db
    .select()
    .from(access)
    .where(
      inArray(
        access.boardId,
        boards.map((board) => board.id),
      ),
    );
  return boards.map((board) => ({ ...board, accessEmails: emails.filter((row) => row.boardId === board.id).map((row) => row.email) }));
}

/** Comments of a post readers see: not hidden and not deleted, as the list's counts and the thread count them. */
const liveComment = and(eq(c.isDeleted, false), eq(c.isHidden, false));

const postColumns = {
  id: p.id,
  boardId: p.boardId,
  boardNameKr: b.nameKr,
  boardNameEn: b.nameEn,
  title: p.title,
  writerName: sql<string>`coalesce(${p.insByUserName}, '')`,
  insDtm: p.insDtm,
  view: p.view,
  // live comments and replies, kept by triggers (migration 0011)
  commentCount: p.commentCount,
  replyCount: p.replyCount,
  tags: p.tags,
  isQna: b.isQna,
  solved: sql<boolean>`(${p.answerCommentId} is not null)`.mapWith((value: unknown) => Number(value) === 1),
};

type PostRow = { tags: string; commentCount: number; replyCount: number } & Omit<PostListItem, 'tags' | 'state' | 'no'>;
const toListItem = (row: PostRow, no: number): PostListItem => ({
  ...row,
  no,
  tags: parseTags(row.tags),
  state: row.commentCount + row.replyCount > 0 ? 'ANSWERED' : 'OPEN',
});

export type PostFilter = {
  page: number;
  pageSize: number;
  boardId?: number | undefined;
  keyword?: string | undefined;
  searchCondition: SearchCondition;
  solved?: SolvedFilter | undefined;
};

/** Solved: an answer is marked (the partial indexes forum_post_solved and forum_post_board_solved); unsolved: a Q&A board's post without one. */
const solvedWhere = (filter: SolvedFilter | undefined) =>
  filter === 'solved' ? isNotNull(p.answerCommentId) : filter === 'unsolved' ? and(isNull(p.answerCommentId), eq(b.isQna, true)) : undefined;

/** Where each search condition looks: the post's entry in the search index, or its writer's name, literally. */
const keywordPlaces: Record<SearchCondition, KeywordPlace> = { ALL: 'all', TITLE: 'title', CONTENT: 'body', WRITER: [p.insByUserName] };

/** Live posts the reader may see, newest first, one page at a time; `no` counts down from the newest match. */
export async function listPosts(db: Db, reader: ForumReader, filter: PostFilter): Promise<Page<PostListItem>> {
  noteForumReads();
  const where = and(
    visiblePost(reader),
    eq(p.isDeleted, false),
    filter.boardId === undefined ? undefined : eq(p.boardId, filter.boardId),
    solvedWhere(filter.solved),
    await keywordIn(db, 'FORUM', p.id, filter.keyword, keywordPlaces[filter.searchCondition]),
  );
  const offset = (filter.page - 1) * filter.pageSize;
  // without a keyword or the solved filter the total is the visible boards' kept counts, not a count of their posts
  const counted =
    filter.keyword || filter.solved
      ? db.select({ n: count() }).from(p).innerJoin(b, eq(b.id, p.boardId)).where(where)
      : db
          .select({ n: sql<number>`coalesce(sum(${b.postCount}), 0)`.mapWith(Number) })
          .from(b)
          .where(and(visibleBoard(reader), filter.boardId === undefined ? undefined : eq(b.id, filter.boardId)));
  const [[total], rows] = await Promise.all([
    counted,
    db.select(postColumns).from(p).innerJoin(b, eq(b.id, p.boardId)).where(where).orderBy(desc(p.insDtm), desc(p.id)).limit(filter.pageSize).offset(offset),
  ]);
  const n = total?.n ?? 0;
  return pageOf(
    rows.map((row, index) => toListItem(row, n - offset - index)),
    n,
    filter.page,
    filter.pageSize,
  );
}

/**
 * Whom a post's and its comments' tools are decided for: the reader (`canEdit` on their own rows), or
 * the reader's class (edge-api/src/lib/reader-classes.ts), for a page kept once per class: moderators may
 * edit every row, and a member's own rows are told apart in the browser by the writer's id (`writerId`).
 */
export type ToolsFor = 'reader' | 'class';
/** A row's writer, given for a member's class only. */
export type WriterMark = { writerId?: number };

const editorOf = (reader: ForumReader, tools: ToolsFor) => (writerId: number | null) =>
  reader !== null && (isModerator(reader) || (tools === 'reader' && writerId === reader.accountId));
const writerMarkOf =
  (reader: ForumReader, tools: ToolsFor) =>
  (writerId: number | null): WriterMark =>
    tools === 'class' && reader !== null && !isModerator(reader) && writerId !== null ? { writerId } : {};

/**
 * One post the reader may reach, with its files; a deleted post answers only while its thread has live
 * comments, without its title, text, tags or files ("deleted"). Null otherwise.
 */
export async function getPost(db: Db, reader: ForumReader, id: number, tools: ToolsFor = 'reader'): Promise<(PostDetail & WriterMark) | null> {
  noteForumReads();
  const [row] = await db
    .select({
      ...postColumns,
      content: p.content,
      isDeleted: p.isDeleted,
      updDtm: p.updDtm,
      writerId: p.writerId,
      answerCommentId: p.answerCommentId,
      solvedDtm: p.solvedDtm,
    })
    .from(p)
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(p.id, id), visiblePost(reader)))
    .limit(1);
  if (!row) return null;
  const { writerId, content, isDeleted, updDtm, answerCommentId, solvedDtm, ...listed } = row;
  const item = toListItem(listed, id);
  if (isDeleted) {
    if (item.commentCount + item.replyCount === 0) return null;
    return {
      ...item,
      title: '',
      tags: [],
      writerName: '',
      content: '',
      attachments: [],
      isDeleted: true,
      updDtm,
      canEdit: false,
      answerCommentId: null,
      solvedDtm: null,
      solved: false,
    };
  }
  const files = await listAttachmentsOf(db, 'FORUM_BULLETIN_BOARD', [id]);
  const canEdit = editorOf(reader, tools)(writerId);
  return {
    ...item,
    content,
    attachments: files.get(id) ?? [],
    isDeleted: false,
    updDtm,
    canEdit,
    answerCommentId,
    solvedDtm,
    ...writerMarkOf(reader, tools)(writerId),
  };
}

/** A live post the reader may reach, as marking its answer needs it: its writer, board kind, title and answer. */
export async function getAnswerTarget(
  db: Db,
  reader: ForumReader,
  id: number,
): Promise<{ writerId: number | null; isQna: boolean; title: string; content: string; answerCommentId: number | null } | null> {
  const [row] = await db
    .select({ writerId: p.writerId, isQna: b.isQna, title: p.title, content: p.content, answerCommentId: p.answerCommentId })
    .from(p)
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(p.id, id), eq(p.isDeleted, false), visiblePost(reader)))
    .limit(1);
  return row ?? null;
}

/** A live post the reader may reach, with what its writes need: its writer (whose post it is), its board and title. */
export async function getPostOwner(db: Db, reader: ForumReader, id: number): Promise<{ writerId: number | null; boardId: number; title: string } | null> {
  const [row] = await db
    .select({ writerId: p.writerId, boardId: p.boardId, title: p.title })
    .from(p)
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(p.id, id), eq(p.isDeleted, false), visiblePost(reader)))
    .limit(1);
  return row ?? null;
}

/**
 * The thread of a post the reader may reach: comments oldest first, each with its replies. A deleted or
 * hidden comment keeps its place, without its text or writer, while it has live replies; otherwise it is gone.
 */
export async function listComments(
  db: Db,
  reader: ForumReader,
  postId: number,
  tools: ToolsFor = 'reader',
): Promise<(CommentView & WriterMark & { replies: (CommentView & WriterMark)[] })[] | null> {
  noteForumReads();
  const [post] = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(p.id, postId), visiblePost(reader)))
    .limit(1);
  if (!post) return null;
  const rows = await db.select().from(c).where(eq(c.postId, postId)).orderBy(asc(c.insDtm), asc(c.id));
  const live = (row: (typeof rows)[number]) => !row.isDeleted && !row.isHidden;
  const mayEdit = editorOf(reader, tools);
  const markOf = writerMarkOf(reader, tools);
  const view = (row: (typeof rows)[number]): CommentView & WriterMark =>
    live(row)
      ? {
          id: row.id,
          postId: row.postId,
          parentId: row.parentId,
          content: row.content,
          writerName: row.insByUserName ?? '',
          insDtm: row.insDtm,
          updDtm: row.updDtm,
          isDeleted: false,
          canEdit: mayEdit(row.writerId),
          ...markOf(row.writerId),
        }
      : { id: row.id, postId: row.postId, ...removedCommentFields(row) };
  return threadsOf(rows, live, view);
}

/** One live comment the reader may reach, with its post (the post live or deleted), or null. */
export async function getComment(
  db: Db,
  reader: ForumReader,
  id: number,
): Promise<{
  id: number;
  postId: number;
  parentId: number | null;
  writerId: number | null;
  content: string;
  insByUserName: string | null;
  insDtm: string;
  updDtm: string | null;
} | null> {
  const [row] = await db
    .select({
      id: c.id,
      postId: c.postId,
      parentId: c.parentId,
      writerId: c.writerId,
      content: c.content,
      insByUserName: c.insByUserName,
      insDtm: c.insDtm,
      updDtm: c.updDtm,
    })
    .from(c)
    .innerJoin(p, eq(p.id, c.postId))
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(c.id, id), liveComment, visiblePost(reader)))
    .limit(1);
  return row ?? null;
}

/** Live posts an account wrote since a time, and the oldest of them: the posting limit's window. */
export async function recentPostsBy(db: Db, accountId: number, since: string): Promise<{ n: number; oldest: string | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${p.insDtm})` })
    .from(p)
    .where(and(eq(p.writerId, accountId), sql`${p.insDtm} >= ${since}`));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Comments an account wrote since a time, and the oldest of them: the commenting limit's window. */
export async function recentCommentsBy(db: Db, accountId: number, since: string): Promise<{ n: number; oldest: string | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${c.insDtm})` })
    .from(c)
    .where(and(eq(c.writerId, accountId), sql`${c.insDtm} >= ${since}`));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}
