import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { userAccount } from './account.ts';
import { chainColumns } from './audit-chain.ts';

/**
 * Every content ownership transfer of the console (admin spec §2 /admin/content-ownership): append-only,
 * who moved what from whom to whom, when and from where. The accounts' names and usernames are kept as
 * text, so the record outlives them; the account ids are set null when an account is deleted. The
 * receiving account's reference is also what makes a transfer to an account deleted meanwhile fail
 * inside its batch, so that nothing of it is written (db/queries/content-ownership.ts).
 */
export const contentOwnershipTransfer = sqliteTable(
  'content_ownership_transfer',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    fromUserId: integer('from_user_id').references(() => userAccount.id, { onDelete: 'set null' }),
    fromUsername: text('from_username').notNull(),
    fromName: text('from_name').notNull(),
    toUserId: integer('to_user_id').references(() => userAccount.id, { onDelete: 'set null' }),
    toUsername: text('to_username').notNull(),
    toName: text('to_name').notNull(),
    /** Whether every item of the former owner moved, deleted ones included, or only those chosen. */
    scope: text('scope', { enum: ['ALL', 'SOME'] }).notNull(),
    /** The live items that moved, as JSON: `[{ "kind": "SUCCESS_STORY", "id": 3, "title": "…" }]`. */
    items: text('items').notNull(),
    itemCount: integer('item_count').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: text('created_at').notNull(),
    ...chainColumns(),
  },
  (table) => [index('content_ownership_transfer_time').on(table.createdAt)],
);
