import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { mailChannels } from '#core/schemas/mail-preference.ts';
import { notificationKinds } from '#core/schemas/notification.ts';
import { userAccount } from './account.ts';

// Mail preferences (issue 32, decision 046): how a member hears of each kind of notification, and the tokens of
// the unsubscribe links their mails carry.

/** A member's channel for one kind of notification; no row is the kind's default (core/schemas/mail-preference.ts). */
export const notificationPreference = sqliteTable(
  'notification_preference',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    channel: text('channel', { enum: mailChannels }).notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind] })],
);

/**
 * An unsubscribe link of one mail (RFC 8058): stored only as a SHA-256 of its token, it turns off the mail of the
 * kinds the mail told of, for its member, until it expires; it may be used again (a second click changes
 * nothing). The nightly purge removes expired ones.
 */
export const mailUnsubscribe = sqliteTable(
  'mail_unsubscribe',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    /** A JSON array of notification kinds. */
    kinds: text('kinds').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (table) => [index('mail_unsubscribe_expires').on(table.expiresAt), index('mail_unsubscribe_account').on(table.accountId)],
);
