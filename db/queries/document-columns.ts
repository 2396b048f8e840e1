// What the reads of the documents (community and partner FAQ, partner library) select and sort alike:
// the bilingual title and text, the views, the deletion flag and who wrote the row when, and the orders
// newest first or most viewed first (newest first among equals).
import { desc, type AnyColumn } from 'drizzle-orm';
import { pickColumns } from './pick-columns.ts';

type DocumentTable = Record<
  'id' | 'titleKr' | 'titleEn' | 'contentKr' | 'contentEn' | 'view' | 'isDeleted' | 'insDtm' | 'updDtm' | 'insByUserName' | 'updByUserName',
  AnyColumn
>;

/** The document's texts, after its id; the caller adds its own columns between them and the audit ones. */
export const documentTextColumns = <T extends DocumentTable>(t: T) => pickColumns(t, ['id', 'titleKr', 'titleEn', 'contentKr', 'contentEn']);

/** The views, the deletion flag and who wrote the row when (core/schemas/content-view.ts, recordAuditEntries). */
export const documentAuditColumns = <T extends DocumentTable>(t: T) =>
  pickColumns(t, ['view', 'isDeleted', 'insDtm', 'updDtm', 'insByUserName', 'updByUserName']);

/** Most viewed first, or newest first; the id settles equal dates. */
export const viewOrNewestOrder = <T extends DocumentTable>(t: T, mostViewed: boolean) =>
  mostViewed ? [desc(t.view), desc(t.insDtm), desc(t.id)] : [desc(t.insDtm), desc(t.id)];
