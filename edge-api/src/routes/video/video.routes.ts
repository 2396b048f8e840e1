import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { contentKinds } from '#core/content-kinds.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { videoListQuery, videoPage, videoView } from '#core/schemas/video.ts';
import { getVideo, listVideos } from '#db/queries/video.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordContentUsage } from '../../lib/content-usage.ts';
import { ok, okForEveryone } from '../../lib/envelope.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// The public calls of the education channels (admin spec §7.2: /api/public/video): a channel's list, one
// video, and the view counted when a visitor plays one. Reads are the same for everyone and are kept for
// visitors (decision 014); the view is a write and never kept.

const notFound = { description: 'No live video has this id' };
const invalid = { description: 'A query value is invalid; the message says which, in the language of Accept-Language' };

export const videoRoutes = new Hono<AppEnv>()
  .get(
    '/public/video',
    describeRoute({
      tags: ['Education'],
      summary: "A product channel's live videos, of one category or all, found by title, newest first, 10 a page",
      responses: {
        200: { description: 'A page of videos', content: { 'application/json': { schema: resolver(envelopeSchema(videoPage)) } } },
        422: invalid,
      },
    }),
    validate('query', videoListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const result = await listVideos(c.var.deps.db, {
        product: query.product,
        category: query.category,
        keyword: query.keyword,
        page: query.page,
        pageSize: query.pageSize,
      });
      return okForEveryone(c, pageWithLocalDates(result, c.var.tzOffset));
    },
  )
  .get(
    '/public/video/detail/:id',
    describeRoute({
      tags: ['Education'],
      summary: 'One live video',
      responses: {
        200: { description: 'The video', content: { 'application/json': { schema: resolver(envelopeSchema(videoView)) } } },
        404: notFound,
        422: invalid,
      },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const item = await getVideo(c.var.deps.db, c.req.valid('param').id);
      if (!item) throw new ApiError(404, 'api.noData');
      return okForEveryone(c, withLocalDate(item, c.var.tzOffset));
    },
  )
  .put(
    '/public/video/update-view/:id',
    describeRoute({
      tags: ['Education'],
      summary: 'Counts one play of a video (the page asks once per visit per video) in its view count and the content usage history',
      responses: { 200: { description: 'Counted' }, 404: notFound, 422: invalid },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const item = await getVideo(c.var.deps.db, id);
      if (!item) throw new ApiError(404, 'api.noData');
      recordContentUsage(
        c,
        {
          contentType: contentKinds.VIDEO.usageType,
          action: 'VIEW',
          contentId: id,
          title: c.var.lang === 'ko' ? item.titleKr : item.titleEn,
          detail: item.product,
        },
        { counter: 'VIDEO', id },
      );
      return ok(c, null);
    },
  );
