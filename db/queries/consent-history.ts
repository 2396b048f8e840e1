// The history of a member's consents (issue 33): what each change of `term_agreement` agreed to or withdrew, with
// the version of the text in force, written in the same batch as the change by every writer of the row (sign-up,
// My Page, the renewal, the acceptance of a new version, the seed). My Page reads it a page at a time.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { documentOfTerm, parseTermsContent, termsOfUseRevision } from '#core/auth/terms.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { ConsentHistoryItem } from '#core/schemas/consent.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { pageRows } from './page-rows.ts';
import { listPolicyRevisions, policyOn, revisionLabel } from './policy.ts';
import { optionalItems, type TermAgreementRow } from './term-agreement.ts';

const h = schema.consentHistory;

export type ConsentSource = ConsentHistoryItem['source'];
/** Each item's state: agreed (true) or not. */
export type ConsentFlags = Readonly<Record<string, boolean>>;

/** The items a consent row records as agreed or not: its required list, and every optional flag. */
export function consentFlagsOf(term: Pick<TermAgreementRow, 'requiredTermsContent' | (typeof optionalItems)[number][0]> | null): ConsentFlags {
  if (!term) return {};
  const flags: Record<string, boolean> = {};
  for (const item of parseTermsContent(term.requiredTermsContent)) flags[item] = true;
  for (const [flag, item] of optionalItems) flags[item] = term[flag];
  return flags;
}

/** The label of the terms of use in force (a constant of the build: core/auth/terms.ts). */
export const termsOfUseLabel = revisionLabel(termsOfUseRevision);

/** The privacy policy revision in force on `today` (YYYY-MM-DD, Korea) in a language, if the console has one. */
export async function privacyPolicyInForce(db: Db, lang: Lang, today: string) {
  return policyOn(await listPolicyRevisions(db, lang === 'en' ? 'LANG_EN' : 'LANG_KO'), today).current;
}

/** The version label each item's consent is given to today: the terms of use's, or the privacy policy's in force. */
export async function consentVersionsOn(db: Db, lang: Lang, today: string): Promise<(item: string) => string> {
  const policy = await privacyPolicyInForce(db, lang, today);
  const privacy = policy ? revisionLabel(policy) : '';
  return (item) => (documentOfTerm(item) === 'TERMS_OF_USE' ? termsOfUseLabel : privacy);
}

export type ConsentChange = { userId: number | SQL; source: ConsentSource; at: string; versionOf: (item: string) => string };

/**
 * The history rows of a change from `before` to `after` (one insert, or none when nothing changed): an item now
 * agreed that was not is AGREED, one no longer agreed is WITHDRAWN. `always` lists items recorded as AGREED even
 * when they were agreed already: the required items accepted again for a new version.
 */
export function consentHistoryStatements(
  db: Db,
  before: ConsentFlags,
  after: ConsentFlags,
  change: ConsentChange,
  always: readonly string[] = [],
): BatchItem[] {
  const items = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const rows = items.flatMap((item) => {
    const was = before[item] === true;
    const is = after[item] === true;
    if (was === is && !(is && always.includes(item))) return [];
    return [
      {
        userId: change.userId,
        item,
        action: is ? ('AGREED' as const) : ('WITHDRAWN' as const),
        version: change.versionOf(item),
        source: change.source,
        createdAt: change.at,
      },
    ];
  });
  return rows.length === 0 ? [] : [db.insert(h).values(rows)];
}

/** A page of a member's consent history, newest first. */
export async function listConsentHistory(db: Db, userId: number, paging: { page: number; pageSize: number }): Promise<Page<ConsentHistoryItem>> {
  const where = eq(h.userId, userId);
  const [total] = await db.select({ n: count() }).from(h).where(where);
  const rows = await pageRows(
    db
      .select({ id: h.id, item: h.item, action: h.action, version: h.version, source: h.source, createdAt: h.createdAt })
      .from(h)
      .where(where)
      .orderBy(desc(h.id))
      .$dynamic(),
    paging,
  );
  return pageOf(rows, total?.n ?? 0, paging.page, paging.pageSize);
}

/** When each of the items last changed for a member (its newest history row). */
export async function lastConsentChanges(db: Db, userId: number, items: readonly string[]): Promise<Map<string, string>> {
  if (items.length === 0) return new Map();
  const newest = db
    .select({ id: sql<number>`max(${h.id})` })
    .from(h)
    .where(and(eq(h.userId, userId), inArray(h.item, [...items])))
    .groupBy(h.item);
  const rows = await db.select({ item: h.item, createdAt: h.createdAt }).from(h).where(inArray(h.id, newest));
  return new Map(rows.map((row) => [row.item, row.createdAt]));
}
