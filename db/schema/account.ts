import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accountRoles } from '#core/auth/roles.ts';
import { accountStatuses } from '#core/schemas/people.ts';

export { accountStatuses };

/**
 * A member, partner, staff member, content manager or admin: one account, one role. Deleting an
 * account deletes this row and everything hanging from it; the access history keeps the address for
 * its retention period (portal spec §9).
 */
export const userAccount = sqliteTable(
  'user_account',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The e-mail address, lowercase: the sign-in ID. */
    username: text('username').notNull().unique(),
    /** scrypt in PHC form, parameters included (DESIGN.md §3). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    departmentName: text('department_name').notNull().default(''),
    /** Digits only. */
    phoneNumber: text('phone_number').notNull(),
    /** The dialling prefix, `+82`. */
    country: text('country').notNull(),
    secondaryEmail: text('secondary_email').notNull().default(''),
    role: text('role', { enum: accountRoles }).notNull().default('MEMBER'),
    status: text('status', { enum: accountStatuses }).notNull().default('PENDING'),
    /** The member's language: every mail goes out in it. */
    lang: text('lang', { enum: ['ko', 'en'] })
      .notNull()
      .default('ko'),
    /** Platinum, Silver or Gold (portal spec §3); meaning not given. */
    privilege: text('privilege'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: text('locked_until'),
    passwordChangedAt: text('password_changed_at').notNull(),
    /** When the member chose "change after 3 months": the password cycle counts from then instead. */
    passwordNoticeAfter: text('password_notice_after'),
    /** Set by a temporary password (an account made by an admin): sign-in goes to /change-password. */
    mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
    /**
     * False for an account made through a sign-in provider (issue 34, decision 054) until its owner sets a
     * password through "forgot password": its stored hash is of a random secret nobody knows, and its last
     * linked provider cannot be removed.
     */
    hasPassword: integer('has_password', { mode: 'boolean' }).notNull().default(true),
    lastAccess: text('last_access'),
    /** The last sign-in to the console (issue 33): the quarterly access review shows it as the account's last use of its role. */
    consoleSignedInAt: text('console_signed_in_at'),
    createdDtm: text('created_dtm').notNull(),
    updatedDtm: text('updated_dtm'),
    activatedAt: text('activated_at'),
    dormantAt: text('dormant_at'),
  },
  (table) => [
    index('user_account_status').on(table.status, table.lastAccess),
    index('user_account_phone').on(table.phoneNumber),
    // the console's account and permission lists (db/queries/people.ts): each order, alone or under a
    // role or status filter, walks an index, so the first, a filtered and a late page skip rows in the
    // index instead of sorting the table
    index('user_account_created').on(table.createdDtm, table.id),
    index('user_account_name').on(table.name, table.id),
    index('user_account_role_created').on(table.role, table.createdDtm, table.id),
    index('user_account_role_name').on(table.role, table.name, table.id),
    index('user_account_status_created').on(table.status, table.createdDtm, table.id),
    index('user_account_status_name').on(table.status, table.name, table.id),
    // both filters at once: counting the role's rows of one status through the role's index read every
    // row's status from the table (40 ms at 100,000 accounts, bench/console-lists.mjs); under 1 ms here
    index('user_account_role_status_created').on(table.role, table.status, table.createdDtm, table.id),
    index('user_account_role_status_name').on(table.role, table.status, table.name, table.id),
  ],
);

/** What the member agreed to at sign-up and since (portal spec §3, sign-up payload). */
export const termAgreement = sqliteTable('term_agreement', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  /** The language whose terms were shown: it decides which required items were agreed. */
  lang: text('lang', { enum: ['ko', 'en'] }).notNull(),
  isAgreeRequiredTerms: integer('is_agree_required_terms', { mode: 'boolean' }).notNull().default(true),
  isAgreeOptionalItem4: integer('is_agree_optional_item4', { mode: 'boolean' }).notNull().default(false),
  isAgreeOptionalItem5: integer('is_agree_optional_item5', { mode: 'boolean' }).notNull().default(false),
  isAgreeOptionalItem6: integer('is_agree_optional_item6', { mode: 'boolean' }).notNull().default(false),
  isAgreeOptionalItem61: integer('is_agree_optional_item61', { mode: 'boolean' }).notNull().default(false),
  isAgreeOptionalItem62: integer('is_agree_optional_item62', { mode: 'boolean' }).notNull().default(false),
  isAgreeOptionalItem63: integer('is_agree_optional_item63', { mode: 'boolean' }).notNull().default(false),
  isAgreePartnerBoard: integer('is_agree_partner_board', { mode: 'boolean' }).notNull().default(false),
  isAgreeSecondaryContact: integer('is_agree_secondary_contact', { mode: 'boolean' }).notNull().default(false),
  /** JSON text lists of the consented item ids. */
  requiredTermsContent: text('required_terms_content').notNull(),
  optionalTermsContent: text('optional_terms_content').notNull().default('[]'),
  agreedAt: text('agreed_at').notNull(),
  /** When marketing use (item 5) was last agreed; the consent is confirmed again after its period. */
  marketingAgreedAt: text('marketing_agreed_at'),
  /**
   * When the required items were last accepted, if since the sign-up (`agreedAt` otherwise): a version of the
   * terms or the privacy policy that took effect after that day is asked for at the next sign-in (issue 33).
   */
  requiredAgreedAt: text('required_agreed_at'),
});
