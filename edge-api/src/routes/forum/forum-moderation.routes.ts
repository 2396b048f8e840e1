import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { FORUM_PAGE_SIZE } from '#core/constants.ts';
import { envelopeSchema, pageQuery, pageSchema, pageSizeQuery, parseRecordId } from '#core/schemas/common.ts';
import { moderationSave, reportView } from '#core/schemas/forum.ts';
import { hideNotifications } from '#db/queries/forum-notifications.ts';
import { forumItemExists, listOpenReports } from '#db/queries/forum-report.ts';
import { dismissReports, setHidden } from '#db/queries/forum-write.ts';
import { notificationInserts } from '#db/queries/notification.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Moderation of the forum by ADMIN and CONTENT_MANAGER (the matrix admits only them): the open reports,
// hiding or restoring a post or comment (hidden content is gone for readers and kept for the record), and
// dismissing an item's reports.

const targetParam = v.object({
  type: v.picklist(['post', 'comment'], 'validation.invalid'),
  id: v.pipe(
    v.string(),
    v.check((text) => parseRecordId(text) !== null, 'validation.invalid'),
    v.transform(Number),
  ),
});
const targetOf = (type: 'post' | 'comment'): 'POST' | 'COMMENT' => (type === 'post' ? 'POST' : 'COMMENT');

export const forumModerationRoutes = new Hono<AppEnv>()
  .get(
    '/admin/forum-report',
    describeRoute({
      tags: ['Forum'],
      summary: 'Reported posts and comments with open reports, oldest first',
      responses: {
        200: { description: 'A page of reported items', content: { 'application/json': { schema: resolver(envelopeSchema(pageSchema(reportView))) } } },
      },
    }),
    validate('query', v.object({ page: pageQuery, pageSize: pageSizeQuery(FORUM_PAGE_SIZE) })),
    async (c) => {
      const { page, pageSize } = c.req.valid('query');
      c.header('cache-control', 'private, no-store');
      return ok(c, await listOpenReports(c.var.deps.db, page, pageSize));
    },
  )
  .put(
    '/admin/forum-moderation/:type/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'Hides (hidden: true) or restores a post or comment; hiding closes its open reports',
      responses: { 200: { description: 'Saved' }, 404: { description: 'No such post or comment' } },
    }),
    validate('param', targetParam),
    validate('json', moderationSave),
    async (c) => {
      const auth = requireAuth(c);
      const { type, id } = c.req.valid('param');
      const { hidden } = c.req.valid('json');
      const { db, now } = c.var.deps;
      const target = targetOf(type);
      if (!(await forumItemExists(db, target, id))) throw new ApiError(404, target === 'POST' ? 'forum.postNotFound' : 'forum.commentNotFound');
      // hiding tells the content's writer, in the same batch
      const at = now();
      const told = hidden ? await hideNotifications(db, target, id, at) : [];
      await setHidden(db, target, id, hidden, auth.user.name, at, notificationInserts(db, told));
      return ok(c, null, hidden ? 'forum.hidden' : 'forum.restored');
    },
  )
  .delete(
    '/admin/forum-report/:type/:id',
    describeRoute({
      tags: ['Forum'],
      summary: "Dismisses an item's open reports without hiding it",
      responses: { 200: { description: 'Dismissed' }, 404: { description: 'No open reports of this item' } },
    }),
    validate('param', targetParam),
    async (c) => {
      const auth = requireAuth(c);
      const { type, id } = c.req.valid('param');
      const { db, now } = c.var.deps;
      if ((await dismissReports(db, targetOf(type), id, auth.user.name, now())) === 0) throw new ApiError(404, 'forum.reportNotFound');
      return ok(c, null, 'forum.reportsDismissed');
    },
  );
