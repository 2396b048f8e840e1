import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { partnerFaqCreate, partnerFaqListQuery, partnerFaqPage, partnerFaqUpdate, partnerFaqView, type PartnerFaqCreate } from '#core/schemas/partner-faq.ts';
import {
  createPartnerDocument,
  deletePartnerDocument,
  partnerFaqDocuments,
  updatePartnerDocument,
  type PartnerDocumentWrite,
} from '#db/queries/partner-content-write.ts';
import { getPartnerFaq, listPartnerFaqs, partnerFaqTypeExists } from '#db/queries/partner-faq.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { sanitizeRichFields, withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { authoringRefusals, checkDocumentFiles } from '../../lib/partner-document-save.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// The partner FAQ (portal spec §2, §3, §6; admin spec §7.3). PARTNER, STAFF and ADMIN read it through
// GET /api/partner/faq (a page, or one question with `id`); the reading rule is in the query as well as
// in the call matrix. Content authors register questions through /api/admin/partner-faq, calls the spec
// does not name (its `partner-register` screen saves somewhere): they follow the community FAQ's.
// Answers depend on the reader's role, so none is kept for visitors.

const invalid = { description: 'A query value is invalid; the message says which, in the language of Accept-Language' };
const notFound = { description: 'No live question has this id' };
const viewResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(partnerFaqView)) } } });
const authorsReader = (c: Context<AppEnv>) => ({ role: requireAuth(c).user.role, allowed: CONTENT_AUTHORS });

async function prepareWrite(c: Context<AppEnv>, input: PartnerFaqCreate, ownerId: number | null): Promise<PartnerDocumentWrite> {
  if (!(await partnerFaqTypeExists(c.var.deps.db, input.faqType))) throw new ApiError(422, 'partnerFaq.selectType');
  const rich = sanitizeRichFields(input, ['contentKr', 'contentEn'], { blankAsEmpty: true });
  if (!rich.contentKr) throw new ApiError(422, 'partnerFaq.answerRequired');
  await checkDocumentFiles(c, 'PARTNER_FAQ', ownerId, input.attachments);
  return {
    values: { titleKr: input.titleKr, titleEn: input.titleEn, contentKr: rich.contentKr, contentEn: rich.contentEn, questionTypeId: input.faqType },
    fileChanges: input.attachments,
  };
}

export const partnerFaqRoutes = new Hono<AppEnv>()
  .get(
    '/partner/faq',
    describeRoute({
      tags: ['Partner FAQ'],
      summary: 'Live partner questions of one type or all, by keyword in the question, the answer or both, newest or most viewed first; or one question (id)',
      responses: {
        200: { description: 'A page of questions, or the question', content: { 'application/json': { schema: resolver(envelopeSchema(partnerFaqPage)) } } },
        404: notFound,
        422: invalid,
      },
    }),
    validate('query', partnerFaqListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const reader = { role: requireAuth(c).user.role };
      const { db } = c.var.deps;
      if (query.id !== undefined) {
        const item = await getPartnerFaq(db, reader, query.id);
        if (!item) throw new ApiError(404, 'api.noData');
        return ok(c, withLocalDate(item, c.var.tzOffset));
      }
      const page = await listPartnerFaqs(db, reader, {
        page: query.pageNo,
        pageSize: query.pageSize,
        faqType: query.faqType,
        keyword: query.keyword,
        searchCondition: query.searchCondition,
        orderBy: query.orderBy,
      });
      return ok(c, pageWithLocalDates(page, c.var.tzOffset));
    },
  )
  .get(
    '/admin/partner-faq/:id',
    describeRoute({ tags: ['Partner FAQ'], summary: 'One live partner question to edit', responses: { 200: viewResponse('The question'), 404: notFound } }),
    validate('param', recordIdParam),
    async (c) => {
      const item = await getPartnerFaq(c.var.deps.db, authorsReader(c), c.req.valid('param').id);
      if (!item) throw new ApiError(404, 'api.noData');
      return ok(c, withLocalDate(item, c.var.tzOffset));
    },
  )
  .post(
    '/admin/partner-faq',
    describeRoute({
      tags: ['Partner FAQ'],
      summary: 'Registers a partner question with its answer, type and files (PARTNER_FAQ)',
      responses: { 201: viewResponse('The registered question'), ...authoringRefusals },
    }),
    validate('json', partnerFaqCreate),
    async (c) => {
      const auth = requireAuth(c);
      const write = await prepareWrite(c, c.req.valid('json'), null);
      const { db, now } = c.var.deps;
      const id = await withAttachmentRules(c, () => createPartnerDocument(db, partnerFaqDocuments, write, auth.user.name, now()));
      const item = await getPartnerFaq(db, authorsReader(c), id);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/admin/partner-faq/:id',
    describeRoute({
      tags: ['Partner FAQ'],
      summary: 'Saves a partner question: text, type and files',
      responses: { 200: viewResponse('The saved question'), 404: notFound, ...authoringRefusals },
    }),
    validate('param', recordIdParam),
    validate('json', partnerFaqUpdate),
    async (c) => {
      const auth = requireAuth(c);
      const id = c.req.valid('param').id;
      const { db, now } = c.var.deps;
      if (!(await getPartnerFaq(db, authorsReader(c), id))) throw new ApiError(404, 'api.noData');
      const write = await prepareWrite(c, c.req.valid('json'), id);
      if (!(await withAttachmentRules(c, () => updatePartnerDocument(db, partnerFaqDocuments, id, write, auth.user.name, now())))) {
        throw new ApiError(404, 'api.noData');
      }
      const item = await getPartnerFaq(db, authorsReader(c), id);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.updateSuccess');
    },
  )
  .delete(
    '/admin/partner-faq/:id',
    describeRoute({
      tags: ['Partner FAQ'],
      summary: 'Deletes a partner question and its files',
      responses: { 200: { description: 'Deleted' }, 404: notFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      if (!(await deletePartnerDocument(db, partnerFaqDocuments, c.req.valid('param').id, auth.user.name, now()))) throw new ApiError(404, 'api.noData');
      return ok(c, null, 'resources.deleteSuccess');
    },
  );
