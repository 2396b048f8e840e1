// Column sets the content tables share, each made fresh per table (a drizzle builder belongs to one
// table): who wrote a row and when, a document's views and soft delete, and the Korean and English
// variants of a text. The columns, their names and order stay those of the migrations.
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Who wrote the row and when (the spec's ins/upd columns). */
export const auditColumns = () => ({
  insDtm: text('ins_dtm').notNull(),
  updDtm: text('upd_dtm'),
  insByUserName: text('ins_by_user_name'),
  updByUserName: text('upd_by_user_name'),
});

/** A document's view count and soft delete, then its audit columns. */
export const documentColumns = () => ({
  view: integer('view').notNull().default(0),
  isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
  ...auditColumns(),
});

const requiredText = (column: string) => text(column).notNull();
const textOrEmpty = (column: string) => text(column).notNull().default('');

/** `<name>Kr` and `<name>En` in the columns `<column>_kr` and `<column>_en`, both required. */
export const bilingualText = <K extends string>(name: K, column: string) =>
  ({ [`${name}Kr`]: requiredText(`${column}_kr`), [`${name}En`]: requiredText(`${column}_en`) }) as Record<
    `${K}Kr` | `${K}En`,
    ReturnType<typeof requiredText>
  >;

/** The same pair, empty until written. */
export const bilingualTextOrEmpty = <K extends string>(name: K, column: string) =>
  ({ [`${name}Kr`]: textOrEmpty(`${column}_kr`), [`${name}En`]: textOrEmpty(`${column}_en`) }) as Record<`${K}Kr` | `${K}En`, ReturnType<typeof textOrEmpty>>;
