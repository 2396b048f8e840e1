import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { contentKinds } from '#core/content-kinds.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { faqCategoryItem, faqListQuery, faqPage, faqView } from '#core/schemas/faq.ts';
import { getFaq, listFaqCategories, listFaqs } from '#db/queries/faq.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordContentUsage } from '../../lib/content-usage.ts';
import { ok, okForEveryone } from '../../lib/envelope.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// The public community FAQ calls (admin spec §7.2): the list, one question, the categories, and the view
// counted when a reader opens an answer. Reads are the same for everyone, so they are kept for visitors
// (decision 014); the view is a write and is never kept.

const notFound = { description: 'No live question has this id' };
const invalid = { description: 'A query value is invalid; the message says which, in the language of Accept-Language' };

export const faqRoutes = new Hono<AppEnv>()
  .get(
    '/public/faq/list-faq',
    describeRoute({
      tags: ['FAQ'],
      summary: 'Live questions of one category or all, found by keyword in the question, the answer or both, newest or most viewed first',
      responses: {
        200: { description: 'A page of questions', content: { 'application/json': { schema: resolver(envelopeSchema(faqPage)) } } },
        422: invalid,
      },
    }),
    validate('query', faqListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const result = await listFaqs(c.var.deps.db, {
        page: query.pageNo,
        pageSize: query.pageSize,
        category: query.category,
        keyword: query.keyword,
        searchCondition: query.searchCondition,
        orderBy: query.orderBy,
      });
      return okForEveryone(c, pageWithLocalDates(result, c.var.tzOffset));
    },
  )
  .get(
    '/public/faq/detail/:id',
    describeRoute({
      tags: ['FAQ'],
      summary: 'One live question with its answer and files',
      responses: {
        200: { description: 'The question', content: { 'application/json': { schema: resolver(envelopeSchema(faqView)) } } },
        404: notFound,
        422: invalid,
      },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const item = await getFaq(c.var.deps.db, c.req.valid('param').id);
      if (!item) throw new ApiError(404, 'api.noData');
      return okForEveryone(c, withLocalDate(item, c.var.tzOffset));
    },
  )
  .get(
    '/public/faq/category',
    describeRoute({
      tags: ['FAQ'],
      summary: 'The FAQ categories, in their order',
      responses: { 200: { description: 'The categories', content: { 'application/json': { schema: resolver(envelopeSchema(v.array(faqCategoryItem))) } } } },
    }),
    async (c) => okForEveryone(c, await listFaqCategories(c.var.deps.db)),
  )
  .put(
    '/public/faq/update-view/:id',
    describeRoute({
      tags: ['FAQ'],
      summary: 'Counts one view of an answer (the page asks once per visit per answer) in its view count and the content usage history',
      responses: { 200: { description: 'Counted' }, 404: notFound, 422: invalid },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const item = await getFaq(c.var.deps.db, id);
      if (!item) throw new ApiError(404, 'api.noData');
      recordContentUsage(
        c,
        { contentType: contentKinds.FAQ.usageType, action: 'VIEW', contentId: id, title: c.var.lang === 'ko' ? item.titleKr : item.titleEn, detail: '' },
        { counter: 'FAQ', id },
      );
      return ok(c, null);
    },
  );
