import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { videoIdOfLink } from '#core/education.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { videoCreate, videoUpdate, videoView, type VideoCreate } from '#core/schemas/video.ts';
import { createVideo, deleteVideo, updateVideo, type VideoWrite } from '#db/queries/video-write.ts';
import { getVideo } from '#db/queries/video.ts';
import { tellWatchersAfterAnswer } from '../../lib/after-answer.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Registering, editing and deleting the channels' videos (portal spec §2, §5, §6; admin spec §7.1) by
// content managers and admins, from the public site or the console: the call matrix lets only them in.
// The shared schema checked every field, the link included; only the video's id is stored.

function writeOf(input: VideoCreate): VideoWrite {
  const videoId = videoIdOfLink(input.url);
  // the schema accepted the link only with an id: this cannot happen, and must not store a wrong one
  if (!videoId) throw new ApiError(422, 'education.invalidVideoLink');
  return { product: input.product, category: input.category, titleKr: input.titleKr, titleEn: input.titleEn, videoId };
}

const videoResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(videoView)) } } });
const refusals = {
  401: { description: 'No session: sign in as a content manager or an admin' },
  403: { description: 'The signed-in role may not author content' },
  422: { description: 'A field breaks a rule (title, category, link); the message says which, in the language of Accept-Language' },
};
const notFound = { description: 'No live video has this id' };

export const videoAdminRoutes = new Hono<AppEnv>()
  .post(
    '/admin/video/register',
    describeRoute({
      tags: ['Education'],
      summary: 'Registers a video of a product channel',
      responses: { 201: videoResponse('The registered video'), ...refusals },
    }),
    validate('json', videoCreate),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      const id = await createVideo(db, writeOf(c.req.valid('json')), auth.user.name, now());
      const item = await getVideo(db, id);
      tellWatchersAfterAnswer(c);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/admin/video',
    describeRoute({
      tags: ['Education'],
      summary: 'Saves a video (the id in the body): product, category, titles and link',
      responses: { 200: videoResponse('The saved video'), 404: notFound, ...refusals },
    }),
    validate('json', videoUpdate),
    async (c) => {
      const auth = requireAuth(c);
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      if (!(await updateVideo(db, input.id, writeOf(input), auth.user.name, now()))) throw new ApiError(404, 'api.noData');
      const item = await getVideo(db, input.id);
      tellWatchersAfterAnswer(c);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.updateSuccess');
    },
  )
  .delete(
    '/admin/video/:id',
    describeRoute({
      tags: ['Education'],
      summary: 'Deletes a video: it leaves its channel and the total at once',
      responses: { 200: { description: 'Deleted' }, 404: notFound, 401: refusals[401], 403: refusals[403] },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      if (!(await deleteVideo(db, c.req.valid('param').id, auth.user.name, now()))) throw new ApiError(404, 'api.noData');
      return ok(c, null, 'resources.deleteSuccess');
    },
  );
