import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { userAccount } from './account.ts';

/**
 * An account's authenticator app (issue 34, RFC 6238): one per account, for the site and the console alike. The
 * secret is stored sealed (AES-GCM, edge-api/src/lib/second-factor/secret-box.ts), never in clear, and is never
 * answered again once the enrolment is confirmed. A secret shown for enrolment waits in `pendingSecret` until its
 * first code confirms it (then it becomes `secret`) or it expires.
 */
export const totpFactor = sqliteTable('totp_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  /** The active secret, sealed; null while only an enrolment waits. */
  secret: text('secret'),
  confirmedAt: text('confirmed_at'),
  /** The last time step a code was accepted for: that step's code and every earlier one are refused (no replay). */
  lastUsedStep: integer('last_used_step'),
  /** A secret shown for enrolment, sealed, until its first code or `pendingExpiresAt`. */
  pendingSecret: text('pending_secret'),
  pendingExpiresAt: text('pending_expires_at'),
  updatedAt: text('updated_at').notNull(),
});

/**
 * The ten single-use recovery codes of an account (issue 34), each stored as the SHA-256 of the account id and the
 * code; a code is spent by one statement (`used_at` set only where it is still null), so two uses at once let one in.
 */
export const recoveryCode = sqliteTable(
  'recovery_code',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: text('created_at').notNull(),
    usedAt: text('used_at'),
  },
  (table) => [index('recovery_code_user').on(table.userId)],
);

/**
 * The key that seals the authenticator secrets when the runtime has no SECOND_FACTOR_SECRET (one row, id 1): made
 * once, at random, so a fresh start needs no configuration. Whoever holds the database holds this key too: a
 * deployment sets SECOND_FACTOR_SECRET (docs/identity.md), as it sets AUDIT_SECRET for the audit key.
 */
export const secondFactorKey = sqliteTable('second_factor_key', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: text('created_at').notNull(),
});

/**
 * The console's second-factor policy (issue 34; one row, id 1, a missing row reads as off): when on, a console
 * account proves its sign-in with an authenticator code or a passkey, and the mailed or texted code is offered
 * only to an admin who has neither, once, to reach the enrolment.
 */
export const secondFactorPolicy = sqliteTable('second_factor_policy', {
  id: integer('id').primaryKey(),
  consoleStrongFactorRequired: integer('console_strong_factor_required', { mode: 'boolean' }).notNull().default(false),
  updatedAt: text('updated_at').notNull(),
});
