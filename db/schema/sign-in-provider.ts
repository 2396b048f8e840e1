import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { signInProviders } from '#core/auth/sign-in-providers.ts';
import { userAccount } from './account.ts';

/**
 * A provider's identity linked to an account (issue 34, decision 054): the provider's own id of the person
 * (`sub`, Kakao's and Naver's `id`), never the address, which a person can change at the provider. An
 * identity signs one account in; an account has at most one identity of each provider.
 */
export const signInProviderLink = sqliteTable(
  'sign_in_provider_link',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: signInProviders }).notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave when the identity was linked (shown on My Page). */
    email: text('email').notNull(),
    linkedAt: text('linked_at').notNull(),
  },
  (table) => [
    uniqueIndex('sign_in_provider_link_identity').on(table.provider, table.subject),
    uniqueIndex('sign_in_provider_link_user').on(table.userId, table.provider),
  ],
);

export const providerFlowPurposes = ['SIGN_IN', 'LINK', 'REAUTH'] as const;

/**
 * A trip to a provider and back: its `state` (stored as a SHA-256, the browser holds it in an HttpOnly
 * cookie), its `nonce` and PKCE verifier, where the browser returns, in which language, and why it went
 * (signing in, or a signed-in member linking a provider or re-entering My Page). Used once: a replayed
 * callback finds it used.
 */
export const signInProviderFlow = sqliteTable(
  'sign_in_provider_flow',
  {
    /** SHA-256 of the state, hex. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: signInProviders }).notNull(),
    purpose: text('purpose', { enum: providerFlowPurposes }).notNull(),
    /** The member linking a provider or re-entering My Page; null for a sign-in. */
    userId: integer('user_id').references(() => userAccount.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    lang: text('lang', { enum: ['ko', 'en'] }).notNull(),
    nextPath: text('next_path').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (table) => [index('sign_in_provider_flow_expires').on(table.expiresAt)],
);

/**
 * An identity a provider vouched for that signs no account in yet: a new person finishing the sign-up, or
 * the owner of the account with the same address proving it (its password, or the mailed link whose SHA-256
 * is `mailTokenHash`) before it is linked. The browser holds its token in an HttpOnly cookie.
 */
export const signInProviderPending = sqliteTable(
  'sign_in_provider_pending',
  {
    /** SHA-256 of the cookie's token, hex. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: signInProviders }).notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** Digits only, as the sign-up keeps them; '' when the provider gave none. */
    phoneNumber: text('phone_number').notNull().default(''),
    /** The dialling prefix of the number (`+82`); '' when the provider gave none. */
    country: text('country').notNull().default(''),
    lang: text('lang', { enum: ['ko', 'en'] }).notNull(),
    nextPath: text('next_path').notNull(),
    /** The account with the provider's address, which must be proved before the identity is linked. */
    accountId: integer('account_id').references(() => userAccount.id, { onDelete: 'cascade' }),
    mailTokenHash: text('mail_token_hash').unique(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (table) => [index('sign_in_provider_pending_expires').on(table.expiresAt)],
);
