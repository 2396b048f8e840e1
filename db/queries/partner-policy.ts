// The partner policy (portal spec §2 /partner/partner-policy): one stored text per language, read
// through the read cache under 'PARTNER_POLICY' (decision 012; the migration's triggers tell the
// Worker's other isolates, decision 016) and written by the policy register page.
import { eq } from 'drizzle-orm';
import type { Lang } from '#core/i18n/locales.ts';
import type { PartnerPolicy, PartnerPolicyInput } from '#core/schemas/partner.ts';
import { cachedRead, forgetReads } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';

const p = schema.partnerPolicy;
const POLICY_ID = 1;

/** The stored policy, or null before anyone wrote one. */
export function getPartnerPolicy(db: Db): Promise<PartnerPolicy | null> {
  return cachedRead(db, ['PARTNER_POLICY'], 'partnerPolicy', async () => {
    const [row] = await db
      .select({ contentKr: p.contentKr, contentEn: p.contentEn, updByUserName: p.updByUserName, updDtm: p.updDtm })
      .from(p)
      .where(eq(p.id, POLICY_ID))
      .limit(1);
    return row ?? null;
  });
}

/** The policy's text in one language ('' when there is none yet). */
export const partnerPolicyIn = (policy: PartnerPolicy | null, lang: Lang) => (policy ? (lang === 'en' ? policy.contentEn : policy.contentKr) : '');

/** Saves both languages' text (already sanitised) as the one policy. */
export async function savePartnerPolicy(db: Db, input: PartnerPolicyInput, by: string, now: Date): Promise<void> {
  const values = { contentKr: input.contentKr, contentEn: input.contentEn, updByUserName: by, updDtm: now.toISOString() };
  await db
    .insert(p)
    .values({ id: POLICY_ID, ...values })
    .onConflictDoUpdate({ target: p.id, set: values });
  forgetReads(db, 'PARTNER_POLICY');
}
