import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sessionKinds } from '#core/schemas/history.ts';
import { userAccount } from './account.ts';

export { sessionKinds };

/**
 * A signed-in browser or API client (DESIGN.md §3): the cookie holds a random token, the table only
 * its SHA-256, so a copy of the database signs nobody in. Member and admin sessions are separate.
 */
export const session = sqliteTable(
  'session',
  {
    /** SHA-256 of the token, hex. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: sessionKinds }).notNull(),
    createdAt: text('created_at').notNull(),
    lastSeenAt: text('last_seen_at').notNull(),
    /** Ends without activity; pushed forward while the session is used. */
    idleExpiresAt: text('idle_expires_at').notNull(),
    /** Ends whatever the activity. */
    expiresAt: text('expires_at').notNull(),
    /** My page is open without asking for the password again until then. */
    reauthUntil: text('reauth_until'),
    /** An admin whose password has expired may only change it. */
    passwordChangeOnly: integer('password_change_only', { mode: 'boolean' }).notNull().default(false),
    /**
     * A member signed in while a version of the terms or the privacy policy newer than their acceptance was in
     * force: until they accept it, only the acceptance page's calls are answered (issue 33, lib/authorize.ts).
     */
    termsPending: integer('terms_pending', { mode: 'boolean' }).notNull().default(false),
    /**
     * A console session that may only enrol a strong second factor: the console's policy wants one and the admin had
     * none, so the sign-in was proven by the mailed code one last time (issue 34, lib/authorize.ts).
     */
    enrolSecondFactor: integer('enrol_second_factor', { mode: 'boolean' }).notNull().default(false),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('session_user').on(table.userId)],
);

export const tokenPurposes = [
  'ACTIVATION',
  'PASSWORD_RESET',
  'MYPAGE_OTP',
  'ADMIN_PENDING_LOGIN',
  'ADMIN_CODE',
  'ADMIN_PASSWORD_RESET',
  // a member's sign-in between a right password and the second factor, and the mailed "lost your device" link (issue 34)
  'MEMBER_PENDING_LOGIN',
  'SECOND_FACTOR_RECOVERY',
] as const;

/** Mailed links and codes: stored hashed, with a lifetime, a try count, and used once. */
export const oneTimeToken = sqliteTable(
  'one_time_token',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: tokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('one_time_token_user').on(table.userId, table.purpose)],
);

/** Failure counters per key (an IP address and what was tried), for the per-IP limits. */
export const rateLimit = sqliteTable('rate_limit', {
  key: text('key').primaryKey(),
  windowStart: text('window_start').notNull(),
  count: integer('count').notNull().default(0),
});
