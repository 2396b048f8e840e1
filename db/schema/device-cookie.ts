import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { userAccount } from './account.ts';

/**
 * A browser an account has signed in from (OWASP's "device cookie", decision 032): the cookie carries a
 * random token, the table only its SHA-256, so a copy of the database makes no browser known. A known
 * browser signs its account in past the per-address limit and the account's lock, under a lock of its own.
 */
export const deviceCookie = sqliteTable(
  'device_cookie',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: text('created_at').notNull(),
    /** Pushed forward at every sign-in from the browser. */
    expiresAt: text('expires_at').notNull(),
    /** Wrong passwords in a row from this browser, toward its own lock. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: text('locked_until'),
  },
  (table) => [index('device_cookie_user').on(table.userId)],
);
