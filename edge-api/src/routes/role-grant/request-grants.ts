// Where the console gives roles (the permission save, an account's edit and creation: routes/people/), a grant of a
// console role becomes a request for a second ADMIN instead (issue 33, decision 050). Shared by those routes.
import type { Context } from 'hono';
import { grantNeedsSecondAdmin, type AccountRole } from '#core/auth/roles.ts';
import { runBatch, type BatchItem } from '#db/client.ts';
import { isSecondPendingGrant, pendingGrantsOf, requestGrantStatements, type GrantToRequest } from '#db/queries/role-grant.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import type { AppEnv } from '../../types.ts';

/** A role change as the people routes know it (`roleId` the new role, as the permission save names it). */
export type RoleChange = { userId: number; username: string; fromRole: AccountRole; roleId: AccountRole };

/** Splits role changes into those made at once and the grants that wait for a second ADMIN. */
export function splitGrants<T extends RoleChange>(changes: readonly T[]): { direct: T[]; grants: T[] } {
  const grants = changes.filter((change) => grantNeedsSecondAdmin(change.fromRole, change.roleId));
  return { direct: changes.filter((change) => !grants.includes(change)), grants };
}

/**
 * The statements that request these grants, each with its REQUESTED row in the permission-change history, after
 * refusing (409, naming the account) a grant for an account that already has a request waiting.
 */
export async function grantRequestStatements(c: Context<AppEnv>, grants: readonly RoleChange[], at: string): Promise<BatchItem[]> {
  if (grants.length === 0) return [];
  const waiting = await pendingGrantsOf(
    c.var.deps.db,
    grants.map((grant) => grant.userId),
  );
  if (waiting[0]) throw new ApiError(409, 'roleGrant.alreadyPending', { username: waiting[0].username });
  const { user } = requireAuth(c);
  const requests: GrantToRequest[] = grants.map(({ userId, username, fromRole, roleId }) => ({ userId, username, fromRole, toRole: roleId }));
  return requestGrantStatements(c.var.deps.db, requests, { id: user.id, username: user.username, ip: c.var.clientIp }, at);
}

/**
 * Runs a batch that requests grants: two requests for one account at once fail whole, answered as the check above;
 * `answer` may turn another database error into an answer (throwing it), else the error goes on.
 */
export async function runGrantBatch(c: Context<AppEnv>, statements: readonly BatchItem[], grants: readonly RoleChange[], answer: (error: unknown) => void) {
  try {
    await runBatch(c.var.deps.db, statements);
  } catch (error) {
    if (isSecondPendingGrant(error)) throw new ApiError(409, 'roleGrant.alreadyPending', { username: grants[0]?.username ?? '' });
    answer(error);
    throw error;
  }
}
