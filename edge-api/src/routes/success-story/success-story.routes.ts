import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { catalogueCodes } from '#core/schemas/catalogue.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { successStoryListQuery, successStoryPage } from '#core/schemas/success-story.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import { getSuccessStory, listSuccessStories } from '#db/queries/success-story.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ok } from '../../lib/envelope.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** The public success story calls (admin spec §7.2): the list or one story, and the code lists that filter it. */
export const successStoryRoutes = new Hono<AppEnv>()
  .get(
    '/success-story',
    describeRoute({
      tags: ['Success stories'],
      summary: 'Live success stories, newest first; or one story by id',
      responses: {
        200: {
          description: 'A page of stories, or one story when id is given',
          content: { 'application/json': { schema: resolver(envelopeSchema(successStoryPage)) } },
        },
        404: { description: 'No live story has this id' },
        422: { description: 'A query value is invalid; the message says which, in the language of Accept-Language' },
      },
    }),
    validate('query', successStoryListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { db } = c.var.deps;
      if (query.id !== undefined) {
        const story = await getSuccessStory(db, query.id);
        if (!story) throw new ApiError(404, 'api.noData');
        return ok(c, withLocalDate(story, c.var.tzOffset));
      }
      const result = await listSuccessStories(db, {
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
    '/success-story-code',
    describeRoute({
      tags: ['Success stories'],
      summary: 'The algorithm and industry code lists used to filter stories',
      responses: { 200: { description: 'Both code lists', content: { 'application/json': { schema: resolver(envelopeSchema(catalogueCodes)) } } } },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const [algorithms, industries] = await Promise.all([listAlgorithms(db), listIndustries(db)]);
      return ok(c, { algorithms, industries });
    },
  );
