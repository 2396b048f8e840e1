import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bookmarkKinds } from '#core/schemas/bookmark.ts';
import { userAccount } from './account.ts';

// Bookmarks (decision 045): a member's private list of posts and catalogue items. Nothing else reads them; the
// item's visibility is checked again at every read, so a bookmark of what became hidden simply drops out.

export const bookmark = sqliteTable(
  'bookmark',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    /** A kind whose declaration admits bookmarks (core/kinds/, `bookmark: true`). */
    kind: text('kind', { enum: bookmarkKinds }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.kind, table.targetId] }),
    // My Page's list, newest first
    index('bookmark_by_account').on(table.accountId, table.createdAt, table.kind, table.targetId),
  ],
);
