import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accountRoles } from '#core/auth/roles.ts';
import { roleGrantStatuses } from '#core/schemas/role-grant.ts';
import { userAccount } from './account.ts';

/**
 * A grant of a console role waiting for a second ADMIN (issue 33, decision 050). One pending request per account
 * (a partial unique index); a decided request is never changed again, and its decider is never its requester
 * (triggers, migration: the route checks first with a clear message). The account's deletion takes its requests
 * with it; the permission-change history keeps every step.
 */
export const roleGrantRequest = sqliteTable(
  'role_grant_request',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fromRole: text('from_role', { enum: accountRoles }).notNull(),
    toRole: text('to_role', { enum: accountRoles }).notNull(),
    status: text('status', { enum: roleGrantStatuses }).notNull().default('PENDING'),
    requestedById: integer('requested_by_id').notNull(),
    requestedByUsername: text('requested_by_username').notNull(),
    requestedAt: text('requested_at').notNull(),
    decidedById: integer('decided_by_id'),
    decidedByUsername: text('decided_by_username'),
    decidedAt: text('decided_at'),
    note: text('note').notNull().default(''),
  },
  (table) => [
    uniqueIndex('role_grant_request_one_pending')
      .on(table.userId)
      .where(sql`status = 'PENDING'`),
    index('role_grant_request_status').on(table.status, table.requestedAt),
  ],
);
