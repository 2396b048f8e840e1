// The home page's banners for other clients of the portal (portal spec §7.2, admin spec §3).
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { bannerList, bannerListParams } from '#core/schemas/banner.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { listBannersInUse } from '#db/queries/banner.ts';
import { okForEveryone } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

export const bannerRoutes = new Hono<AppEnv>().get(
  '/public/banner/get-list/:lang',
  describeRoute({
    tags: ['Banners'],
    summary: 'The banners in use for a language (ko or en), in their order, with the buttons in use',
    responses: {
      200: {
        description: 'The banners; `imgUrl` is where the image is served',
        content: { 'application/json': { schema: resolver(envelopeSchema(bannerList)) } },
      },
      422: { description: 'The language is neither ko nor en; the message is in the language of Accept-Language' },
    },
  }),
  validate('param', bannerListParams),
  async (c) => okForEveryone(c, await listBannersInUse(c.var.deps.db, c.req.valid('param').lang)),
);
