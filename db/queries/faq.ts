// Reads of the community FAQ (portal spec §3, §4; admin spec §7.2): live questions of a category or all,
// found by a keyword (through the search index) in their question, answer or both (either language), newest or most viewed
// first, a page at a time. Paging and order are the query's (the indexes of db/schema/faq.ts); pages,
// items and categories go through the read cache (decision 012) and are forgotten by the FAQ's writes,
// the view counters' flush included.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { FaqCategoryItem, FaqItem, FaqOrder, FaqSearchCondition } from '#core/schemas/faq.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { pendingWrites, rowKey } from '../write-buffer.ts';
import { withAttachmentsOf } from './attachment.ts';
import { documentAuditColumns, documentTextColumns, viewOrNewestOrder } from './document-columns.ts';
import { pageRows } from './page-rows.ts';
import { keywordMatches } from './search/list-keyword.ts';
import type { SearchField } from './search/search.ts';

const f = schema.faq;
const c = schema.faqCategory;

export type FaqFilter = {
  page: number;
  pageSize: number;
  category?: number | undefined;
  keyword?: string | undefined;
  searchCondition?: FaqSearchCondition | undefined;
  orderBy?: FaqOrder | undefined;
};

/** Where a FAQ's search condition looks in the question's search entry (the community's and the partner area's). */
export const faqKeywordField = { all: 'all', title: 'title', content: 'body' } as const satisfies Record<FaqSearchCondition, SearchField>;

async function whereOf(db: Db, filter: FaqFilter): Promise<SQL | undefined> {
  return and(
    eq(f.isDeleted, false),
    eq(f.isDraft, false),
    filter.category === undefined ? undefined : eq(f.categoryId, filter.category),
    await keywordMatches(db, 'FAQ', f.id, filter.keyword, faqKeywordField[filter.searchCondition ?? 'all']),
  );
}

const orderOf = (order: FaqOrder | undefined) => viewOrNewestOrder(f, order === 'mostViewed');

const columns = {
  ...documentTextColumns(f),
  type: f.categoryId,
  categoryKr: c.categoryKr,
  categoryEn: c.categoryEn,
  ...documentAuditColumns(f),
};

/** One key per filter: the same question asked twice is read once. */
const filterKey = (filter: FaqFilter) =>
  JSON.stringify([
    filter.category ?? 0,
    filter.keyword?.trim() ?? '',
    filter.searchCondition ?? 'all',
    filter.orderBy ?? 'latest',
    filter.page,
    filter.pageSize,
  ]);

/** Live questions matching the filter, in its order, one page at a time. */
export function listFaqs(db: Db, filter: FaqFilter): Promise<Page<FaqItem>> {
  return cachedRead(db, ['FAQ', 'FAQ:views'], `FAQ:page:${filterKey(filter)}`, async () => {
    const where = await whereOf(db, filter);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(f).where(where),
      pageRows(
        db
          .select(columns)
          .from(f)
          .innerJoin(c, eq(c.id, f.categoryId))
          .where(where)
          .orderBy(...orderOf(filter.orderBy))
          .$dynamic(),
        filter,
      ),
    ]);
    return pageOf(await withAttachmentsOf(db, 'COMMUNITY_FAQ', rows), total?.n ?? 0, filter.page, filter.pageSize);
  });
}

/**
 * One live question with its files, or null when it does not exist or was deleted; a draft (decision 044)
 * only for its editors (`drafts`). Its view count adds the views still waiting to be written, as a
 * detail's does (db/queries/catalogue-content.ts).
 */
export async function getFaq(db: Db, id: number, { drafts = false }: { drafts?: boolean } = {}): Promise<FaqItem | null> {
  const [item, waiting] = await Promise.all([
    cachedRead(db, ['FAQ', 'FAQ:views'], `FAQ:item:${drafts ? 'any' : 'published'}:${id}`, async () => {
      const rows = await db
        .select(columns)
        .from(f)
        .innerJoin(c, eq(c.id, f.categoryId))
        .where(and(eq(f.id, id), eq(f.isDeleted, false), drafts ? undefined : eq(f.isDraft, false)))
        .limit(1);
      const [found] = await withAttachmentsOf(db, 'COMMUNITY_FAQ', rows);
      return found ?? null;
    }),
    pendingWrites(db, rowKey(f, id)),
  ]);
  // the cached item is shared: a copy carries the waiting views
  return item && waiting > 0 ? { ...item, view: item.view + waiting } : item;
}

/** Whether a live question is a draft still to be completed (its editor says so). */
export async function isFaqDraft(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.id, id), eq(f.isDeleted, false), eq(f.isDraft, true)))
    .limit(1);
  return row !== undefined;
}

/** The FAQ's categories, in their order (portal spec §3: account, using the portal, technical). */
export function listFaqCategories(db: Db): Promise<FaqCategoryItem[]> {
  return cachedRead(db, ['FAQ'], 'FAQ:categories', () =>
    db.select({ id: c.id, categoryKr: c.categoryKr, categoryEn: c.categoryEn }).from(c).orderBy(asc(c.sortOrder), asc(c.id)),
  );
}

/** Whether a category exists (the server's check of a save's `type`). */
export async function faqCategoryExists(db: Db, id: number): Promise<boolean> {
  return (await listFaqCategories(db)).some((category) => category.id === id);
}

/** How many live questions each category holds (the page's tabs show it). */
export function countFaqsByCategory(db: Db): Promise<Map<number, number>> {
  return cachedRead(db, ['FAQ'], 'FAQ:counts', async () => {
    const rows = await db
      .select({ category: f.categoryId, n: sql<number>`count(*)` })
      .from(f)
      .where(and(eq(f.isDeleted, false), eq(f.isDraft, false)))
      .groupBy(f.categoryId);
    return new Map(rows.map((row) => [row.category, row.n]));
  });
}
