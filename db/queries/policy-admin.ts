// The console's privacy-policy revisions (admin spec §2, §3, §7.1): the list with where each revision
// stands today, one revision with its content, and the saves. A save and the newest-in-use mark
// (PP_USE_NEWEST: the latest revision already in effect) are written in one batch, and every write
// forgets the 'policy' reads so /privacy_policy shows it at once (0005_read_versions.sql has the triggers).
import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { PolicyAdminDetail, PolicyAdminItem, PolicyStatus } from '#core/schemas/privacy-policy.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { pageRows } from './page-rows.ts';
import { PORTAL_PRIVACY_POLICY, revisionLabel, statusesOn, type PolicyLangCode, type PolicyRevision } from './policy.ts';

const p = schema.policy;

const portalPolicy = (langCode?: PolicyLangCode): SQL | undefined =>
  and(eq(p.typeCode, PORTAL_PRIVACY_POLICY.typeCode), eq(p.nameCode, PORTAL_PRIVACY_POLICY.nameCode), langCode && eq(p.langCode, langCode));

const itemOf = (row: PolicyRevision, status: PolicyStatus): PolicyAdminItem => ({
  id: row.id,
  typeCode: row.typeCode,
  nameCode: row.nameCode,
  langCode: row.langCode,
  version: row.version,
  effectiveDate: row.effectiveDate,
  label: revisionLabel(row),
  useClassification: row.useClassification,
  status,
  createdDate: row.createdDate,
  createdBy: row.createdBy,
});

/** The statuses of every revision of the languages of `rows`, as they stand on `today`. */
async function statusesOf(db: Db, rows: readonly PolicyRevision[], today: string): Promise<Map<number, PolicyStatus>> {
  const statuses = new Map<number, PolicyStatus>();
  for (const langCode of new Set(rows.map((row) => row.langCode))) {
    const all = await db.select({ id: p.id, effectiveDate: p.effectiveDate }).from(p).where(portalPolicy(langCode)).orderBy(desc(p.effectiveDate), desc(p.id));
    for (const [id, status] of statusesOn(all, today)) statuses.set(id, status);
  }
  return statuses;
}

/** A page of the portal's revisions, newest first (by date, then id), of one language or both. */
export async function listPolicyAdmin(
  db: Db,
  filter: { langCode?: PolicyLangCode | undefined; page: number; pageSize: number },
  today: string,
): Promise<Page<PolicyAdminItem>> {
  const where = portalPolicy(filter.langCode);
  const [total] = await db.select({ n: count() }).from(p).where(where);
  const rows = await pageRows(db.select().from(p).where(where).orderBy(desc(p.effectiveDate), desc(p.id)).$dynamic(), filter);
  const statuses = await statusesOf(db, rows, today);
  return pageOf(
    rows.map((row) => itemOf(row, statuses.get(row.id) ?? 'EARLIER')),
    total?.n ?? 0,
    filter.page,
    filter.pageSize,
  );
}

/** Every revision of the list's filter, for the export. */
export async function allPolicyAdmin(db: Db, langCode: PolicyLangCode | undefined, today: string, limit: number): Promise<PolicyAdminItem[]> {
  const rows = await db.select().from(p).where(portalPolicy(langCode)).orderBy(desc(p.effectiveDate), desc(p.id)).limit(limit);
  const statuses = await statusesOf(db, rows, today);
  return rows.map((row) => itemOf(row, statuses.get(row.id) ?? 'EARLIER'));
}

/** One portal revision with its content (as stored: sanitised on save). */
export async function getPolicyAdmin(db: Db, id: number, today: string): Promise<PolicyAdminDetail | undefined> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), portalPolicy()))
    .limit(1);
  if (!row) return undefined;
  const statuses = await statusesOf(db, [row], today);
  return { ...itemOf(row, statuses.get(row.id) ?? 'EARLIER'), content: row.content };
}

/** Whether another revision of the language has this version. */
export async function versionTaken(db: Db, langCode: PolicyLangCode, version: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(portalPolicy(langCode), eq(p.version, version), except === undefined ? undefined : sql`${p.id} <> ${except}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the latest revision of a language already in effect on `today` PP_USE_NEWEST and the others
 * PP_USE_OLD (admin spec §3). The public page decides by date too, so a revision announced ahead takes
 * over on its day without a write.
 */
function markNewest(db: Db, langCode: PolicyLangCode, today: string): BatchItem {
  const newest = db
    .select({ id: p.id })
    .from(p)
    .where(and(portalPolicy(langCode), lte(p.effectiveDate, today)))
    .orderBy(desc(p.effectiveDate), desc(p.id))
    .limit(1);
  return db
    .update(p)
    .set({ useClassification: sql`CASE WHEN ${p.id} = (${newest}) THEN 'PP_USE_NEWEST' ELSE 'PP_USE_OLD' END` })
    .where(portalPolicy(langCode));
}

export type PolicyWrite = { langCode: PolicyLangCode; version: string; effectiveDate: string; content: string };

/** A new revision and the newest-in-use mark of its language, together; answers its id. */
export async function createPolicy(db: Db, write: PolicyWrite, createdBy: string, now: Date, today: string): Promise<number> {
  const createdDate = now.toISOString();
  await runBatch(db, [
    db.insert(p).values({ ...PORTAL_PRIVACY_POLICY, ...write, createdDate, createdBy }),
    markNewest(db, write.langCode, today),
  ] as BatchItem[]);
  forgetReads(db, 'policy');
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(portalPolicy(write.langCode), eq(p.version, write.version), eq(p.createdDate, createdDate)))
    .orderBy(desc(p.id))
    .limit(1);
  if (!row) throw new Error('the revision was not inserted');
  return row.id;
}

/** Saves a revision and the newest-in-use mark of its language (both languages when it moved). */
export async function updatePolicy(db: Db, id: number, previousLang: PolicyLangCode, write: PolicyWrite, today: string): Promise<void> {
  const statements: BatchItem[] = [db.update(p).set(write).where(eq(p.id, id)), markNewest(db, write.langCode, today)];
  if (previousLang !== write.langCode) statements.push(markNewest(db, previousLang, today));
  await runBatch(db, statements);
  forgetReads(db, 'policy');
}
