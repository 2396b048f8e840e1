import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema } from '#core/schemas/common.ts';
import { partnerFaqCreate, partnerFaqListQuery, partnerFaqPage, partnerFaqView, type PartnerFaqCreate } from '#core/schemas/partner-faq.ts';
import { partnerFaqDocuments, type PartnerDocumentWrite } from '#db/queries/partner-content-write.ts';
import { getPartnerFaq, listPartnerFaqs, partnerFaqTypeExists } from '#db/queries/partner-faq.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { sanitizeRichFields } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { checkDocumentFiles } from '../../lib/partner-document-save.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { partnerDocumentAdminRoutes } from '../partner/partner-document-admin.ts';

// The partner FAQ (portal spec §2, §3, §6; admin spec §7.3). PARTNER, STAFF and ADMIN read it through
// GET /api/partner/faq (a page, or one question with `id`); the reading rule is in the query as well as
// in the call matrix. Content authors register questions through /api/admin/partner-faq, calls the spec
// does not name (its `partner-register` screen saves somewhere): they follow the community FAQ's.
// Answers depend on the reader's role, so none is kept for visitors.

const invalid = { description: 'A query value is invalid; the message says which, in the language of Accept-Language' };
const notFound = { description: 'No live question has this id' };

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
  .route(
    '/',
    partnerDocumentAdminRoutes({
      path: '/admin/partner-faq',
      tag: 'Partner FAQ',
      noun: 'question',
      summaries: {
        one: 'One live partner question to edit',
        create: 'Registers a partner question with its answer, type and files (PARTNER_FAQ)',
        update: 'Saves a partner question: text, type and files',
        remove: 'Deletes a partner question and its files',
      },
      notFound: notFound.description,
      view: partnerFaqView,
      save: partnerFaqCreate,
      documents: partnerFaqDocuments,
      get: getPartnerFaq,
      prepareWrite,
    }),
  );
