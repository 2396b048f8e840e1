// The member's side of the content usage history (portal spec §7.2: /api/auth/content-usage-hist):
// asking for an installer from /download, which is recorded, and reading one's own history.
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema } from '#core/schemas/common.ts';
import { contentUsagePage, contentUsagePost, contentUsageQuery, installerLink } from '#core/schemas/content-usage.ts';
import { findInstaller } from '#core/software-releases.ts';
import { listOwnContentUsage } from '#db/queries/content-usage.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { recordContentUsage } from '../../lib/content-usage.ts';
import { ok } from '../../lib/envelope.ts';
import { historyFilter } from '../../lib/history-routes.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

export const contentUsageRoutes = new Hono<AppEnv>()
  .post(
    '/auth/content-usage-hist',
    describeRoute({
      tags: ['Content usage'],
      summary: 'A signed-in member downloads an installer: `{ contentType: SOFTWARE, action: DOWNLOAD, detail: "<version>/<platform>" }`',
      responses: {
        200: { description: 'Recorded; the installer to download', content: { 'application/json': { schema: resolver(envelopeSchema(installerLink)) } } },
        401: { description: 'Not signed in' },
        422: { description: 'The body is invalid, or no installer exists for this version and platform' },
      },
    }),
    validate('json', contentUsagePost),
    (c) => {
      requireAuth(c);
      const body = c.req.valid('json');
      const [version = '', platform = ''] = body.detail.split('/');
      const installer = findInstaller(version, platform);
      if (!installer) throw new ApiError(422, 'contentUsage.unknownInstaller');
      recordContentUsage(c, { contentType: 'SOFTWARE', action: 'DOWNLOAD', title: installer.fileName, detail: `${installer.version}/${installer.platform}` });
      return ok(c, { url: installer.url, fileName: installer.fileName });
    },
  )
  .get(
    '/auth/content-usage-hist',
    describeRoute({
      tags: ['Content usage'],
      summary: "The signed-in member's own views and downloads, newest first: page, pageSize, fromDate..toDate (Korean calendar days)",
      responses: {
        200: { description: 'A page of history rows', content: { 'application/json': { schema: resolver(envelopeSchema(contentUsagePage)) } } },
        401: { description: 'Not signed in' },
        422: { description: 'A filter is invalid' },
      },
    }),
    validate('query', contentUsageQuery),
    async (c) => {
      const { user } = requireAuth(c);
      const query = c.req.valid('query');
      const filter = historyFilter(c, query);
      return ok(c, await listOwnContentUsage(c.var.deps.db, user.id, { ...filter, page: query.page, pageSize: query.pageSize }));
    },
  );
