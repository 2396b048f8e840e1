// Reads of the partner library (admin spec §7.3): live documents, newest first by default, 10 a page, a
// document with its files, and its neighbours in that order (next-and-previous). Only PARTNER, STAFF and
// ADMIN read them (partnerReaders in each query's SQL); the console's authoring calls admit the authors.
import { and, asc, count, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import { PARTNER_AREA } from '#core/auth/roles.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { PartnerLibraryItem, PartnerLibraryLink, PartnerLibraryNeighbours, PartnerLibraryOrder } from '#core/schemas/partner-library.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { pendingWrites, rowKey } from '../write-buffer.ts';
import { withAttachmentsOf } from './attachment.ts';
import { documentAuditColumns, documentTextColumns, viewOrNewestOrder } from './document-columns.ts';
import { pageRows } from './page-rows.ts';
import type { PartnerReader } from './partner-faq.ts';
import { partnerReaders, readsPartnerContent } from './partner-kinds.ts';
import { keywordMatches } from './search/list-keyword.ts';

const l = schema.partnerLibrary;

export type PartnerLibraryFilter = { page: number; pageSize: number; orderBy?: PartnerLibraryOrder | undefined; keyword?: string | undefined };

const visible = (reader: PartnerReader): SQL => and(partnerReaders(reader.role, reader.allowed), eq(l.isDeleted, false)) as SQL;
const readerKey = (reader: PartnerReader) => (readsPartnerContent(reader.role, reader.allowed ?? PARTNER_AREA) ? 'reader' : 'none');

const orderOf = (order: PartnerLibraryOrder | undefined) => {
  if (order === 'oldest') return [asc(l.insDtm), asc(l.id)];
  return viewOrNewestOrder(l, order === 'mostViewed');
};

const columns = {
  ...documentTextColumns(l),
  ...documentAuditColumns(l),
};

/** Live documents in the order asked (newest first by default), one page at a time. */
export function listPartnerLibrary(db: Db, reader: PartnerReader, filter: PartnerLibraryFilter): Promise<Page<PartnerLibraryItem>> {
  const key = JSON.stringify([readerKey(reader), filter.orderBy ?? 'lastest', filter.keyword?.trim() ?? '', filter.page, filter.pageSize]);
  return cachedRead(db, ['PARTNER_LIBRARY', 'PARTNER_LIBRARY:views'], `PARTNER_LIBRARY:page:${key}`, async () => {
    const where = and(visible(reader), await keywordMatches(db, 'PARTNER_LIBRARY', l.id, filter.keyword));
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(l).where(where),
      pageRows(
        db
          .select(columns)
          .from(l)
          .where(where)
          .orderBy(...orderOf(filter.orderBy))
          .$dynamic(),
        filter,
      ),
    ]);
    return pageOf(await withAttachmentsOf(db, 'PARTNER_LIBRARY', rows), total?.n ?? 0, filter.page, filter.pageSize);
  });
}

/** One live document with its files, or null (absent, deleted, or a reader the rule refuses). */
export async function getPartnerLibrary(db: Db, reader: PartnerReader, id: number): Promise<PartnerLibraryItem | null> {
  const [item, waiting] = await Promise.all([
    cachedRead(db, ['PARTNER_LIBRARY', 'PARTNER_LIBRARY:views'], `PARTNER_LIBRARY:item:${readerKey(reader)}:${id}`, async () => {
      const rows = await db
        .select(columns)
        .from(l)
        .where(and(eq(l.id, id), visible(reader)))
        .limit(1);
      const [found] = await withAttachmentsOf(db, 'PARTNER_LIBRARY', rows);
      return found ?? null;
    }),
    pendingWrites(db, rowKey(l, id)),
  ]);
  return item && waiting > 0 ? { ...item, view: item.view + waiting } : item;
}

const linkColumns = { id: l.id, titleKr: l.titleKr, titleEn: l.titleEn, insDtm: l.insDtm };

/**
 * The neighbours of a live document in the list's default order (newest first): `previous` is the newer
 * one (above it), `next` the older one (below it); null at either end, and null altogether when the
 * document is not one the reader may read.
 */
export function partnerLibraryNeighbours(db: Db, reader: PartnerReader, id: number): Promise<PartnerLibraryNeighbours | null> {
  return cachedRead(db, ['PARTNER_LIBRARY'], `PARTNER_LIBRARY:neighbours:${readerKey(reader)}:${id}`, async () => {
    const [self] = await db
      .select({ id: l.id, insDtm: l.insDtm })
      .from(l)
      .where(and(eq(l.id, id), visible(reader)))
      .limit(1);
    if (!self) return null;
    const newer = or(gt(l.insDtm, self.insDtm), and(eq(l.insDtm, self.insDtm), gt(l.id, self.id)));
    const older = or(lt(l.insDtm, self.insDtm), and(eq(l.insDtm, self.insDtm), lt(l.id, self.id)));
    const [previous, next] = await Promise.all([
      db
        .select(linkColumns)
        .from(l)
        .where(and(visible(reader), newer))
        .orderBy(asc(l.insDtm), asc(l.id))
        .limit(1),
      db
        .select(linkColumns)
        .from(l)
        .where(and(visible(reader), older))
        .orderBy(desc(l.insDtm), desc(l.id))
        .limit(1),
    ]);
    const link = (row: PartnerLibraryLink | undefined) => row ?? null;
    return { previous: link(previous[0]), next: link(next[0]) };
  });
}
