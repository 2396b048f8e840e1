// The header bell's calls (portal spec §1, §4; admin spec §7.2 "alarm list" and readAll): the signed-in
// member's own notifications, a page at a time with the unread count, and marking them all seen. Both
// read the member session (core/auth/calls.ts): without one they answer 401, and with one they only
// ever reach that account's rows (the account is in every query's condition).
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { notificationPath, notificationText } from '#core/notification-text.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { notificationListQuery, notificationPage, notificationsSeen, type NotificationPage } from '#core/schemas/notification.ts';
import { countUnreadNotifications, listNotifications, markNotificationsSeen } from '#db/queries/notification.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { visiblePostsFor } from './visible-posts.ts';

const tags = ['Notifications'];
const signedOut = { 401: { description: 'No member session: sign in first' } };

export const notificationRoutes = new Hono<AppEnv>()
  .get(
    '/member/notifications',
    describeRoute({
      tags,
      summary: "The signed-in member's notifications, newest first, in the caller's language, with the unread count",
      responses: {
        200: { description: 'A page of notifications', content: { 'application/json': { schema: resolver(envelopeSchema(notificationPage)) } } },
        ...signedOut,
      },
    }),
    validate('query', notificationListQuery),
    async (c) => {
      const auth = requireAuth(c);
      const { db } = c.var.deps;
      const visible = visiblePostsFor(db, auth);
      const [page, unreadCount] = await Promise.all([
        listNotifications(db, auth.user.id, c.req.valid('query'), visible),
        countUnreadNotifications(db, auth.user.id, visible),
      ]);
      const answer: NotificationPage = {
        ...page,
        items: page.items.map((row) => ({
          id: row.id,
          kind: row.kind,
          ...notificationText(c.var.t, row),
          createdDate: row.createdDate,
          seen: row.seenDate !== null,
          refObjId: row.refObjId,
          path: notificationPath(row),
        })),
        unreadCount,
      };
      // a member's own list: never kept for anyone else
      c.header('cache-control', 'private, no-store');
      return ok(c, answer);
    },
  )
  .post(
    '/public/notices/readAll',
    describeRoute({
      tags,
      summary: "Marks every notification of the signed-in member seen (the bell's first opening)",
      responses: {
        200: { description: 'How many were marked', content: { 'application/json': { schema: resolver(envelopeSchema(notificationsSeen)) } } },
        ...signedOut,
      },
    }),
    async (c) => {
      const auth = requireAuth(c);
      const marked = await markNotificationsSeen(c.var.deps.db, auth.user.id, c.var.deps.now());
      return ok(c, { marked, unreadCount: 0 });
    },
  );
