import { and, desc, eq } from 'drizzle-orm';
import type { PolicyStatus } from '#core/schemas/privacy-policy.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';

const p = schema.policy;

export type PolicyLangCode = 'LANG_KO' | 'LANG_EN';
export type PolicyRevision = typeof p.$inferSelect;

/** The portal's privacy policy (admin spec §3 defaults): the only policy the public pages show. */
export const PORTAL_PRIVACY_POLICY = { typeCode: 'PP_TYPE_PORTAL', nameCode: 'PP_NAME_PORTAL' } as const;

const portalPolicyIn = (langCode: PolicyLangCode) =>
  and(eq(p.typeCode, PORTAL_PRIVACY_POLICY.typeCode), eq(p.nameCode, PORTAL_PRIVACY_POLICY.nameCode), eq(p.langCode, langCode));

/** The portal privacy-policy revisions of a language, newest first (by effective date, then by id), from the read cache (a policy write forgets 'policy'). */
export function listPolicyRevisions(db: Db, langCode: PolicyLangCode): Promise<PolicyRevision[]> {
  return cachedRead(db, ['policy'], `policy:${langCode}`, () => db.select().from(p).where(portalPolicyIn(langCode)).orderBy(desc(p.effectiveDate), desc(p.id)));
}

/** One portal privacy-policy revision of a language, or undefined (an id of the other language is not found). */
export async function getPolicyRevision(db: Db, id: number, langCode: PolicyLangCode): Promise<PolicyRevision | undefined> {
  return (await listPolicyRevisions(db, langCode)).find((revision) => revision.id === id);
}

/** The `[V.{version}] {date}` label of a revision (admin spec §3). */
export const revisionLabel = (revision: Pick<PolicyRevision, 'version' | 'effectiveDate'>) => `[V.${revision.version}] ${revision.effectiveDate}`;

/**
 * Where each revision of one language stands on `today` (YYYY-MM-DD): the latest already in effect is in
 * force, those ahead are announced, the rest are earlier. `revisions` are one language's, newest first.
 */
export function statusesOn(revisions: readonly Pick<PolicyRevision, 'id' | 'effectiveDate'>[], today: string): Map<number, PolicyStatus> {
  const inForce = revisions.find((revision) => revision.effectiveDate <= today);
  return new Map(
    revisions.map((revision) => [revision.id, revision.effectiveDate > today ? 'UPCOMING' : revision.id === inForce?.id ? 'IN_FORCE' : 'EARLIER']),
  );
}

/** The revision in force on `today` and the announced ones (soonest first), of one language's revisions newest first. */
export function policyOn<R extends Pick<PolicyRevision, 'id' | 'effectiveDate' | 'useClassification'>>(revisions: readonly R[], today: string) {
  const current = revisions.find((revision) => revision.effectiveDate <= today) ?? revisions.find((revision) => revision.useClassification === 'PP_USE_NEWEST');
  const upcoming = revisions.filter((revision) => revision.effectiveDate > today).reverse();
  return { current, upcoming };
}
