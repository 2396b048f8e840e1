// Reads of the partner FAQ (portal spec §3; admin spec §7.3): live questions of one type or all, found by
// a literal keyword in the question, the answer or both, newest or most viewed first, a page at a time.
// Only PARTNER, STAFF and ADMIN read them: the rule is in each query's SQL (partnerReaders), and the cache
// keys carry whether the reader passed it.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { PARTNER_AREA, type Role } from '#core/auth/roles.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { FaqOrder, FaqSearchCondition } from '#core/schemas/faq.ts';
import { PARTNER_FAQ_TYPE, type PartnerFaqItem } from '#core/schemas/partner-faq.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { pendingWrites, rowKey } from '../write-buffer.ts';
import { withAttachmentsOf } from './attachment.ts';
import { documentAuditColumns, documentTextColumns, viewOrNewestOrder } from './document-columns.ts';
import { faqKeywordField } from './faq.ts';
import { pageRows } from './page-rows.ts';
import { partnerReaders, readsPartnerContent } from './partner-kinds.ts';
import { keywordMatches } from './search/list-keyword.ts';

const f = schema.partnerFaq;
const m = schema.masterData;

export type PartnerFaqFilter = {
  page: number;
  pageSize: number;
  faqType?: number | undefined;
  keyword?: string | undefined;
  searchCondition?: FaqSearchCondition | undefined;
  orderBy?: FaqOrder | undefined;
};

/** Who reads: the reader's role, and the roles admitted (the partner area; the console's authors for its calls). */
export type PartnerReader = { role: Role | null; allowed?: readonly Role[] };

async function whereOf(db: Db, reader: PartnerReader, filter: Omit<PartnerFaqFilter, 'page' | 'pageSize'>): Promise<SQL | undefined> {
  return and(
    partnerReaders(reader.role, reader.allowed),
    eq(f.isDeleted, false),
    filter.faqType === undefined ? undefined : eq(f.questionTypeId, filter.faqType),
    await keywordMatches(db, 'PARTNER_FAQ', f.id, filter.keyword, faqKeywordField[filter.searchCondition ?? 'all']),
  );
}

const orderOf = (order: FaqOrder | undefined) => viewOrNewestOrder(f, order === 'mostViewed');

const columns = {
  ...documentTextColumns(f),
  questionTypeId: f.questionTypeId,
  typeKr: m.displayKr,
  typeEn: m.displayEn,
  ...documentAuditColumns(f),
};

const readerKey = (reader: PartnerReader) => (readsPartnerContent(reader.role, reader.allowed ?? PARTNER_AREA) ? 'reader' : 'none');

/** Live questions matching the filter, in its order, one page at a time; an empty page for other roles. */
export function listPartnerFaqs(db: Db, reader: PartnerReader, filter: PartnerFaqFilter): Promise<Page<PartnerFaqItem>> {
  const key = JSON.stringify([
    readerKey(reader),
    filter.faqType ?? 0,
    filter.keyword?.trim() ?? '',
    filter.searchCondition ?? 'all',
    filter.orderBy ?? 'latest',
    filter.page,
    filter.pageSize,
  ]);
  return cachedRead(db, ['PARTNER_FAQ', 'PARTNER_FAQ:views'], `PARTNER_FAQ:page:${key}`, async () => {
    const where = await whereOf(db, reader, filter);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(f).where(where),
      pageRows(
        db
          .select(columns)
          .from(f)
          .innerJoin(m, eq(m.id, f.questionTypeId))
          .where(where)
          .orderBy(...orderOf(filter.orderBy))
          .$dynamic(),
        filter,
      ),
    ]);
    return pageOf(await withAttachmentsOf(db, 'PARTNER_FAQ', rows), total?.n ?? 0, filter.page, filter.pageSize);
  });
}

/** One live question with its files, or null (absent, deleted, or a reader the rule refuses). */
export async function getPartnerFaq(db: Db, reader: PartnerReader, id: number): Promise<PartnerFaqItem | null> {
  const [item, waiting] = await Promise.all([
    cachedRead(db, ['PARTNER_FAQ', 'PARTNER_FAQ:views'], `PARTNER_FAQ:item:${readerKey(reader)}:${id}`, async () => {
      const rows = await db
        .select(columns)
        .from(f)
        .innerJoin(m, eq(m.id, f.questionTypeId))
        .where(and(eq(f.id, id), await whereOf(db, reader, {})))
        .limit(1);
      const [found] = await withAttachmentsOf(db, 'PARTNER_FAQ', rows);
      return found ?? null;
    }),
    pendingWrites(db, rowKey(f, id)),
  ]);
  return item && waiting > 0 ? { ...item, view: item.view + waiting } : item;
}

export type PartnerFaqType = { id: number; code: string; displayKr: string; displayEn: string };

/** The question types, in their order (master data PARTNER_FAQ_TYPE). */
export function listPartnerFaqTypes(db: Db): Promise<PartnerFaqType[]> {
  return cachedRead(db, ['masterData'], 'PARTNER_FAQ:types', () =>
    db
      .select({ id: m.id, code: m.code, displayKr: m.displayKr, displayEn: m.displayEn })
      .from(m)
      .where(eq(m.type, PARTNER_FAQ_TYPE))
      .orderBy(asc(m.sortOrder), asc(m.id)),
  );
}

/** Whether a question type exists (the server's check of a save's `faqType`). */
export async function partnerFaqTypeExists(db: Db, id: number): Promise<boolean> {
  return (await listPartnerFaqTypes(db)).some((type) => type.id === id);
}
