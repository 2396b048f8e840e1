// Partner business projects (portal spec §3, §5; admin spec §7.1 /api/content-manager/partner-bussiness):
// the list (newest first, searched by project, partner or client name, filtered by client field), one
// project, and the saves. Only the content authors reach these calls (core/auth/calls.ts).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import { CLIENT_FIELD_TYPE, type PartnerProjectCreate, type PartnerProjectItem, type PartnerProjectSearchCondition } from '#core/schemas/partner-project.ts';
import { cachedRead, forgetReads } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { containsKeyword } from './catalogue-filter.ts';
import { pageRows } from './page-rows.ts';

const p = schema.partnerProject;
const m = schema.masterData;

export type PartnerProjectFilter = {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  searchCondition?: PartnerProjectSearchCondition | undefined;
  clientFieldId?: number | undefined;
};

const keywordColumns = {
  all: [p.projectName, p.partnerName, p.clientName],
  projectName: [p.projectName],
  partnerName: [p.partnerName],
  clientName: [p.clientName],
} as const;

function whereOf(filter: PartnerProjectFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  return and(
    filter.clientFieldId === undefined ? undefined : eq(p.clientFieldId, filter.clientFieldId),
    keyword ? containsKeyword(keywordColumns[filter.searchCondition ?? 'all'], keyword) : undefined,
  );
}

const columns = {
  id: p.id,
  projectName: p.projectName,
  partnerName: p.partnerName,
  partnerPersonInCharge: p.partnerPersonInCharge,
  email: p.partnerEmail,
  clientName: p.clientName,
  sdsPersonInCharge: p.sdsPersonInCharge,
  clientFieldId: p.clientFieldId,
  displayKrNm: m.displayKr,
  displayEnNm: m.displayEn,
  projectStartDate: p.projectStartDate,
  projectEndDate: p.projectEndDate,
  description: p.description,
  insDtm: p.insDtm,
  updDtm: p.updDtm,
  insByUserName: p.insByUserName,
  updByUserName: p.updByUserName,
};

/** Projects matching the filter, newest first, one page at a time. */
export function listPartnerProjects(db: Db, filter: PartnerProjectFilter): Promise<Page<PartnerProjectItem>> {
  const key = JSON.stringify([filter.keyword?.trim() ?? '', filter.searchCondition ?? 'all', filter.clientFieldId ?? 0, filter.page, filter.pageSize]);
  return cachedRead(db, ['PARTNER_PROJECT', 'masterData'], `PARTNER_PROJECT:page:${key}`, async () => {
    const where = whereOf(filter);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(p).where(where),
      pageRows(db.select(columns).from(p).innerJoin(m, eq(m.id, p.clientFieldId)).where(where).orderBy(desc(p.insDtm), desc(p.id)).$dynamic(), filter),
    ]);
    return pageOf(rows, total?.n ?? 0, filter.page, filter.pageSize);
  });
}

/** One project, or null. */
export function getPartnerProject(db: Db, id: number): Promise<PartnerProjectItem | null> {
  return cachedRead(db, ['PARTNER_PROJECT', 'masterData'], `PARTNER_PROJECT:item:${id}`, async () => {
    const [row] = await db.select(columns).from(p).innerJoin(m, eq(m.id, p.clientFieldId)).where(eq(p.id, id)).limit(1);
    return row ?? null;
  });
}

/** Whether an id is a client field (master data BUSSINESS_FIELD). */
export async function clientFieldExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.id, id), eq(m.type, CLIENT_FIELD_TYPE)))
    .limit(1);
  return row !== undefined;
}

const valuesOf = (input: PartnerProjectCreate) => ({
  projectName: input.projectName,
  partnerName: input.partnerName,
  partnerPersonInCharge: input.partnerPersonInCharge,
  partnerEmail: input.email,
  clientName: input.clientName,
  sdsPersonInCharge: input.sdsPersonInCharge,
  clientFieldId: input.clientFieldId,
  projectStartDate: input.projectStartDate,
  projectEndDate: input.projectEndDate,
  description: input.description,
});

/** A new project; returns its id. */
export async function createPartnerProject(db: Db, input: PartnerProjectCreate, userName: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(p)
    .values({ ...valuesOf(input), insDtm: now.toISOString(), insByUserName: userName })
    .returning({ id: p.id });
  forgetReads(db, 'PARTNER_PROJECT');
  if (!row) throw new Error('the project was not inserted');
  return row.id;
}

/** Saves a project's fields; false when it does not exist. */
export async function updatePartnerProject(db: Db, id: number, input: PartnerProjectCreate, userName: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(p)
    .set({ ...valuesOf(input), updDtm: now.toISOString(), updByUserName: userName })
    .where(eq(p.id, id))
    .returning({ id: p.id });
  forgetReads(db, 'PARTNER_PROJECT');
  return rows.length > 0;
}
