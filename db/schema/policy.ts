import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A revision of a policy text (admin spec §3). The privacy policy page lists the portal's revisions
 * in its language, newest first; `useClassification` marks the one in force (PP_USE_NEWEST).
 */
export const policy = sqliteTable(
  'policy',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    typeCode: text('type_code').notNull().default('PP_TYPE_PORTAL'),
    nameCode: text('name_code').notNull().default('PP_NAME_PORTAL'),
    langCode: text('lang_code', { enum: ['LANG_KO', 'LANG_EN'] })
      .notNull()
      .default('LANG_KO'),
    /** `3.0`: shown as `[V.3.0] 2022-11-11`. */
    version: text('version').notNull(),
    useClassification: text('use_classification', { enum: ['PP_USE_NEWEST', 'PP_USE_OLD'] })
      .notNull()
      .default('PP_USE_OLD'),
    /** Sanitised rich text (core/rich-text.ts). */
    content: text('content').notNull(),
    /** The day the revision takes effect, YYYY-MM-DD. */
    effectiveDate: text('effective_date').notNull(),
    createdDate: text('created_date').notNull(),
    createdBy: text('created_by').notNull().default(''),
  },
  (table) => [index('policy_listing').on(table.typeCode, table.nameCode, table.langCode, table.effectiveDate)],
);
