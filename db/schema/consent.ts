import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { consentActions, consentSources } from '#core/schemas/consent.ts';
import { userAccount } from './account.ts';

export { consentActions, consentSources };

/**
 * Every agreement and withdrawal of a consent item (issue 33): the item (core/auth/terms.ts ids), what was done,
 * the version of the text it was given to and where. Written in the same batch as the change of `term_agreement`
 * (db/queries/consent-history.ts), so the two never disagree; the member reads it on My Page and in their export.
 * It goes with the account, like the consent row itself.
 */
export const consentHistory = sqliteTable(
  'consent_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    action: text('action', { enum: consentActions }).notNull(),
    /** `[V.3.0] 2022-11-11`: the revision of the terms of use or the privacy policy in force then; empty when unknown. */
    version: text('version').notNull().default(''),
    source: text('source', { enum: consentSources }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  // My Page's list, newest first, and the export, in id order: both walk the member's own rows
  (table) => [index('consent_history_user').on(table.userId, table.id)],
);

export const personalDataExportFormats = ['JSON', 'XLSX'] as const;

/**
 * Each download of a member's own data (issue 33): the member's own record of it (in their next export too), and
 * what the export's limits count (a second request for the same file within a minute is refused).
 */
export const personalDataExport = sqliteTable(
  'personal_data_export',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    format: text('format', { enum: personalDataExportFormats }).notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('personal_data_export_user').on(table.userId, table.createdAt)],
);
