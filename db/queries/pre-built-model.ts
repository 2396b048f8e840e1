import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { PreBuiltModelItem } from '#core/schemas/pre-built-model.ts';
import { schema, type Db } from '../client.ts';
import { listAttachmentsOf } from './attachment.ts';
import { containsKeyword, groupByOwner, hasAnyCode, type Facet } from './catalogue-filter.ts';

const m = schema.preBuiltModel;

export type PreBuiltModelFilter = {
  page: number;
  pageSize: number;
  /** Matches the title, benefit and overview in either language. */
  keyword?: string | undefined;
  /** Industry codes (CON, FIN…): a model matches when it has any of them. */
  industries?: readonly string[] | undefined;
  /** Algorithm codes (CNN, XGB…): a model matches when it has any of them. */
  algorithms?: readonly string[] | undefined;
};

/** How a model links to each catalogue it is filtered by. */
const facets = {
  industries: {
    link: schema.preBuiltModelIndustry,
    ownerId: schema.preBuiltModelIndustry.modelId,
    key: schema.preBuiltModelIndustry.industryKey,
    catalogue: schema.industry,
  },
  algorithms: {
    link: schema.preBuiltModelAlgorithm,
    ownerId: schema.preBuiltModelAlgorithm.modelId,
    key: schema.preBuiltModelAlgorithm.algorithmKey,
    catalogue: schema.algorithm,
  },
} satisfies Record<string, Facet>;

function filterClause(db: Db, filter: PreBuiltModelFilter): SQL | undefined {
  const clauses: (SQL | undefined)[] = [eq(m.delYn, 'N')];
  const keyword = filter.keyword?.trim();
  if (keyword) clauses.push(containsKeyword([m.titleKr, m.titleEn, m.benefitKr, m.benefitEn, m.overviewKr, m.overviewEn], keyword));
  if (filter.industries?.length) clauses.push(hasAnyCode(db, facets.industries, m.id, filter.industries));
  if (filter.algorithms?.length) clauses.push(hasAnyCode(db, facets.algorithms, m.id, filter.algorithms));
  return and(...clauses);
}

/** Published models, newest first, one page at a time. */
export async function listPreBuiltModels(db: Db, filter: PreBuiltModelFilter): Promise<Page<PreBuiltModelItem>> {
  const where = filterClause(db, filter);
  const [totalRow] = await db.select({ n: count() }).from(m).where(where);
  const total = totalRow?.n ?? 0;
  const rows = await db
    .select()
    .from(m)
    .where(where)
    .orderBy(desc(m.insDtm), desc(m.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return pageOf(await withRelations(db, rows), total, filter.page, filter.pageSize);
}

/** One published model with its codes and attachments, or null when it does not exist or was deleted. */
export async function getPreBuiltModel(db: Db, id: number): Promise<PreBuiltModelItem | null> {
  const rows = await db
    .select()
    .from(m)
    .where(and(eq(m.id, id), eq(m.delYn, 'N')))
    .limit(1);
  const [view] = await withRelations(db, rows);
  return view ?? null;
}

/** Id and last change of every published model, newest first: what the sitemap needs, and no more. */
export async function listPublishedModelStamps(db: Db): Promise<{ id: number; lastChanged: string }[]> {
  const rows = await db.select({ id: m.id, insDtm: m.insDtm, updDtm: m.updDtm }).from(m).where(eq(m.delYn, 'N')).orderBy(desc(m.insDtm), desc(m.id));
  return rows.map((row) => ({ id: row.id, lastChanged: row.updDtm ?? row.insDtm }));
}

/** Counts one view of a model's detail page. */
export async function incrementPreBuiltModelView(db: Db, id: number): Promise<void> {
  await db
    .update(m)
    .set({ view: sql`${m.view} + 1` })
    .where(and(eq(m.id, id), eq(m.delYn, 'N')));
}

async function withRelations(db: Db, rows: (typeof m.$inferSelect)[]): Promise<PreBuiltModelItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [industryLinks, algorithmLinks, attachments] = await Promise.all([
    db
      .select({
        ownerId: schema.preBuiltModelIndustry.modelId,
        key: schema.industry.key,
        code: schema.industry.code,
        nameKr: schema.industry.nameKr,
        nameEn: schema.industry.nameEn,
      })
      .from(schema.preBuiltModelIndustry)
      .innerJoin(schema.industry, eq(schema.industry.key, schema.preBuiltModelIndustry.industryKey))
      .where(inArray(schema.preBuiltModelIndustry.modelId, ids))
      .orderBy(schema.industry.sortOrder),
    db
      .select({
        ownerId: schema.preBuiltModelAlgorithm.modelId,
        key: schema.algorithm.key,
        code: schema.algorithm.code,
        nameKr: schema.algorithm.nameKr,
        nameEn: schema.algorithm.nameEn,
      })
      .from(schema.preBuiltModelAlgorithm)
      .innerJoin(schema.algorithm, eq(schema.algorithm.key, schema.preBuiltModelAlgorithm.algorithmKey))
      .where(inArray(schema.preBuiltModelAlgorithm.modelId, ids))
      .orderBy(schema.algorithm.sortOrder),
    listAttachmentsOf(db, 'PRE_BUILT_MODEL', ids),
  ]);
  const industriesOf = groupByOwner(industryLinks);
  const algorithmsOf = groupByOwner(algorithmLinks);
  return rows.map((row) => {
    const industries = industriesOf.get(row.id) ?? [];
    const algorithms = algorithmsOf.get(row.id) ?? [];
    return {
      id: row.id,
      titleKr: row.titleKr,
      titleEn: row.titleEn,
      benefitKr: row.benefitKr,
      benefitEn: row.benefitEn,
      overviewKr: row.overviewKr,
      overviewEn: row.overviewEn,
      painPointKr: row.painPointKr,
      painPointEn: row.painPointEn,
      advantageKr: row.advantageKr,
      advantageEn: row.advantageEn,
      valuePointKr: row.valuePointKr,
      valuePointEn: row.valuePointEn,
      howToUseType: row.howToUseType,
      howToUseContent: row.howToUseContent,
      view: row.view,
      delYn: row.delYn,
      insDtm: row.insDtm,
      insByUserName: row.insByUserName,
      updByUserName: row.updByUserName,
      industryCd: industries.map((item) => item.code).join(','),
      algorithmCd: algorithms.map((item) => item.code).join(','),
      industries,
      algorithms,
      attachments: attachments.get(row.id) ?? [],
    };
  });
}
