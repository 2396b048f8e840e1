// What the console does to one account that this issue needs (portal spec §4: a dormant member asks
// support by mail, and an admin reactivates the account).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { recordIdParam } from '#core/schemas/common.ts';
import { findAccountById, updateAccount } from '#db/queries/account.ts';
import { recordAdminUpdate } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

export const adminAccountRoutes = new Hono<AppEnv>().put(
  '/admin/user/:id/reactivate',
  describeRoute({
    tags: ['Console accounts'],
    summary: 'Makes a dormant account active again (last access now)',
    responses: { 200: { description: 'Reactivated' }, 404: { description: 'No such account' }, 409: { description: 'The account is not dormant' } },
  }),
  validate('param', recordIdParam),
  async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const account = await findAccountById(db, id);
    if (!account) throw new ApiError(404, 'api.noData');
    if (account.status !== 'DORMANT') throw new ApiError(409, 'console.notDormant', { username: account.username });
    const now = c.var.deps.now().toISOString();
    // lastAccess now: otherwise the next dormancy run would find it idle for a year again at once
    await updateAccount(db, id, { status: 'ACTIVE', lastAccess: now, dormantAt: null, updatedDtm: now });
    await recordAdminUpdate(c, '/admin/account', `reactivated #${id} ${account.username}`);
    return ok(c, { id, username: account.username, status: 'ACTIVE' as const }, 'console.reactivated');
  },
);
