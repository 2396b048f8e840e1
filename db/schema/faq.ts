import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bilingualText, bilingualTextOrEmpty, documentColumns } from './columns.ts';

/**
 * The community FAQ's categories (portal spec §3: id, categoryKr, categoryEn): account, using the
 * portal, technical. Fixed rows written by the migration, shown in `sortOrder`.
 */
export const faqCategory = sqliteTable('faq_category', {
  id: integer('id').primaryKey(),
  categoryKr: text('category_kr').notNull(),
  categoryEn: text('category_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A question of the community FAQ (portal spec §3): a bilingual title (the question) and content (the
 * answer, sanitised rich text), its category (the spec's `type`), a view count and a soft delete. Its
 * files are attachment rows under the upload code COMMUNITY_FAQ.
 */
export const faq = sqliteTable(
  'faq',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...bilingualText('title', 'title'),
    ...bilingualTextOrEmpty('content', 'content'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategory.id),
    /**
     * A draft made from a solved forum thread (decision 044): out of every public read until the staff
     * complete both languages and save it in the editor.
     */
    isDraft: integer('is_draft', { mode: 'boolean' }).notNull().default(false),
    ...documentColumns(),
  },
  // the list's filters (live, category) and its two orders (newest, most viewed)
  (table) => [
    index('faq_listing').on(table.isDeleted, table.insDtm),
    index('faq_by_category').on(table.isDeleted, table.categoryId, table.insDtm),
    index('faq_by_views').on(table.isDeleted, table.view),
    index('faq_by_category_views').on(table.isDeleted, table.categoryId, table.view),
  ],
);
