import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { formatSize } from '#core/attachment-rules.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import {
  PARTNER_QNA_PRODUCT_TYPE,
  partnerQnaCommentCreate,
  partnerQnaCommentUpdate,
  partnerQnaCommentView,
  partnerQnaDetail,
  partnerQnaListQuery,
  partnerQnaPage,
  partnerQnaSave,
  type PartnerQnaSave,
} from '#core/schemas/partner-qna.ts';
import { attachmentBytesAfterChanges } from '#db/queries/attachment.ts';
import { listMasterData } from '#db/queries/catalogue.ts';
import { notificationInserts } from '#db/queries/notification.ts';
import { answeredNotifications } from '#db/queries/partner-qna-notifications.ts';
import { isQnaModerator, type QnaReader } from '#db/queries/partner-qna-visibility.ts';
import {
  createQnaComment,
  createQuestion,
  deleteQnaComment,
  deleteQuestion,
  updateQnaComment,
  updateQuestion,
  type QuestionWrite,
} from '#db/queries/partner-qna-write.ts';
import { getQnaComment, getQnaCommentView, getQuestion, getQuestionOwner, listQuestions } from '#db/queries/partner-qna.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { isBlankRichText, sanitizeRichText } from '../../lib/rich-text.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import { announceWebhookEvent } from '../../lib/webhook/announce.ts';
import type { AppEnv } from '../../types.ts';
import { uploadDoc, uploadUnderCode } from '../attachment/attachment.routes.ts';

// The partner Q&A (portal spec §3, §5, §6; admin spec §7.3): PARTNER, STAFF and ADMIN ask and comment
// (the call matrix admits only them). Every read and write goes through the visibility predicate
// (db/queries/partner-qna-visibility.ts): another partner's private question answers 404 exactly as a
// question that does not exist. The writer edits and deletes their own question and comments, STAFF and
// ADMIN any; a STAFF or ADMIN comment answers the question (OPEN to ANSWERED) and tells its writer.

const json = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const notFound = { description: 'No question the caller may see has this id' };
const commentNotFound = { description: 'No comment the caller may see has this id' };

/** The reader of a call: the matrix already admitted a member session of the partner area. */
export const qnaReader = (c: Context<AppEnv>): QnaReader => {
  const auth = requireAuth(c);
  // a question depends on who reads it: no cache on the way may keep it
  c.header('cache-control', 'private, no-store');
  return { accountId: auth.user.id, role: auth.user.role };
};

/** What a save stores, after the rules that need the database (the product code, the files). */
async function prepareWrite(c: Context<AppEnv>, input: PartnerQnaSave, questionId: number | null): Promise<QuestionWrite> {
  const { db, config } = c.var.deps;
  const products = await listMasterData(db, PARTNER_QNA_PRODUCT_TYPE);
  if (!products.some((product) => product.code === input.productCd)) throw new ApiError(422, 'partnerQna.productRequired');
  const content = sanitizeRichText(input.content);
  if (isBlankRichText(content)) throw new ApiError(422, 'partnerQna.contentRequired');
  const bytesAfter = await withAttachmentRules(c, () => attachmentBytesAfterChanges(db, 'PARTNER_QNA', questionId, input.attachments));
  const { maxTotalBytes } = config.attachmentLimits;
  if (bytesAfter > maxTotalBytes) throw new ApiError(422, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes) });
  return { ...input, content };
}

/** The live question the caller may change (its writer, STAFF or ADMIN): 404 when they cannot see it, 403 when it is another's. */
async function ownQuestionOrRefuse(c: Context<AppEnv>, reader: QnaReader, id: number): Promise<void> {
  const question = await getQuestionOwner(c.var.deps.db, reader, id);
  if (!question) throw new ApiError(404, 'partnerQna.notFound');
  if (!isQnaModerator(reader) && question.writerId !== reader.accountId) throw new ApiError(403, 'partnerQna.notYourQuestion');
}

async function ownCommentOrRefuse(c: Context<AppEnv>, reader: QnaReader, id: number) {
  const comment = await getQnaComment(c.var.deps.db, reader, id);
  if (!comment) throw new ApiError(404, 'partnerQna.commentNotFound');
  if (!isQnaModerator(reader) && comment.writerId !== reader.accountId) throw new ApiError(403, 'partnerQna.notYourComment');
  return comment;
}

const tags = ['Partner Q&A'];

export const partnerQnaRoutes = new Hono<AppEnv>()
  .get(
    '/partner/question-answer',
    describeRoute({
      tags,
      summary: 'Questions the caller may see, newest first: pageNo, pageSize, type, productCd, keyword and typeOfSearch (ALL, TITLE, CONTENT, WRITER)',
      responses: { 200: json(partnerQnaPage, 'A page of questions') },
    }),
    validate('query', partnerQnaListQuery),
    async (c) => {
      const page = await listQuestions(c.var.deps.db, qnaReader(c), c.req.valid('query'));
      return ok(c, pageWithLocalDates(page, c.var.tzOffset));
    },
  )
  .get(
    '/partner/question-answer/:id',
    describeRoute({
      tags,
      summary: 'One question with its files and threaded comments',
      responses: { 200: json(partnerQnaDetail, 'The question'), 404: notFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const question = await getQuestion(c.var.deps.db, qnaReader(c), c.req.valid('param').id);
      if (!question) throw new ApiError(404, 'partnerQna.notFound');
      return ok(c, withLocalDate(question, c.var.tzOffset));
    },
  )
  .post(
    '/partner/question-answer',
    describeRoute({
      tags,
      summary: 'Asks a question: type, product, version, title, content (rich text), private flag, files',
      responses: { 201: json(partnerQnaDetail, 'The new question'), 422: { description: 'A field breaks a rule' } },
    }),
    validate('json', partnerQnaSave),
    async (c) => {
      const reader = qnaReader(c);
      const { db, now } = c.var.deps;
      const write = await prepareWrite(c, c.req.valid('json'), null);
      const id = await withAttachmentRules(c, () => createQuestion(db, write, { accountId: reader.accountId, name: requireAuth(c).user.name }, now()));
      // a new question for the staff to answer: their webhooks hear of it after the answer (issue 32)
      await announceWebhookEvent(c, 'partner-question.created', { detail: write.title, data: { questionId: id, title: write.title, type: write.type } });
      const question = await getQuestion(db, reader, id);
      return ok(c, question && withLocalDate(question, c.var.tzOffset), 'partnerQna.created', 201);
    },
  )
  .put(
    '/partner/question-answer/:id',
    describeRoute({
      tags,
      summary: 'Saves a question (its writer, STAFF or ADMIN)',
      responses: {
        200: json(partnerQnaDetail, 'The saved question'),
        403: { description: "Another partner's question" },
        404: notFound,
        422: { description: 'A field breaks a rule' },
      },
    }),
    validate('param', recordIdParam),
    validate('json', partnerQnaSave),
    async (c) => {
      const reader = qnaReader(c);
      const { id } = c.req.valid('param');
      const { db, now } = c.var.deps;
      await ownQuestionOrRefuse(c, reader, id);
      const write = await prepareWrite(c, c.req.valid('json'), id);
      await withAttachmentRules(c, () => updateQuestion(db, id, write, requireAuth(c).user.name, now()));
      const question = await getQuestion(db, reader, id);
      return ok(c, question && withLocalDate(question, c.var.tzOffset), 'partnerQna.updated');
    },
  )
  .delete(
    '/partner/question-answer/:id',
    describeRoute({
      tags,
      summary: 'Deletes a question (its writer, STAFF or ADMIN)',
      responses: { 200: { description: 'Deleted' }, 403: { description: "Another partner's question" }, 404: notFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = qnaReader(c);
      const { id } = c.req.valid('param');
      await ownQuestionOrRefuse(c, reader, id);
      await deleteQuestion(c.var.deps.db, id, requireAuth(c).user.name, c.var.deps.now());
      return ok(c, null, 'partnerQna.deleted');
    },
  )
  .post(
    '/partner/comment',
    describeRoute({
      tags,
      summary: 'Comments on a question, or answers a comment (parentId); a STAFF or ADMIN comment marks the question answered and tells its writer',
      responses: { 201: json(partnerQnaCommentView, 'The new comment'), 404: notFound, 422: { description: 'A comment must be entered' } },
    }),
    validate('json', partnerQnaCommentCreate),
    async (c) => {
      const reader = qnaReader(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid('json');
      const question = await getQuestionOwner(db, reader, input.questionId);
      if (!question) throw new ApiError(404, 'partnerQna.notFound');
      let parentId: number | null = null;
      if (input.parentId) {
        const parent = await getQnaComment(db, reader, input.parentId);
        if (!parent || parent.questionId !== input.questionId) throw new ApiError(422, 'partnerQna.parentUnknown');
        // one level of child comments: an answer to a child joins its comment's children
        parentId = parent.parentId ?? parent.id;
      }
      const writer = { accountId: reader.accountId, name: requireAuth(c).user.name };
      const at = now();
      const answers = isQnaModerator(reader);
      const told = answers ? answeredNotifications({ id: input.questionId, writerId: question.writerId, title: question.title }, writer, at) : [];
      const id = await createQnaComment(db, { questionId: input.questionId, parentId, content: input.content }, writer, at, {
        answers,
        alsoInBatch: notificationInserts(db, told),
      });
      return ok(c, await getQnaCommentView(db, reader, id), 'partnerQna.commentCreated', 201);
    },
  )
  .put(
    '/partner/comment/:id',
    describeRoute({
      tags,
      summary: 'Edits a comment (its writer, STAFF or ADMIN)',
      responses: { 200: { description: 'Saved' }, 403: { description: "Another partner's comment" }, 404: commentNotFound },
    }),
    validate('param', recordIdParam),
    validate('json', partnerQnaCommentUpdate),
    async (c) => {
      const reader = qnaReader(c);
      const { id } = c.req.valid('param');
      await ownCommentOrRefuse(c, reader, id);
      await updateQnaComment(c.var.deps.db, id, c.req.valid('json').content, c.var.deps.now());
      return ok(c, null, 'partnerQna.commentUpdated');
    },
  )
  .delete(
    '/partner/comment/:id',
    describeRoute({
      tags,
      summary: 'Deletes a comment (its writer, STAFF or ADMIN); with child comments it stays as deleted',
      responses: { 200: { description: 'Deleted' }, 403: { description: "Another partner's comment" }, 404: commentNotFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = qnaReader(c);
      const { id } = c.req.valid('param');
      await ownCommentOrRefuse(c, reader, id);
      await deleteQnaComment(c.var.deps.db, id, c.var.deps.now());
      return ok(c, null, 'partnerQna.commentDeleted');
    },
  )
  .delete(
    '/partner/comment/child/:id',
    describeRoute({
      tags,
      summary: 'Deletes a child comment (its writer, STAFF or ADMIN)',
      responses: {
        200: { description: 'Deleted' },
        403: { description: "Another partner's comment" },
        404: { description: 'No child comment the caller may see' },
      },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = qnaReader(c);
      const { id } = c.req.valid('param');
      const comment = await ownCommentOrRefuse(c, reader, id);
      if (comment.parentId === null) throw new ApiError(404, 'partnerQna.commentNotFound');
      await deleteQnaComment(c.var.deps.db, id, c.var.deps.now());
      return ok(c, null, 'partnerQna.commentDeleted');
    },
  )
  .post('/partner/upload-attachment', uploadDoc("Upload a partner question's files (code PARTNER_QNA)"), async (c) =>
    ok(c, await uploadUnderCode(c, 'PARTNER_QNA')),
  );
