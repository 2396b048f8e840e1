// The console's account and permission lists (admin spec §2) and the writes of a permission change.
// Paging at 100,000 accounts: the page's ids are found first in an index of the order (the role or
// status filter is the index's first column: db/schema/account.ts), so a late page skips index entries
// instead of whole rows, then only that page's rows are read. The keyword may scan (a `like` anywhere
// in three columns cannot use an index), but it scans in the order's index and stops at the page.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { AccountListItem, AccountListQuery, PermissionChange, PermissionListItem, PermissionListQuery, PermissionStep } from '#core/schemas/people.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { containsKeyword } from './catalogue-filter.ts';
import { pickColumns } from './pick-columns.ts';

const a = schema.userAccount;

const listColumns = pickColumns(a, ['id', 'username', 'name', 'companyName', 'departmentName', 'phoneNumber', 'role', 'status', 'createdDtm', 'lastAccess']);

export type AccountFilter = Pick<AccountListQuery, 'keyword' | 'role' | 'status' | 'sort' | 'order'>;

function accountWhere(filter: Pick<AccountFilter, 'keyword' | 'role' | 'status'>): SQL | undefined {
  return and(
    filter.role ? eq(a.role, filter.role) : undefined,
    filter.status ? eq(a.status, filter.status) : undefined,
    filter.keyword ? containsKeyword([a.name, a.username, a.companyName], filter.keyword) : undefined,
  );
}

function accountOrder(filter: Pick<AccountFilter, 'sort' | 'order'>): SQL[] {
  const direction = filter.order === 'asc' ? asc : desc;
  const first: AnySQLiteColumn = filter.sort === 'name' ? a.name : a.createdDtm;
  return [direction(first), direction(a.id)];
}

/** The ids of one page in the list's order (found in an index), then those rows in the same order. */
async function pageRows<T>(
  db: Db,
  columns: Record<string, AnySQLiteColumn>,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<T[]> {
  const ids = pageIds(db, where, order, limit, offset);
  return (await db
    .select(columns)
    .from(a)
    .where(inArray(a.id, ids))
    .orderBy(...order)) as T[];
}

/** One page of accounts (GET /api/admin/user). */
export async function listAccounts(db: Db, filter: AccountFilter & { page: number; pageSize: number }): Promise<Page<AccountListItem>> {
  const where = accountWhere(filter);
  const [total] = await db.select({ n: count() }).from(a).where(where);
  const items = await pageRows<AccountListItem>(db, listColumns, where, accountOrder(filter), filter.pageSize, (filter.page - 1) * filter.pageSize);
  return pageOf(items, total?.n ?? 0, filter.page, filter.pageSize);
}

/** Every filtered account for an export, in the list's order, at most `limit`. */
export async function accountRows(db: Db, filter: AccountFilter, limit: number): Promise<AccountListItem[]> {
  return pageRows<AccountListItem>(db, listColumns, accountWhere(filter), accountOrder(filter), limit, 0);
}

const permissionColumns = pickColumns(a, ['id', 'username', 'name', 'companyName', 'role', 'status', 'createdDtm']);
const searchColumns = { name: a.name, email: a.username, company: a.companyName } as const;
const newestFirst = [desc(a.createdDtm), desc(a.id)];

export type PermissionFilter = Pick<PermissionListQuery, 'searchFilter' | 'keyword'>;

const permissionWhere = (filter: PermissionFilter) => (filter.keyword ? containsKeyword([searchColumns[filter.searchFilter]], filter.keyword) : undefined);

/** One page of the permission list (GET /api/admin/permission): every account with its role, newest first. */
export async function listPermissions(db: Db, filter: PermissionFilter & { page: number; pageSize: number }): Promise<Page<PermissionListItem>> {
  const where = permissionWhere(filter);
  const [total] = await db.select({ n: count() }).from(a).where(where);
  const items = await pageRows<PermissionListItem>(db, permissionColumns, where, newestFirst, filter.pageSize, (filter.page - 1) * filter.pageSize);
  return pageOf(items, total?.n ?? 0, filter.page, filter.pageSize);
}

export async function permissionRows(db: Db, filter: PermissionFilter, limit: number): Promise<PermissionListItem[]> {
  return pageRows<PermissionListItem>(db, permissionColumns, permissionWhere(filter), newestFirst, limit, 0);
}

/** The accounts of these ids (the ones a permission save names). */
export async function findAccountsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: a.id, username: a.username, role: a.role })
    .from(a)
    .where(inArray(a.id, [...ids]));
}

/** How many accounts hold the ADMIN role. */
export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(a).where(eq(a.role, 'ADMIN'));
  return row?.n ?? 0;
}

export type PermissionChangeRecord = Omit<typeof schema.permissionChangeHistory.$inferInsert, 'id'>;

/** Who made a change, and from which address. */
export type ChangedBy = { id: number; username: string; ip: string };

/** One step of an account's role in the permission-change history (issue 33: requests, decisions, revocations too). */
export type PermissionStepRecord = Pick<PermissionChangeRecord, 'username' | 'fromRole' | 'toRole'> & {
  /** The account, or a subquery for one the same batch creates. */
  userId: number | SQL;
  step: PermissionStep;
  /** Text, or a subquery for a row whose id the batch makes (a grant request's number). */
  detail?: string | SQL;
};

/**
 * The history row of one step, as a statement of the caller's batch: every row of the permission-change history is
 * written here, so the history's writing rules live in one place.
 */
export const permissionHistoryStatement = (db: Db, record: PermissionStepRecord, by: ChangedBy, at: string) =>
  db.insert(schema.permissionChangeHistory).values({
    changedById: by.id,
    changedByUsername: by.username,
    userId: record.userId,
    username: record.username,
    fromRole: record.fromRole,
    toRole: record.toRole,
    step: record.step,
    detail: record.detail ?? '',
    ip: by.ip,
    createdAt: at,
  });

/**
 * The statements of one permission save: each account's new role and its history row, to be run as
 * one batch (all or nothing). `at` is the account's updated time and the record's instant; `step` says
 * why the role changed (at once, by an approved grant, by a revocation).
 */
export function permissionChangeStatements(
  db: Db,
  changes: readonly (PermissionChange & { username: string; fromRole: PermissionChangeRecord['fromRole'] })[],
  by: ChangedBy,
  at: string,
  step: Extract<PermissionStep, 'CHANGED' | 'APPROVED' | 'REVOKED'> = 'CHANGED',
  detail = '',
): BatchItem[] {
  return changes.flatMap((change) => [
    db.update(a).set({ role: change.roleId, updatedDtm: at }).where(eq(a.id, change.userId)),
    permissionHistoryStatement(
      db,
      { userId: change.userId, username: change.username, fromRole: change.fromRole, toRole: change.roleId, step, detail },
      by,
      at,
    ),
  ]);
}

/** Deletes an account (its sessions, links and consents cascade), as a statement for a guarded batch. */
export const deleteAccountStatement = (db: Db, id: number) => db.delete(a).where(eq(a.id, id));

/** Ends an account's console sessions, as a statement of a permission save's batch. */
export const endAdminSessionsStatement = (db: Db, userId: number) =>
  db.delete(schema.session).where(and(eq(schema.session.userId, userId), eq(schema.session.kind, 'ADMIN')));

/** Whether a database error is a guard of a migration's hand-written block: its RAISE names it (`last_admin`). */
export function isDatabaseGuard(error: unknown, name: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes(name)) return true;
  }
  return false;
}

/** Whether a database error is the last-admin guard of the migration (0006, hand-written block). */
export const isLastAdminGuard = (error: unknown): boolean => isDatabaseGuard(error, 'last_admin');

/** The query plan of a list query, for the index tests (`EXPLAIN QUERY PLAN`). */
export async function queryPlan(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  const rows = await db.all<{ detail: string }>(sql.raw(`explain query plan ${inline(text, params)}`));
  return rows.map((row) => row.detail);
}

function inline(text: string, params: unknown[]): string {
  let index = 0;
  return text.replace(/\?/g, () => {
    const value = params[index++];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

const pageIds = (db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) =>
  db
    .select({ id: a.id })
    .from(a)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/** The page-id query of the account list, for the index tests. */
export const accountPageIdsQuery = (db: Db, filter: AccountFilter, limit: number, offset: number) =>
  pageIds(db, accountWhere(filter), accountOrder(filter), limit, offset);
