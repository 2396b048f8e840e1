import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accountRoles } from '#core/auth/roles.ts';
import { permissionSteps } from '#core/schemas/people.ts';
import { chainColumns } from './audit-chain.ts';

/**
 * Every role change made in the console (admin spec §2, permission-change history): who changed whose
 * role, from what to what, when and from which address. Append-only, written in the same batch as the
 * change; like the other audit records it holds no foreign key, so it outlives the accounts it names.
 */
export const permissionChangeHistory = sqliteTable(
  'permission_change_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    changedById: integer('changed_by_id').notNull(),
    changedByUsername: text('changed_by_username').notNull(),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    fromRole: text('from_role', { enum: accountRoles }).notNull(),
    toRole: text('to_role', { enum: accountRoles }).notNull(),
    /** Which step this is (issue 33): a change made at once, or a grant's request, approval, rejection or withdrawal, or a revocation by the access review. */
    step: text('step', { enum: permissionSteps }).notNull().default('CHANGED'),
    /** The request or review it belongs to, and a rejection's or revocation's note. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: text('created_at').notNull(),
    ...chainColumns(),
  },
  (table) => [index('permission_change_history_time').on(table.createdAt)],
);
