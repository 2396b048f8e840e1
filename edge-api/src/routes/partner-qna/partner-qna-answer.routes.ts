import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { partnerQnaAcceptSave, partnerQnaAcceptView, partnerQnaTimes, partnerQnaTimesQuery, type PartnerQnaAcceptView } from '#core/schemas/partner-qna.ts';
import { notificationInserts } from '#db/queries/notification.ts';
import {
  acceptedNotifications,
  getAcceptCandidate,
  partnerQnaTimesPeriod,
  partnerQnaTimes as readTimes,
  setAcceptedAnswer,
} from '#db/queries/partner-qna-answer.ts';
import type { QnaReader } from '#db/queries/partner-qna-visibility.ts';
import { getQuestionOwner } from '#db/queries/partner-qna.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { historyFilter } from '../../lib/history-routes.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { qnaReader } from './partner-qna.routes.ts';

// Accepted answers of the partner Q&A (decision 044, docs/partner-qna.md): the question's writer, and only
// they, accepts one comment of STAFF or ADMIN as the answer, or withdraws it; the staff member is told by
// the bell. ANSWERED keeps its meaning (a staff comment came, spec §7.3): acceptance is recorded beside
// it. The console reads the waits: to the first staff answer and to the acceptance.

const json = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const tags = ['Partner Q&A'];
const refusals = {
  403: { description: 'Not the question’s writer' },
  404: { description: 'No question the caller may see has this id' },
  422: { description: 'Not a live staff comment of this question' },
};

/** The live question the caller asked: 404 when they cannot see it, 403 when another asked it. */
async function ownQuestionOrRefuse(c: Context<AppEnv>, reader: QnaReader, id: number) {
  const question = await getQuestionOwner(c.var.deps.db, reader, id);
  if (!question) throw new ApiError(404, 'partnerQna.notFound');
  if (question.writerId !== reader.accountId) throw new ApiError(403, 'partnerQna.onlyAskerAccepts');
  return question;
}

export const partnerQnaAnswerRoutes = new Hono<AppEnv>()
  .put(
    '/partner/question-answer/:id/accept',
    describeRoute({
      tags,
      summary: "Accepts a STAFF or ADMIN comment as the question's answer (its writer only) and tells the staff member",
      responses: { 200: json(partnerQnaAcceptView, 'Accepted'), ...refusals },
    }),
    validate('param', recordIdParam),
    validate('json', partnerQnaAcceptSave),
    async (c) => {
      const reader = qnaReader(c);
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      const { commentId } = c.req.valid('json');
      const question = await ownQuestionOrRefuse(c, reader, id);
      const comment = await getAcceptCandidate(db, reader, id, commentId);
      if (!comment) throw new ApiError(422, 'partnerQna.acceptUnknown');
      if (comment.writerRole !== 'STAFF' && comment.writerRole !== 'ADMIN') throw new ApiError(422, 'partnerQna.acceptNotStaff');
      const at = now();
      const told = acceptedNotifications({ id, title: question.title }, comment.writerId, { accountId: reader.accountId, name: requireAuth(c).user.name }, at);
      if (!(await setAcceptedAnswer(db, id, commentId, at, notificationInserts(db, told)))) throw new ApiError(422, 'partnerQna.acceptUnknown');
      const accepted: PartnerQnaAcceptView = { questionId: id, acceptedCommentId: commentId, acceptedDtm: at.toISOString() };
      return ok(c, accepted, 'partnerQna.acceptSaved');
    },
  )
  .delete(
    '/partner/question-answer/:id/accept',
    describeRoute({
      tags,
      summary: 'Withdraws the acceptance (the question’s writer only)',
      responses: { 200: json(partnerQnaAcceptView, 'Withdrawn'), ...refusals },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const reader = qnaReader(c);
      const { id } = c.req.valid('param');
      await ownQuestionOrRefuse(c, reader, id);
      await setAcceptedAnswer(c.var.deps.db, id, null, c.var.deps.now());
      const withdrawn: PartnerQnaAcceptView = { questionId: id, acceptedCommentId: null, acceptedDtm: null };
      return ok(c, withdrawn, 'partnerQna.acceptWithdrawn');
    },
  )
  .get(
    '/admin/partner-qna-times',
    describeRoute({
      tags,
      summary:
        'The questions asked in a period (fromDate, toDate: Korean days; the last 90 by default) with their waits for the first staff answer and the acceptance, and the medians',
      responses: { 200: json(partnerQnaTimes, 'The period’s waits'), 422: { description: 'A day that is not a date, or a start after the end' } },
    }),
    validate('query', partnerQnaTimesQuery),
    async (c) => {
      const query = c.req.valid('query');
      historyFilter(c, query);
      c.header('cache-control', 'private, no-store');
      return ok(c, await readTimes(c.var.deps.db, partnerQnaTimesPeriod(query, c.var.deps.now())));
    },
  );
