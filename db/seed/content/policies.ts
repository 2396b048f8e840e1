// The privacy-policy revisions of the portal in both languages (portal spec §9), as rows of the policy
// table: the page /privacy_policy and GET /api/public/privacy-policy/revision read them from there, and
// the admin console edits them later.
import { count, eq } from 'drizzle-orm';
import { runBatch, schema, type Db } from '../../client.ts';
import type { Clock } from '../generators.ts';
import { privacyPolicyEn } from './privacy-policy-en.ts';
import { privacyPolicyKo } from './privacy-policy-ko.ts';
import { policyVersions } from './privacy-policy-versions.ts';

type PolicyRow = typeof schema.policy.$inferInsert;

/** Every revision in both languages; the newest of each language is the one in force (PP_USE_NEWEST). */
export function privacyPolicyRows(clock: Clock): PolicyRow[] {
  const newest = policyVersions[policyVersions.length - 1]?.version;
  return policyVersions.flatMap(({ version, effectiveDate }) =>
    (['LANG_KO', 'LANG_EN'] as const).map((langCode) => ({
      typeCode: 'PP_TYPE_PORTAL',
      nameCode: 'PP_NAME_PORTAL',
      langCode,
      version,
      useClassification: version === newest ? ('PP_USE_NEWEST' as const) : ('PP_USE_OLD' as const),
      // written within the one allow-list already, as the console would store it (edge-api/src/lib/rich-text.test.ts)
      content: langCode === 'LANG_KO' ? privacyPolicyKo(version, effectiveDate) : privacyPolicyEn(version, effectiveDate),
      effectiveDate,
      createdDate: clock.now.toISOString(),
      createdBy: 'seed',
    })),
  );
}

/** Loads the privacy-policy revisions when the portal has none (safe to run on every start). */
export async function seedPolicies(db: Db, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.policy).where(eq(schema.policy.typeCode, 'PP_TYPE_PORTAL'));
  if ((existing?.n ?? 0) > 0) return;
  // one statement per revision: each text is long, and D1 limits the size of a statement
  await runBatch(
    db,
    privacyPolicyRows(clock).map((row) => db.insert(schema.policy).values(row)),
  );
}
