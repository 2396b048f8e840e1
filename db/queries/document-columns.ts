// What the reads of the documents (community and partner FAQ, partner library) select and sort alike:
// the bilingual title and text, the views, the deletion flag and who wrote the row when, and the orders
// newest first or most viewed first (newest first among equals).
import { desc, type AnyColumn } from 'drizzle-orm';

type DocumentTable = Record<
  'id' | 'titleKr' | 'titleEn' | 'contentKr' | 'contentEn' | 'view' | 'isDeleted' | 'insDtm' | 'updDtm' | 'insByUserName' | 'updByUserName',
  AnyColumn
>;

// each column is read as T's own (T['id']), not the constraint's AnyColumn, so a select keeps its row type

/** The document's texts, after its id; the caller adds its own columns between them and the audit ones. */
export const documentTextColumns = <T extends DocumentTable>(t: T) => ({
  id: t.id as T['id'],
  titleKr: t.titleKr as T['titleKr'],
  titleEn: t.titleEn as T['titleEn'],
  contentKr: t.contentKr as T['contentKr'],
  contentEn: t.contentEn as T['contentEn'],
});

/** The views, the deletion flag and who wrote the row when (core/schemas/content-view.ts, recordAuditEntries). */
export const documentAuditColumns = <T extends DocumentTable>(t: T) => ({
  view: t.view as T['view'],
  isDeleted: t.isDeleted as T['isDeleted'],
  insDtm: t.insDtm as T['insDtm'],
  updDtm: t.updDtm as T['updDtm'],
  insByUserName: t.insByUserName as T['insByUserName'],
  updByUserName: t.updByUserName as T['updByUserName'],
});

/** Most viewed first, or newest first; the id settles equal dates. */
export const viewOrNewestOrder = <T extends DocumentTable>(t: T, mostViewed: boolean) =>
  mostViewed ? [desc(t.view), desc(t.insDtm), desc(t.id)] : [desc(t.insDtm), desc(t.id)];
