import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { partnerApplicationStatuses } from '#core/schemas/partner.ts';
import { userAccount } from './account.ts';

/**
 * The partner policy (portal spec §2 /partner/partner-policy): one stored text per language, rich text
 * sanitised on write and on render, edited at /partner/partner-policy-register. One row (id 1).
 */
export const partnerPolicy = sqliteTable('partner_policy', {
  id: integer('id').primaryKey(),
  contentKr: text('content_kr').notNull(),
  contentEn: text('content_en').notNull(),
  updByUserName: text('upd_by_user_name'),
  updDtm: text('upd_dtm'),
});

/**
 * A become-a-partner application (portal spec §3, §4): what the applicant typed, the language the
 * answer is mailed in, and the decision. `userId` is the account of the address: found when submitted
 * or approved, or set when the address signs up after approval (docs/partner.md).
 */
export const partnerApplication = sqliteTable(
  'partner_application',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    company: text('company').notNull(),
    /** Business type codes, comma-separated (core/schemas/partner.ts). */
    businessTypes: text('business_types').notNull(),
    name: text('name').notNull(),
    /** Digits only. */
    contact: text('contact').notNull(),
    /** Lowercase, as sign-up stores addresses. */
    email: text('email').notNull(),
    /** The dialling prefix, `+82`. */
    country: text('country').notNull(),
    lang: text('lang', { enum: ['ko', 'en'] }).notNull(),
    status: text('status', { enum: partnerApplicationStatuses }).notNull().default('SUBMITTED'),
    userId: integer('user_id').references(() => userAccount.id, { onDelete: 'set null' }),
    refusalReason: text('refusal_reason').notNull().default(''),
    decidedById: integer('decided_by_id'),
    decidedByUsername: text('decided_by_username'),
    decidedAt: text('decided_at'),
    ip: text('ip').notNull().default(''),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    // the console's list, newest first, of one status or all
    index('partner_application_created').on(table.createdAt, table.id),
    index('partner_application_status_created').on(table.status, table.createdAt, table.id),
    // one open application per address; an approved one waiting for its sign-up
    index('partner_application_email').on(table.email, table.status),
  ],
);
