import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { masterData } from './catalogue.ts';
import { auditColumns, bilingualText, documentColumns } from './columns.ts';

/**
 * A question of the partner FAQ (portal spec §3: id, attachments, bilingual title and content, type,
 * questionTypeId, view, isDeleted). The page is Korean only (spec §2), so the English pair may stay empty.
 * Its type is a master-data item of PARTNER_FAQ_TYPE; its files are attachments under PARTNER_FAQ.
 */
export const partnerFaq = sqliteTable(
  'partner_faq',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    titleKr: text('title_kr').notNull(),
    titleEn: text('title_en').notNull().default(''),
    contentKr: text('content_kr').notNull(),
    contentEn: text('content_en').notNull().default(''),
    questionTypeId: integer('question_type_id')
      .notNull()
      .references(() => masterData.id),
    ...documentColumns(),
  },
  (table) => [
    index('partner_faq_listing').on(table.isDeleted, table.insDtm),
    index('partner_faq_by_type').on(table.isDeleted, table.questionTypeId, table.insDtm),
    index('partner_faq_by_views').on(table.isDeleted, table.view),
  ],
);

/**
 * A document of the partner library (portal spec §2, admin spec §7.3): bilingual title and content, files
 * under PARTNER_LIBRARY, a view count. Listed newest first, 10 a page, with the previous and next document.
 */
export const partnerLibrary = sqliteTable(
  'partner_library',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...bilingualText('title', 'title'),
    ...bilingualText('content', 'content'),
    ...documentColumns(),
  },
  (table) => [index('partner_library_listing').on(table.isDeleted, table.insDtm, table.id), index('partner_library_by_views').on(table.isDeleted, table.view)],
);

/**
 * A partner's business project (portal spec §3): who delivered what for which client, the client's field
 * (master data BUSSINESS_FIELD, stored as clientFieldId), the dates and a plain-text description.
 */
export const partnerProject = sqliteTable(
  'partner_project',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectName: text('project_name').notNull(),
    partnerName: text('partner_name').notNull(),
    partnerPersonInCharge: text('partner_person_in_charge').notNull(),
    partnerEmail: text('partner_email').notNull(),
    clientName: text('client_name').notNull(),
    sdsPersonInCharge: text('sds_person_in_charge').notNull(),
    clientFieldId: integer('client_field_id')
      .notNull()
      .references(() => masterData.id),
    projectStartDate: text('project_start_date').notNull(),
    projectEndDate: text('project_end_date').notNull(),
    description: text('description').notNull(),
    ...auditColumns(),
  },
  (table) => [index('partner_project_listing').on(table.insDtm, table.id), index('partner_project_by_field').on(table.clientFieldId, table.insDtm)],
);
