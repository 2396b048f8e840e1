import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns } from './columns.ts';

/**
 * The search glossary (issue 31, docs/search.md): a term of the platform in Korean and in English. A search
 * for either finds what is written in the other too. Kept by ADMINs and content managers in the console; the
 * keys (`koKey`, `enKey`: the term as a keyword reads it, core/search/glossary.ts) make each term unique
 * however it is spaced or cased.
 */
export const searchGlossary = sqliteTable(
  'search_glossary',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ko: text('ko').notNull(),
    en: text('en').notNull(),
    koKey: text('ko_key').notNull(),
    enKey: text('en_key').notNull(),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('search_glossary_ko').on(table.koKey), uniqueIndex('search_glossary_en').on(table.enKey)],
);
