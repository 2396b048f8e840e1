import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sessionKinds } from '#core/schemas/history.ts';
import { userAccount } from './account.ts';

/**
 * An account's passkeys (issue 34, decision 053): WebAuthn credentials made by an authenticator, which keeps
 * the private key; the portal keeps the public key and what the next assertion is checked against. `scope` is
 * the session it was registered through: a passkey added on My Page (a member session, opened by the password
 * alone) signs in to the site only; one added in the console (behind the console's second factor) to both.
 */
export const passkey = sqliteTable(
  'passkey',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: sessionKinds }).notNull(),
    /** The credential id, base64url, as the authenticator names it in every assertion. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen; 0 for authenticators that keep none (synced passkeys). */
    counter: integer('counter').notNull().default(0),
    /** How the browser may reach the authenticator (`internal`, `hybrid`, `usb`…), a JSON array. */
    transports: text('transports').notNull().default('[]'),
    /** The WebAuthn user handle given at registration, base64url: random per passkey, never the account's id. */
    userHandle: text('user_handle').notNull(),
    /** `singleDevice` or `multiDevice` (a passkey that may be synced), and whether it is backed up now. */
    deviceType: text('device_type').notNull(),
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    /** The owner's name for it ("office laptop"), renamable. */
    name: text('name').notNull(),
    createdAt: text('created_at').notNull(),
    lastUsedAt: text('last_used_at'),
  },
  (table) => [index('passkey_user').on(table.userId)],
);

/** What a passkey ceremony is for: a registration, the sign-in by a passkey alone, My Page's re-entry, a second factor. */
export const passkeyPurposes = ['REGISTER', 'SIGN_IN', 'REAUTH', 'SECOND_FACTOR'] as const;

/**
 * The challenges handed to browsers (issue 34): single use, short-lived, and bound to what asked for them (the
 * session, the pending sign-in, or for a sign-in by a passkey alone the browser's own short-lived cookie), kept
 * as their SHA-256 so a challenge of another session or browser is refused.
 */
export const passkeyChallenge = sqliteTable(
  'passkey_challenge',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The challenge as sent, base64url. */
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose', { enum: passkeyPurposes }).notNull(),
    /** The sign-in it is for: the site's or the console's. */
    kind: text('kind', { enum: sessionKinds }).notNull(),
    /** SHA-256 of what it is bound to: a session, a pending sign-in or the browser's passkey cookie. */
    bindingHash: text('binding_hash').notNull(),
    /** The account, when the ceremony is for a known one (registration, re-entry, second factor). */
    userId: integer('user_id').references(() => userAccount.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (table) => [index('passkey_challenge_expires').on(table.expiresAt)],
);
