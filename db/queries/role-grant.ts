// Grants of a console role waiting for a second ADMIN (issue 33, decision 050): the requests, the pending list, and
// the statements of each step with its permission-change history row, run as one batch by the caller.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AccountRole } from '#core/auth/roles.ts';
import type { RoleGrantStatus } from '#core/schemas/role-grant.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { isDatabaseGuard, permissionChangeStatements, permissionHistoryStatement, type ChangedBy } from './people.ts';

const r = schema.roleGrantRequest;

export type RoleGrantRow = typeof r.$inferSelect;

/** A grant to request: the account (or a subquery for one the same batch creates), its role now and the role asked for. */
export type GrantToRequest = { userId: number | SQL; username: string; fromRole: AccountRole; toRole: AccountRole };

/** The detail text of a grant's history rows: the request's number, so its steps read together. */
export const grantDetail = (id: number | string, note = '') => (note ? `request #${id}: ${note}` : `request #${id}`);

/** The pending requests of these accounts (at most one each). */
export async function pendingGrantsOf(db: Db, userIds: readonly number[]): Promise<RoleGrantRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(r)
    .where(and(eq(r.status, 'PENDING'), inArray(r.userId, [...userIds])));
}

/**
 * The statements of some requests: each request and its REQUESTED history row. The request's id is not known
 * before the batch runs, so its history row names the account's pending request by a subquery.
 */
export function requestGrantStatements(db: Db, grants: readonly GrantToRequest[], by: ChangedBy, at: string): BatchItem[] {
  return grants.flatMap((grant) => [
    db.insert(r).values({ ...grant, requestedById: by.id, requestedByUsername: by.username, requestedAt: at }),
    permissionHistoryStatement(
      db,
      { ...grant, step: 'REQUESTED', detail: sql`(select 'request #' || ${r.id} from ${r} where ${r.userId} = ${grant.userId} and ${r.status} = 'PENDING')` },
      by,
      at,
    ),
  ]);
}

/** The pending requests, oldest first, at most `limit`. */
export async function listPendingGrants(db: Db, limit: number): Promise<RoleGrantRow[]> {
  return db.select().from(r).where(eq(r.status, 'PENDING')).orderBy(asc(r.requestedAt), asc(r.id)).limit(limit);
}

export async function countPendingGrants(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(r).where(eq(r.status, 'PENDING'));
  return row?.n ?? 0;
}

export async function findGrant(db: Db, id: number): Promise<RoleGrantRow | null> {
  const [row] = await db.select().from(r).where(eq(r.id, id)).limit(1);
  return row ?? null;
}

/**
 * The statements of a decision: the request marked (the database refuses a request decided before, and an
 * approval or rejection by its requester), its history row, and for an approval the role change itself with its
 * APPROVED row. The approval's change is the request's: from the role the account had then (checked by the caller).
 */
export function decideGrantStatements(
  db: Db,
  grant: RoleGrantRow,
  status: Exclude<RoleGrantStatus, 'PENDING'>,
  by: ChangedBy,
  at: string,
  note = '',
): BatchItem[] {
  const mark = db.update(r).set({ status, decidedById: by.id, decidedByUsername: by.username, decidedAt: at, note }).where(eq(r.id, grant.id));
  const account = { userId: grant.userId, username: grant.username, fromRole: grant.fromRole };
  if (status === 'APPROVED') {
    const detail = grantDetail(grant.id, `requested by ${grant.requestedByUsername}`);
    return [mark, ...permissionChangeStatements(db, [{ ...account, roleId: grant.toRole }], by, at, 'APPROVED', detail)];
  }
  return [mark, permissionHistoryStatement(db, { ...account, toRole: grant.toRole, step: status, detail: grantDetail(grant.id, note) }, by, at)];
}

/** Whether a database error is a grant's guard: decided before (`role_grant_decided`) or decided by its requester. */
export const grantGuardOf = (error: unknown): 'decided' | 'own' | null =>
  isDatabaseGuard(error, 'role_grant_decided') ? 'decided' : isDatabaseGuard(error, 'role_grant_own_request') ? 'own' : null;

/** Whether a database error is the one-pending-request-per-account index. */
export const isSecondPendingGrant = (error: unknown): boolean => isDatabaseGuard(error, 'role_grant_request.user_id');
