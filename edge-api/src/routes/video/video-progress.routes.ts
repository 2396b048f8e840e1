import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { videoProgressChange, videoProgressQuery, videoProgressView } from '#core/schemas/video.ts';
import { listDoneVideos, setVideoDone } from '#db/queries/video-progress.ts';
import { getVideo } from '#db/queries/video.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// A member's progress on a product's training guide: the videos of its path they have marked as done.
// Every call reads and writes the signed-in account's own rows only, and is never kept.

const progressResponse = {
  description: "The account's done videos of the path",
  content: { 'application/json': { schema: resolver(envelopeSchema(videoProgressView)) } },
};
const unauthorized = { description: 'No member session' };

export const videoProgressRoutes = new Hono<AppEnv>()
  .get(
    '/member/video-progress',
    describeRoute({
      tags: ['Education'],
      summary: "The signed-in member's progress on a product's training guide",
      responses: { 200: progressResponse, 401: unauthorized, 422: { description: 'Unknown product' } },
    }),
    validate('query', videoProgressQuery),
    async (c) => {
      const auth = requireAuth(c);
      const { product } = c.req.valid('query');
      return ok(c, { product, done: await listDoneVideos(c.var.deps.db, auth.user.id, product) });
    },
  )
  .put(
    '/member/video-progress/:id',
    describeRoute({
      tags: ['Education'],
      summary: 'Marks a video of a training guide as done, or not, for the signed-in member',
      responses: { 200: progressResponse, 401: unauthorized, 404: { description: 'No live video has this id' }, 422: { description: 'The body is invalid' } },
    }),
    validate('param', recordIdParam),
    validate('json', videoProgressChange),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      const id = c.req.valid('param').id;
      const video = await getVideo(db, id);
      if (!video || !(await setVideoDone(db, auth.user.id, id, c.req.valid('json').done, now()))) throw new ApiError(404, 'api.noData');
      return ok(c, { product: video.product, done: await listDoneVideos(db, auth.user.id, video.product) });
    },
  );
