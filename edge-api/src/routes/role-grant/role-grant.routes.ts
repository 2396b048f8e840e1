// A second ADMIN for console role grants (issue 33, decision 050): the pending requests, and their approval (the
// role changes then, by the approver), rejection (by another ADMIN) or withdrawal (by the requester). An ADMIN never
// approves nor rejects their own request: refused here with a message in the caller's language, and by the
// database (migration, hand-written block). Every step is in the permission-change history, and in the admin
// access history through its recording helper.
import { Hono, type Context } from 'hono';
import type { MessageKey } from '#core/i18n/translate.ts';
import { recordIdParam } from '#core/schemas/common.ts';
import { roleLabelKey } from '#core/schemas/people.ts';
import { ROLE_GRANT_LIST_MAX, roleGrantRejectBody, type RoleGrantItem, type RoleGrantStatus } from '#core/schemas/role-grant.ts';
import { runBatch } from '#db/client.ts';
import { findAccountById } from '#db/queries/account.ts';
import { countAdmins } from '#db/queries/people.ts';
import { decideGrantStatements, findGrant, grantGuardOf, listPendingGrants, type RoleGrantRow } from '#db/queries/role-grant.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Console role grants');
const SCREEN = '/admin/role-grant';

const roleName = (c: Context<AppEnv>, role: string) => c.var.t(roleLabelKey(role) as MessageKey);

/** The request, still pending, or the answer that says it is not (404: unknown or decided already). */
async function pendingGrant(c: Context<AppEnv>, id: number): Promise<RoleGrantRow> {
  const grant = await findGrant(c.var.deps.db, id);
  if (!grant || grant.status !== 'PENDING') throw new ApiError(404, 'roleGrant.notPending');
  return grant;
}

/** Runs a decision's batch; the database's guards answer as the checks before them do. */
async function decide(c: Context<AppEnv>, grant: RoleGrantRow, status: Exclude<RoleGrantStatus, 'PENDING'>, note = '') {
  const { user } = requireAuth(c);
  try {
    await runBatch(
      c.var.deps.db,
      decideGrantStatements(c.var.deps.db, grant, status, { id: user.id, username: user.username, ip: c.var.clientIp }, c.var.deps.now().toISOString(), note),
    );
  } catch (error) {
    const guard = grantGuardOf(error);
    if (guard === 'decided') throw new ApiError(404, 'roleGrant.notPending');
    if (guard === 'own') throw new ApiError(403, 'roleGrant.ownRequest');
    throw error;
  }
  await recordAdminUpdate(
    c,
    SCREEN,
    `${status.toLowerCase()} request #${grant.id} ${grant.username} ${grant.fromRole}→${grant.toRole}${note ? `: ${note}` : ''}`,
  );
}

export const roleGrantRoutes = new Hono<AppEnv>()
  .get(
    '/admin/role-grant',
    doc('The grants of a console role waiting for a second ADMIN, oldest first, and how many ADMINs the portal has', {
      200: '`{ items, admins }`; `mine` marks the caller’s own requests',
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const [rows, admins] = await Promise.all([listPendingGrants(db, ROLE_GRANT_LIST_MAX), countAdmins(db)]);
      const items: RoleGrantItem[] = rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        username: row.username,
        fromRole: row.fromRole,
        toRole: row.toRole,
        requestedByUsername: row.requestedByUsername,
        requestedAt: row.requestedAt,
        mine: row.requestedById === user.id,
      }));
      await recordAdminView(c, SCREEN, `pending=${items.length}`);
      return ok(c, { items, admins });
    },
  )
  .put(
    '/admin/role-grant/:id/approve',
    doc('Approves a grant: the account’s role changes now, recorded as approved by the caller; never the caller’s own request', {
      200: 'Approved: `{ id, status }`',
      403: 'The caller made the request: another ADMIN must approve it',
      404: 'No such pending request',
      409: 'The account’s role changed since the request',
      422: 'The id is malformed',
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { user } = requireAuth(c);
      const grant = await pendingGrant(c, c.req.valid('param').id);
      if (grant.requestedById === user.id) throw new ApiError(403, 'roleGrant.ownRequest');
      const account = await findAccountById(c.var.deps.db, grant.userId);
      if (!account) throw new ApiError(404, 'roleGrant.notPending');
      if (account.role !== grant.fromRole) {
        throw new ApiError(409, 'roleGrant.stale', { username: grant.username, role: roleName(c, account.role) });
      }
      await decide(c, grant, 'APPROVED');
      return ok(c, { id: grant.id, status: 'APPROVED' as const }, 'roleGrant.approved');
    },
  )
  .put(
    '/admin/role-grant/:id/reject',
    doc('Rejects a grant, with an optional reason; the requester withdraws their own instead', {
      200: 'Rejected: `{ id, status }`',
      403: 'The caller made the request: they withdraw it',
      404: 'No such pending request',
      422: 'The id or the reason is malformed',
    }),
    validate('param', recordIdParam),
    validate('json', roleGrantRejectBody),
    async (c) => {
      const { user } = requireAuth(c);
      const grant = await pendingGrant(c, c.req.valid('param').id);
      if (grant.requestedById === user.id) throw new ApiError(403, 'roleGrant.useWithdraw');
      await decide(c, grant, 'REJECTED', c.req.valid('json').note);
      return ok(c, { id: grant.id, status: 'REJECTED' as const }, 'roleGrant.rejected');
    },
  )
  .put(
    '/admin/role-grant/:id/withdraw',
    doc('Withdraws the caller’s own request', {
      200: 'Withdrawn: `{ id, status }`',
      403: 'Another ADMIN made the request: they withdraw it, or the caller rejects it',
      404: 'No such pending request',
      422: 'The id is malformed',
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { user } = requireAuth(c);
      const grant = await pendingGrant(c, c.req.valid('param').id);
      if (grant.requestedById !== user.id) throw new ApiError(403, 'roleGrant.notYours');
      await decide(c, grant, 'WITHDRAWN');
      return ok(c, { id: grant.id, status: 'WITHDRAWN' as const }, 'roleGrant.withdrawn');
    },
  );
