import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { escapeHtml } from '#core/notification-text.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { answerSave, answerView, faqDraftSave, faqDraftView, type AnswerView } from '#core/schemas/forum.ts';
import { isHangul } from '#core/search/hangul.ts';
import { createFaqDraft } from '#db/queries/faq-write.ts';
import { listFaqCategories } from '#db/queries/faq.ts';
import { answerAcceptedNotifications } from '#db/queries/forum-notifications.ts';
import { isModerator, type ForumReader } from '#db/queries/forum-visibility.ts';
import { setAnswer } from '#db/queries/forum-write.ts';
import { getAnswerTarget, getComment } from '#db/queries/forum.ts';
import { notificationInserts } from '#db/queries/notification.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { readerOfAuth } from '../../lib/reader.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Solved answers (decision 044, docs/community.md): on a Q&A board the asker of a post, or a moderator
// (ADMIN, CONTENT_MANAGER), marks one live top-level comment as its answer, or takes the mark back; the
// answer's writer is told by the bell in the same batch. A moderator turns a solved thread into a draft
// of the community FAQ in one step. Every refusal changes nothing and says why in the reader's language.

const json = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const refusals = {
  403: { description: 'Neither the asker nor a moderator' },
  404: { description: 'No post the caller may see has this id' },
  422: { description: 'Not a Q&A board, or not a shown top-level comment of this post' },
};

const memberReader = (c: Context<AppEnv>): NonNullable<ForumReader> => readerOfAuth(requireAuth(c)) as NonNullable<ForumReader>;

/** The live post whose answer the caller may mark: 404 when they cannot see it, 422 off a Q&A board, 403 when they neither asked nor moderate. */
async function questionOrRefuse(c: Context<AppEnv>, reader: NonNullable<ForumReader>, id: number) {
  const post = await getAnswerTarget(c.var.deps.db, reader, id);
  if (!post) throw new ApiError(404, 'forum.postNotFound');
  if (!post.isQna) throw new ApiError(422, 'forum.notQnaBoard');
  if (!isModerator(reader) && post.writerId !== reader.accountId) throw new ApiError(403, 'forum.notYourQuestion');
  return post;
}

/** A comment's plain text as the FAQ's rich text: paragraphs at blank lines, line breaks kept. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/u)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${escapeHtml(part).replace(/\n/gu, '<br>')}</p>`)
    .join('');

export const forumAnswerRoutes = new Hono<AppEnv>()
  .put(
    '/member/forum-bulletin/:id/answer',
    describeRoute({
      tags: ['Forum'],
      summary: "Marks a top-level comment as the post's answer (the asker, or a moderator; Q&A boards only) and tells its writer",
      responses: { 200: json(answerView, 'The post is solved'), ...refusals },
    }),
    validate('param', recordIdParam),
    validate('json', answerSave),
    async (c) => {
      const reader = memberReader(c);
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      const { commentId } = c.req.valid('json');
      await questionOrRefuse(c, reader, id);
      // hidden, deleted, unseen or another post's comments read alike: none is an answer of this post
      const comment = await getComment(db, reader, commentId);
      if (!comment || comment.postId !== id) throw new ApiError(422, 'forum.answerCommentUnknown');
      if (comment.parentId !== null) throw new ApiError(422, 'forum.answerNotTopLevel');
      const at = now();
      const actor = { accountId: reader.accountId, name: requireAuth(c).user.name };
      const told = await answerAcceptedNotifications(db, { postId: id, commentId }, actor, at);
      if (!(await setAnswer(db, id, commentId, at, notificationInserts(db, told)))) throw new ApiError(422, 'forum.answerCommentUnknown');
      const answer: AnswerView = { postId: id, answerCommentId: commentId, solvedDtm: at.toISOString() };
      return ok(c, answer, 'forum.answerMarked');
    },
  )
  .delete(
    '/member/forum-bulletin/:id/answer',
    describeRoute({
      tags: ['Forum'],
      summary: "Takes back the mark of the post's answer (the asker, or a moderator)",
      responses: { 200: json(answerView, 'The post is unsolved'), ...refusals },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = memberReader(c);
      const { id } = c.req.valid('param');
      await questionOrRefuse(c, reader, id);
      await setAnswer(c.var.deps.db, id, null, c.var.deps.now());
      const answer: AnswerView = { postId: id, answerCommentId: null, solvedDtm: null };
      return ok(c, answer, 'forum.answerUnmarked');
    },
  )
  .post(
    '/admin/forum-bulletin/:id/faq-draft',
    describeRoute({
      tags: ['Forum'],
      summary:
        "Makes a community FAQ draft of a solved post (moderators): the title as the question, the marked answer as the answer, in the post's language; the other language is left for the editor",
      responses: {
        201: json(faqDraftView, 'The draft, to complete in the FAQ editor'),
        404: { description: 'No live post has this id' },
        409: { description: 'The post has no marked answer' },
        422: { description: 'No such FAQ category' },
      },
    }),
    validate('param', recordIdParam),
    validate('json', faqDraftSave),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      // the call matrix admits moderators only, who see every board
      const reader = readerOfAuth(auth);
      const post = await getAnswerTarget(db, reader, id);
      if (!post) throw new ApiError(404, 'forum.postNotFound');
      const answer = post.answerCommentId === null ? null : await getComment(db, reader, post.answerCommentId);
      if (!answer) throw new ApiError(409, 'forum.faqDraftNeedsAnswer');
      const categories = await listFaqCategories(db);
      const { categoryId } = c.req.valid('json');
      // without a choice, the last of the FAQ's categories: Technical, where a forum's questions belong
      const category = categoryId === undefined ? categories.at(-1) : categories.find((item) => item.id === categoryId);
      if (!category) throw new ApiError(422, 'faq.selectCategory');
      const lang = isHangul(post.title) || isHangul(answer.content) ? 'ko' : 'en';
      const draftId = await createFaqDraft(
        db,
        { lang, title: post.title, content: sanitizeRichText(paragraphsOf(answer.content)), categoryId: category.id },
        auth.user.name,
        now(),
      );
      return ok(c, { id: draftId, lang }, 'forum.faqDraftCreated', 201);
    },
  );
