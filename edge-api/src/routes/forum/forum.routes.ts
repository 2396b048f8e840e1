import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { formatSize } from '#core/attachment-rules.ts';
import { FORUM_COMMENT_LIMIT, FORUM_POST_LIMIT } from '#core/constants.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { commentSave, commentView, postDetail, postListQuery, postPage, postSave, reportSave, type PostSave, type ReportSave } from '#core/schemas/forum.ts';
import { runBatch } from '#db/client.ts';
import { attachmentBytesAfterChanges } from '#db/queries/attachment.ts';
import { commentNotifications } from '#db/queries/forum-notifications.ts';
import { isModerator, type ForumReader } from '#db/queries/forum-visibility.ts';
import { createComment, createPost, createReport, deleteComment, deletePost, updateComment, updatePost, type PostWrite } from '#db/queries/forum-write.ts';
import { getBoard, getComment, getPost, getPostOwner, listComments, listPosts, recentCommentsBy, recentPostsBy } from '#db/queries/forum.ts';
import { notificationInserts } from '#db/queries/notification.ts';
import { tellWatchersAfterAnswer } from '../../lib/after-answer.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { readerOfAuth, sessionReader } from '../../lib/reader.ts';
import { isBlankRichText, sanitizeRichText } from '../../lib/rich-text.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import { announceWebhookEvent } from '../../lib/webhook/announce.ts';
import type { AppEnv } from '../../types.ts';
import { mentionsOf, plainTextOf } from './forum-mentions.ts';

// Posts and threaded comments of the forum (portal spec §3, §5, §6). Every read and every write goes
// through the visibility predicate (db/queries/forum-visibility.ts): a post of a board the caller may not
// see answers 404 exactly as a post that does not exist, so not even its existence leaks. Members write;
// the author edits and deletes their own posts and comments, ADMIN and CONTENT_MANAGER any.

const json = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const notFound = { description: 'No post the caller may see has this id' };

const memberReader = (c: Context<AppEnv>): NonNullable<ForumReader> => readerOfAuth(requireAuth(c)) as NonNullable<ForumReader>;

/** Refuses a write over an account's limit (429) with the wait in the message and in Retry-After. */
function refuseOverLimit(
  c: Context<AppEnv>,
  recent: { n: number; oldest: string | null },
  limit: { count: number; windowMs: number },
  key: MessageKey,
  unitMs: number,
) {
  if (recent.n < limit.count || !recent.oldest) return;
  const waitMs = Math.max(0, new Date(recent.oldest).getTime() + limit.windowMs - c.var.deps.now().getTime());
  c.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new ApiError(429, key, { wait: Math.max(1, Math.ceil(waitMs / unitMs)) });
}

/** What a post save stores, after every rule that needs the database (board visible to the writer, its tags, files). */
async function prepareWrite(c: Context<AppEnv>, reader: ForumReader, input: PostSave, postId: number | null): Promise<PostWrite> {
  const { db, config } = c.var.deps;
  const board = await getBoard(db, reader, input.boardId);
  if (!board) throw new ApiError(422, 'forum.boardUnknown');
  const unknown = input.tags.find((tag) => !board.tags.includes(tag));
  if (unknown !== undefined) throw new ApiError(422, 'forum.tagUnknown', { tag: unknown });
  const content = sanitizeRichText(input.content);
  if (isBlankRichText(content)) throw new ApiError(422, 'forum.contentRequired');
  const bytesAfter = await withAttachmentRules(c, () => attachmentBytesAfterChanges(db, 'FORUM_BULLETIN_BOARD', postId, input.attachments));
  const { maxTotalBytes } = config.attachmentLimits;
  if (bytesAfter > maxTotalBytes) throw new ApiError(422, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes) });
  return { boardId: board.id, title: input.title, content, tags: input.tags, attachments: input.attachments };
}

/** The live post the caller may change (its author or a moderator), or the refusal: 404 when they cannot see it, 403 when it is another's. */
async function ownPostOrRefuse(c: Context<AppEnv>, reader: NonNullable<ForumReader>, id: number): Promise<void> {
  const post = await getPostOwner(c.var.deps.db, reader, id);
  if (!post) throw new ApiError(404, 'forum.postNotFound');
  if (!isModerator(reader) && post.writerId !== reader.accountId) throw new ApiError(403, 'forum.notYourPost');
}

async function ownCommentOrRefuse(c: Context<AppEnv>, reader: NonNullable<ForumReader>, id: number) {
  const comment = await getComment(c.var.deps.db, reader, id);
  if (!comment) throw new ApiError(404, 'forum.commentNotFound');
  if (!isModerator(reader) && comment.writerId !== reader.accountId) throw new ApiError(403, 'forum.notYourComment');
  return comment;
}

/** Files a member's report of a post or comment they may see (404 otherwise), once per member (409 after). */
async function fileReport(c: Context<AppEnv>, targetType: 'POST' | 'COMMENT', id: number, input: ReportSave) {
  const reader = memberReader(c);
  const { db, now } = c.var.deps;
  const target = targetType === 'POST' ? await getPostOwner(db, reader, id) : await getComment(db, reader, id);
  if (!target) throw new ApiError(404, targetType === 'POST' ? 'forum.postNotFound' : 'forum.commentNotFound');
  const reportId = await createReport(db, { targetType, targetId: id, reporterId: reader.accountId, ...input }, now());
  if (reportId === null) throw new ApiError(409, 'forum.alreadyReported');
  // the moderators' queue has a new item: the staff's webhooks hear of it after the answer (issue 32)
  await announceWebhookEvent(c, 'report.created', {
    detail: `${targetType} #${id} · ${input.reason}`,
    data: { reportId, targetType, targetId: id, reason: input.reason },
  });
  return ok(c, null, 'forum.reported', 201);
}

export const forumRoutes = new Hono<AppEnv>()
  .get(
    '/public/forum-bulletin',
    describeRoute({
      tags: ['Forum'],
      summary: 'Posts the caller may see, newest first: page, pageSize, boardId, keyword and searchCondition (ALL, TITLE, CONTENT, WRITER)',
      responses: { 200: json(postPage, 'A page of posts') },
    }),
    validate('query', postListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const reader = await sessionReader(c);
      const page = await listPosts(c.var.deps.db, reader, { ...query, boardId: query.boardId });
      return ok(c, pageWithLocalDates(page, c.var.tzOffset));
    },
  )
  .get(
    '/public/forum-bulletin/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'One post with its files; a deleted post with comments answers as deleted',
      responses: { 200: json(postDetail, 'The post'), 404: notFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const post = await getPost(c.var.deps.db, await sessionReader(c), c.req.valid('param').id);
      if (!post) throw new ApiError(404, 'forum.postNotFound');
      return ok(c, withLocalDate(post, c.var.tzOffset));
    },
  )
  .get(
    '/public/forum-bulletin/:id/comments',
    describeRoute({
      tags: ['Forum'],
      summary: 'The thread of a post: comments oldest first, each with its replies',
      responses: { 200: json(v.array(commentView), 'The thread'), 404: notFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const thread = await listComments(c.var.deps.db, await sessionReader(c), c.req.valid('param').id);
      if (!thread) throw new ApiError(404, 'forum.postNotFound');
      return ok(c, thread);
    },
  )
  .get(
    '/public/forum-bulletin/comments/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'One live comment',
      responses: { 200: json(commentView, 'The comment'), 404: { description: 'No comment the caller may see' } },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = await sessionReader(c);
      const comment = await getComment(c.var.deps.db, reader, c.req.valid('param').id);
      if (!comment) throw new ApiError(404, 'forum.commentNotFound');
      const { writerId, insByUserName, ...rest } = comment;
      const canEdit = reader !== null && (isModerator(reader) || writerId === reader.accountId);
      return ok(c, { ...rest, writerName: insByUserName ?? '', isDeleted: false, canEdit });
    },
  )
  .post(
    '/member/forum-bulletin',
    describeRoute({
      tags: ['Forum'],
      summary: 'Writes a post on a board the member may see: title, content, at least one of its tags, files',
      responses: {
        201: json(postDetail, 'The new post'),
        422: { description: 'A field breaks a rule' },
        429: { description: 'Too many posts lately; the message says when to try again' },
      },
    }),
    validate('json', postSave),
    async (c) => {
      const reader = memberReader(c);
      const { db, now } = c.var.deps;
      const since = new Date(now().getTime() - FORUM_POST_LIMIT.windowMs).toISOString();
      refuseOverLimit(c, await recentPostsBy(db, reader.accountId, since), FORUM_POST_LIMIT, 'forum.postLimit', 60_000);
      const write = await prepareWrite(c, reader, c.req.valid('json'), null);
      const writer = { accountId: reader.accountId, name: requireAuth(c).user.name };
      const id = await withAttachmentRules(c, () => createPost(db, write, writer, now()));
      // the people it @mentions who may see the board, told as it is written (issue 32)
      const input = c.req.valid('json');
      const mentions = await mentionsOf(db, {
        boardId: write.boardId,
        postId: id,
        title: write.title,
        text: plainTextOf(write.content),
        picks: input.mentions ?? [],
        writer,
        at: now(),
      });
      await runBatch(db, notificationInserts(db, mentions.rows));
      tellWatchersAfterAnswer(c);
      const post = await getPost(db, reader, id);
      return ok(c, post && { ...withLocalDate(post, c.var.tzOffset), mentions: mentions.outcome }, 'forum.postCreated', 201);
    },
  )
  .put(
    '/member/forum-bulletin/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'Saves a post (its author, or a moderator)',
      responses: {
        200: json(postDetail, 'The saved post'),
        403: { description: "Another member's post" },
        404: notFound,
        422: { description: 'A field breaks a rule' },
      },
    }),
    validate('param', recordIdParam),
    validate('json', postSave),
    async (c) => {
      const reader = memberReader(c);
      const { id } = c.req.valid('param');
      const { db, now } = c.var.deps;
      await ownPostOrRefuse(c, reader, id);
      const write = await prepareWrite(c, reader, c.req.valid('json'), id);
      await withAttachmentRules(c, () => updatePost(db, id, write, requireAuth(c).user.name, now()));
      const post = await getPost(db, reader, id);
      return ok(c, post && withLocalDate(post, c.var.tzOffset), 'forum.postUpdated');
    },
  )
  .delete(
    '/member/forum-bulletin/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'Deletes a post (its author, or a moderator); its thread stays readable as deleted',
      responses: { 200: { description: 'Deleted' }, 403: { description: "Another member's post" }, 404: notFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = memberReader(c);
      const { id } = c.req.valid('param');
      await ownPostOrRefuse(c, reader, id);
      await deletePost(c.var.deps.db, id, requireAuth(c).user.name, c.var.deps.now());
      return ok(c, null, 'forum.postDeleted');
    },
  )
  .post(
    '/member/forum-bulletin/:id/comments',
    describeRoute({
      tags: ['Forum'],
      summary: 'Comments on a post, or replies to one of its comments (parentId)',
      responses: {
        201: json(commentView, 'The new comment'),
        404: notFound,
        422: { description: 'A comment must be entered' },
        429: { description: 'Too many comments lately' },
      },
    }),
    validate('param', recordIdParam),
    validate('json', commentSave),
    async (c) => {
      const reader = memberReader(c);
      const { db, now } = c.var.deps;
      const postId = c.req.valid('param').id;
      const input = c.req.valid('json');
      // comments go on live posts only; a deleted post's thread is kept, not continued
      const post = await getPostOwner(db, reader, postId);
      if (!post) throw new ApiError(404, 'forum.postNotFound');
      let parentId: number | null = null;
      if (input.parentId) {
        const parent = await getComment(db, reader, input.parentId);
        if (!parent || parent.postId !== postId) throw new ApiError(422, 'forum.parentUnknown');
        // one level of replies: a reply to a reply joins its comment's replies
        parentId = parent.parentId ?? parent.id;
      }
      const since = new Date(now().getTime() - FORUM_COMMENT_LIMIT.windowMs).toISOString();
      refuseOverLimit(c, await recentCommentsBy(db, reader.accountId, since), FORUM_COMMENT_LIMIT, 'forum.commentLimit', 1000);
      // the post's writer and the writer of the comment answered are told in the same batch
      const writer = { accountId: reader.accountId, name: requireAuth(c).user.name };
      const at = now();
      const told = await commentNotifications(db, { postId, repliesTo: input.parentId ?? null }, writer, at);
      // the people it @mentions who may see the board, in the same batch (issue 32)
      const mentions = await mentionsOf(
        db,
        { boardId: post.boardId, postId, title: post.title, text: input.content, picks: input.mentions ?? [], writer, at },
        told.map((row) => row.accountId),
      );
      const id = await createComment(db, { postId, parentId, content: input.content }, writer, at, notificationInserts(db, [...told, ...mentions.rows]));
      // the post's and the board's other watchers, after the answer (db/queries/watch-fan-out.ts)
      tellWatchersAfterAnswer(c);
      const comment = await getComment(db, reader, id);
      return ok(
        c,
        comment && { ...comment, writerName: comment.insByUserName ?? '', isDeleted: false, canEdit: true, mentions: mentions.outcome },
        'forum.commentCreated',
        201,
      );
    },
  )
  .put(
    '/member/forum-bulletin/comments/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'Edits a comment (its author, or a moderator)',
      responses: { 200: { description: 'Saved' }, 403: { description: "Another member's comment" }, 404: { description: 'No comment the caller may see' } },
    }),
    validate('param', recordIdParam),
    validate('json', commentSave),
    async (c) => {
      const reader = memberReader(c);
      const { id } = c.req.valid('param');
      await ownCommentOrRefuse(c, reader, id);
      await updateComment(c.var.deps.db, id, c.req.valid('json').content, c.var.deps.now());
      return ok(c, null, 'forum.commentUpdated');
    },
  )
  .delete(
    '/member/forum-bulletin/comments/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'Deletes a comment (its author, or a moderator); with replies it stays as deleted',
      responses: { 200: { description: 'Deleted' }, 403: { description: "Another member's comment" }, 404: { description: 'No comment the caller may see' } },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = memberReader(c);
      const { id } = c.req.valid('param');
      await ownCommentOrRefuse(c, reader, id);
      await deleteComment(c.var.deps.db, id, c.var.deps.now());
      return ok(c, null, 'forum.commentDeleted');
    },
  )
  .post(
    '/member/forum-bulletin/:id/report',
    describeRoute({
      tags: ['Forum'],
      summary: 'Reports a post to the moderators (once per member)',
      responses: { 201: { description: 'Reported' }, 404: notFound, 409: { description: 'Already reported by this member' } },
    }),
    validate('param', recordIdParam),
    validate('json', reportSave),
    async (c) => fileReport(c, 'POST', c.req.valid('param').id, c.req.valid('json')),
  )
  .post(
    '/member/forum-bulletin/comments/:id/report',
    describeRoute({
      tags: ['Forum'],
      summary: 'Reports a comment to the moderators (once per member)',
      responses: {
        201: { description: 'Reported' },
        404: { description: 'No comment the caller may see' },
        409: { description: 'Already reported by this member' },
      },
    }),
    validate('param', recordIdParam),
    validate('json', reportSave),
    async (c) => fileReport(c, 'COMMENT', c.req.valid('param').id, c.req.valid('json')),
  );
