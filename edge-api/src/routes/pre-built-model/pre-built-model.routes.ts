import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { catalogueCodes } from '#core/schemas/catalogue.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { preBuiltModelListQuery, preBuiltModelPage } from '#core/schemas/pre-built-model.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import { getPreBuiltModel, listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ok } from '../../lib/envelope.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

export const preBuiltModelRoutes = new Hono<AppEnv>()
  .get(
    '/pre-built-model',
    describeRoute({
      tags: ['Pre-built models'],
      summary: 'Published pre-built models, newest first; or one model by id',
      responses: {
        200: {
          description: 'A page of models, or one model when id is given',
          content: { 'application/json': { schema: resolver(envelopeSchema(preBuiltModelPage)) } },
        },
        404: { description: 'No published model has this id' },
        422: { description: 'A query value is invalid; the message says which, in the language of Accept-Language' },
      },
    }),
    validate('query', preBuiltModelListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { db } = c.var.deps;
      if (query.id !== undefined) {
        const model = await getPreBuiltModel(db, query.id);
        if (!model) throw new ApiError(404, 'api.noData');
        return ok(c, withLocalDate(model, c.var.tzOffset));
      }
      const result = await listPreBuiltModels(db, {
        page: query.page,
        pageSize: query.pageSize,
        keyword: query.keyword ?? query.title,
        industries: query.industries,
        algorithms: query.algorithms,
      });
      return ok(c, pageWithLocalDates(result, c.var.tzOffset));
    },
  )
  .get(
    '/pre-built-model-code',
    describeRoute({
      tags: ['Pre-built models'],
      summary: 'The algorithm and industry code lists used to filter models',
      responses: { 200: { description: 'Both code lists', content: { 'application/json': { schema: resolver(envelopeSchema(catalogueCodes)) } } } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const [algorithms, industries] = await Promise.all([listAlgorithms(db), listIndustries(db)]);
      return ok(c, { algorithms, industries });
    },
  );
