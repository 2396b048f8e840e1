// Content ownership in the console (admin spec §2 /admin/content-ownership; §4 "no search results";
// §7.1 /api/admin/username and change-content-ownership): find a user, see what they own over every
// kind of content (db/queries/owned-content.ts), hand all or some of it to another active user in one
// batch with its record, and read the past transfers. Content is owned by its writer's name as the
// saves store it (`insByUserName`), so the accounts are looked up by id and their names used.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { historyQuery } from '#core/schemas/admin-auth.ts';
import { ownerParam, ownershipTransferBody, userSuggestionQuery, type OwnedItem } from '#core/schemas/content-ownership.ts';
import { schema } from '#db/client.ts';
import { findOwnerAccount, ownershipTransfers, suggestUsers } from '#db/queries/content-ownership.ts';
import { listOwnedContent, transferOwnedContent, TransferRefused } from '#db/queries/owned-content.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { filterDetail, historyFilter } from '../../lib/history-routes.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Console content ownership'];
const screen = '/admin/content-ownership';

export const contentOwnershipRoutes = new Hono<AppEnv>()
  .get(
    '/admin/username',
    describeRoute({
      tags,
      summary: 'User suggestions: at most 10 active accounts whose name or e-mail contains `keyword` (id, name, username; nothing else)',
      responses: { 200: { description: '`[{ id, name, username }]`, empty for a blank keyword' } },
    }),
    validate('query', userSuggestionQuery),
    async (c) => {
      const { keyword } = c.req.valid('query');
      return ok(c, keyword ? await suggestUsers(c.var.deps.db, keyword) : []);
    },
  )
  .get(
    '/admin/content-ownership/:id',
    describeRoute({
      tags,
      summary: 'What an account owns: its live items of every kind of content, newest first',
      responses: { 200: { description: '`{ user, items: [{ kind, id, titleKr, titleEn, insDtm }] }`' }, 404: { description: 'No such account' } },
    }),
    validate('param', ownerParam),
    async (c) => {
      const { db } = c.var.deps;
      const user = await findOwnerAccount(db, c.req.valid('param').id);
      if (!user) throw new ApiError(404, 'ownership.userNotFound');
      const items = await listOwnedContent(db, user.name);
      await recordAdminView(c, screen, `owner #${user.id} ${user.username}`);
      return ok(c, { user: { id: user.id, name: user.name, username: user.username }, items });
    },
  )
  .post(
    '/admin/change-content-ownership',
    describeRoute({
      tags,
      summary:
        "Hands every item of an account (no `items`: deleted ones too) or the chosen live ones to another active account, in one batch with the transfer's record",
      responses: {
        200: { description: '`{ moved: [{ kind, id, titleKr, titleEn, insDtm }] }`' },
        404: { description: 'The former owner does not exist' },
        409: { description: 'The new owner is deleted or not active, or a chosen item is not the former owner’s' },
        422: { description: 'The same account twice, nothing to move, or an invalid body' },
      },
    }),
    validate('json', ownershipTransferBody),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const { user: admin } = requireAuth(c);
      const [from, to] = await Promise.all([findOwnerAccount(db, body.fromUserId), findOwnerAccount(db, body.toUserId)]);
      if (!from) throw new ApiError(404, 'ownership.userNotFound');
      if (!to?.active) throw new ApiError(409, 'ownership.targetUnavailable');
      // two accounts of one name own the same items: nothing would change
      if (from.name === to.name) throw new ApiError(422, 'ownership.sameUser');
      const createdAt = c.var.deps.now().toISOString();
      let moved: OwnedItem[];
      try {
        moved = await transferOwnedContent(db, {
          from: from.name,
          to: to.name,
          toAccountId: to.id,
          items: body.items,
          record: (items) =>
            db.insert(schema.contentOwnershipTransfer).values({
              adminId: admin.id,
              adminUsername: admin.username,
              fromUserId: from.id,
              fromUsername: from.username,
              fromName: from.name,
              toUserId: to.id,
              toUsername: to.username,
              toName: to.name,
              scope: body.items ? 'SOME' : 'ALL',
              items: JSON.stringify(items.map(({ kind, id, titleKr }) => ({ kind, id, title: titleKr }))),
              itemCount: items.length,
              ip: c.var.clientIp,
              createdAt,
            }),
        });
      } catch (error) {
        if (error instanceof TransferRefused)
          throw error.reason === 'notOwned' ? new ApiError(409, 'ownership.notOwned') : new ApiError(422, 'ownership.nothingToMove');
        // the record refers to the new owner: deleted since it was looked up, the batch wrote nothing
        if (!(await findOwnerAccount(db, to.id))?.active) throw new ApiError(409, 'ownership.targetUnavailable');
        throw error;
      }
      await recordAdminUpdate(c, screen, `${from.username} → ${to.username}: ${moved.length} (${body.items ? 'SOME' : 'ALL'})`);
      return ok(c, { moved });
    },
  )
  .get(
    '/admin/content-ownership-history',
    describeRoute({
      tags,
      summary: 'The ownership transfers, newest first: page, pageSize, Korean calendar days fromDate..toDate, keyword in the admin or either user',
      responses: { 200: { description: '`{ items, total, page, pageSize, totalPages }`' } },
    }),
    validate('query', historyQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await ownershipTransfers.page(c.var.deps.db, { ...historyFilter(c, query), page: query.page, pageSize: query.pageSize });
      await recordAdminView(c, `${screen}#history`, filterDetail(query));
      return ok(c, page);
    },
  );
