// Become-a-partner applications (portal spec §3, §4; docs/partner.md): the public form's insert, the
// console's list and its decisions. Approving gives the address's account the PARTNER role with its
// permission-change history row in one batch (decision 018); an address without an account gets the
// role when it signs up (`partnerRoleAtSignUp`).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type { AccountRole } from '#core/auth/roles.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { PartnerApplicationInput, PartnerApplicationItem, PartnerApplicationStatus, PartnerBusinessType } from '#core/schemas/partner.ts';
import { schema, type BatchItem, type Db, type Schema } from '../client.ts';
import { pageRows } from './page-rows.ts';

const pa = schema.partnerApplication;
const a = schema.userAccount;
export type PartnerApplicationRow = typeof pa.$inferSelect;

/** The roles that already hold everything PARTNER gives: approval leaves them as they are. */
const ABOVE_PARTNER: readonly AccountRole[] = ['PARTNER', 'STAFF', 'ADMIN'];

/** The address's application still waiting for a decision, if any. */
export async function openApplication(db: Db, email: string): Promise<PartnerApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(pa)
    .where(and(eq(pa.email, email), eq(pa.status, 'SUBMITTED')))
    .limit(1);
  return row;
}

/** Records an application; the account of the address, if any, is linked at once. */
export async function insertPartnerApplication(db: Db, input: PartnerApplicationInput, lang: Lang, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(pa)
    .values({
      company: input.company,
      businessTypes: input.businessTypes.join(','),
      name: input.name,
      contact: input.contact,
      email: input.email,
      country: input.country,
      lang,
      ip,
      createdAt: now.toISOString(),
      userId: sql`(select id from user_account where username = ${input.email})`,
    })
    .returning({ id: pa.id });
  return row!.id;
}

const itemColumns = {
  id: pa.id,
  company: pa.company,
  businessTypes: pa.businessTypes,
  name: pa.name,
  contact: pa.contact,
  email: pa.email,
  country: pa.country,
  lang: pa.lang,
  status: pa.status,
  userId: pa.userId,
  hasAccount: sql<number>`exists (select 1 from user_account where username = ${pa.email})`,
  refusalReason: pa.refusalReason,
  decidedByUsername: pa.decidedByUsername,
  decidedAt: pa.decidedAt,
  createdAt: pa.createdAt,
};
type ItemRow = { [K in keyof typeof itemColumns]: unknown } & Record<string, unknown>;

const itemOf = (row: ItemRow): PartnerApplicationItem => ({
  ...(row as unknown as PartnerApplicationItem),
  businessTypes: String(row.businessTypes).split(',').filter(Boolean) as PartnerBusinessType[],
  hasAccount: Boolean(row.hasAccount),
});

/** The console's list: newest first, of one status or all, a page at a time (indexes by status and time). */
export async function listPartnerApplications(
  db: Db,
  filter: { status: PartnerApplicationStatus | ''; page: number; pageSize: number },
): Promise<Page<PartnerApplicationItem>> {
  const where = filter.status ? eq(pa.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    pageRows(db.select(itemColumns).from(pa).where(where).orderBy(desc(pa.createdAt), desc(pa.id)).$dynamic(), filter),
    db.select({ total: count() }).from(pa).where(where),
  ]);
  return pageOf(rows.map(itemOf), total?.total ?? 0, filter.page, filter.pageSize);
}

export async function findPartnerApplication(db: Db, id: number): Promise<PartnerApplicationRow | undefined> {
  const [row] = await db.select().from(pa).where(eq(pa.id, id)).limit(1);
  return row;
}

type Decider = { id: number; username: string; ip: string };

/** Marks a waiting application decided; `where status = 'SUBMITTED'` makes two decisions at once one. */
const decideStatement = (db: Db, id: number, set: Partial<PartnerApplicationRow>) =>
  db
    .update(pa)
    .set(set)
    .where(and(eq(pa.id, id), eq(pa.status, 'SUBMITTED')))
    .returning({ id: pa.id });

/**
 * Approves a waiting application in one batch (decision 018): the application, and, when the address has
 * an account below PARTNER, its new role and the permission-change history row. The role and history
 * statements hold only if this batch's own decision stands (another admin may have decided first), so a
 * lost decision changes no role. Returns whether it was decided here and what happened to the account.
 */
export async function approvePartnerApplication(
  db: Db,
  application: PartnerApplicationRow,
  by: Decider,
  now: Date,
): Promise<{ decided: boolean; account: { id: number; role: AccountRole; promoted: boolean } | null }> {
  const at = now.toISOString();
  const [account] = await db.select({ id: a.id, username: a.username, role: a.role }).from(a).where(eq(a.username, application.email)).limit(1);
  const promote = account !== undefined && !ABOVE_PARTNER.includes(account.role);
  const decidedHere = sql`exists (select 1 from partner_application where id = ${application.id} and status = 'APPROVED' and decided_at = ${at} and decided_by_id = ${by.id})`;
  const statements: BatchItem[] = [
    decideStatement(db, application.id, { status: 'APPROVED', userId: account?.id ?? null, decidedById: by.id, decidedByUsername: by.username, decidedAt: at }),
  ];
  if (promote) {
    statements.push(
      db
        .update(a)
        .set({ role: 'PARTNER', updatedDtm: at })
        .where(and(eq(a.id, account.id), eq(a.role, account.role), decidedHere)),
      db.insert(schema.permissionChangeHistory).select(
        // every column in the schema's order: a role changed at once (step CHANGED, no detail), not sealed yet (issue 33)
        sql`select null, ${by.id}, ${by.username}, ${account.id}, ${account.username}, ${account.role}, 'PARTNER', 'CHANGED', '', ${by.ip}, ${at}, null, null, null, null where ${decidedHere} and (select role from user_account where id = ${account.id}) = 'PARTNER'`,
      ),
    );
  }
  const [decided] = (await (db as LibSQLDatabase<Schema>).batch(statements as [BatchItem, ...BatchItem[]])) as [{ id: number }[], ...unknown[]];
  const done = decided.length > 0;
  return { decided: done, account: account ? { id: account.id, role: promote && done ? 'PARTNER' : account.role, promoted: promote && done } : null };
}

/** Refuses a waiting application; false when it was no longer waiting. */
export async function refusePartnerApplication(db: Db, id: number, reason: string, by: Decider, now: Date): Promise<boolean> {
  const rows = await decideStatement(db, id, {
    status: 'REFUSED',
    refusalReason: reason,
    decidedById: by.id,
    decidedByUsername: by.username,
    decidedAt: now.toISOString(),
  });
  return rows.length > 0;
}

/**
 * At sign-up: the approved application of the address that waits for its account, if any. Sign-up
 * then creates the account as PARTNER and writes the history row in its own batch (`partnerGrantStatements`).
 */
export async function approvedApplicationWithoutAccount(db: Db, email: string): Promise<PartnerApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(pa)
    .where(and(eq(pa.email, email), eq(pa.status, 'APPROVED'), isNull(pa.userId)))
    .orderBy(desc(pa.decidedAt))
    .limit(1);
  return row;
}

/**
 * The statements that complete an approval at sign-up, run in the sign-up's batch after the account's
 * insert: the history row (MEMBER → PARTNER, by the admin who approved) and the application's account.
 */
export function partnerGrantStatements(db: Db, application: PartnerApplicationRow, userId: ReturnType<typeof sql<number>>, at: string): BatchItem[] {
  return [
    db.insert(schema.permissionChangeHistory).values({
      changedById: application.decidedById ?? 0,
      changedByUsername: application.decidedByUsername ?? '',
      userId,
      username: application.email,
      fromRole: 'MEMBER',
      toRole: 'PARTNER',
      ip: '',
      createdAt: at,
    }),
    db
      .update(pa)
      .set({ userId })
      .where(and(eq(pa.id, application.id), isNull(pa.userId))),
  ];
}
