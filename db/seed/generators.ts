import { localDate } from '#core/dates.ts';
import { paragraphsToRichText } from '#core/plain-text.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { consentFlagsOf, consentHistoryStatements, consentVersionsOn } from '../queries/consent-history.ts';
import { algorithms } from './catalogues/algorithms.ts';
import { industries } from './catalogues/industries.ts';
import type { PreBuiltModelSeed } from './catalogues/types.ts';
import { DEMO_CONTENT_WRITER, demoAccounts, type AccountSeed } from './content/accounts.ts';
import { preBuiltModels } from './content/pre-built-models.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A complete model with believable bilingual text; the seed and the tests both make models here. */
export function preBuiltModelSeed(overrides: Partial<PreBuiltModelSeed> = {}, index = 0): PreBuiltModelSeed {
  const base = preBuiltModels[index % preBuiltModels.length];
  if (!base) throw new Error('the demo content has no pre-built model');
  return { ...base, attachments: [], ...overrides };
}

export type Clock = { now: Date };

/** Inserts a model with its industry and algorithm links in one batch and returns its id. */
export async function insertPreBuiltModel(db: Db, seed: PreBuiltModelSeed, clock: Clock = { now: new Date() }): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.preBuiltModel)
    .values({
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      benefitKr: seed.benefitKr,
      benefitEn: seed.benefitEn,
      // the seed writes plain paragraphs; the portal stores these fields as rich text (what the forms save)
      overviewKr: paragraphsToRichText(seed.overviewKr),
      overviewEn: paragraphsToRichText(seed.overviewEn),
      painPointKr: paragraphsToRichText(seed.painPointKr),
      painPointEn: paragraphsToRichText(seed.painPointEn),
      advantageKr: paragraphsToRichText(seed.advantageKr),
      advantageEn: paragraphsToRichText(seed.advantageEn),
      valuePointKr: paragraphsToRichText(seed.valuePointKr),
      valuePointEn: paragraphsToRichText(seed.valuePointEn),
      howToUseType: seed.howToUseType,
      howToUseContent: seed.howToUseContent,
      view: seed.view,
      ...seed.card,
      version: seed.releases.at(-1)?.version ?? '',
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.preBuiltModel.id });
  if (!row) throw new Error('the model was not inserted');
  // the releases, spread evenly from its registration to a day ago
  const step = seed.releases.length > 1 ? Math.max(0, seed.daysAgo - 1) / (seed.releases.length - 1) : 0;
  const links: BatchItem[] = [
    ...seed.releases.map((release, index) =>
      db.insert(schema.modelVersion).values({
        kind: 'PRE_BUILT_MODEL',
        itemId: row.id,
        ...release,
        releasedAt: new Date(clock.now.getTime() - (seed.daysAgo - index * step) * dayMs).toISOString(),
        byUserName: DEMO_CONTENT_WRITER,
      }),
    ),
    ...seed.industries.map((code) => db.insert(schema.preBuiltModelIndustry).values({ modelId: row.id, industryKey: industryKey(code) })),
    ...seed.algorithms.map((code) => db.insert(schema.preBuiltModelAlgorithm).values({ modelId: row.id, algorithmKey: algorithmKey(code) })),
  ] as BatchItem[];
  await runBatch(db, links);
  return row.id;
}

export function industryKey(code: string): number {
  const found = industries.find((entry) => entry.code === code);
  if (!found) throw new Error(`unknown industry code ${code}`);
  return found.key;
}

export function algorithmKey(code: string): number {
  const found = algorithms.find((entry) => entry.code === code);
  if (!found) throw new Error(`unknown algorithm code ${code}`);
  return found.key;
}

let accountCounter = 0;

/** An active member with believable details and a unique address; the seed and the tests both use it. */
export function accountSeed(overrides: Partial<AccountSeed> = {}): AccountSeed {
  const base = demoAccounts[4];
  if (!base) throw new Error('the demo content has no member');
  accountCounter += 1;
  return {
    ...base,
    username: `member${accountCounter}.${Date.now().toString(36)}@example.co.kr`,
    phoneNumber: `0109${String(accountCounter).padStart(7, '0')}`,
    ...overrides,
  };
}

/** The optional flags of a consent row that agreed to none of them. */
const noOptionalConsent = {
  isAgreeOptionalItem4: false,
  isAgreeOptionalItem5: false,
  isAgreeOptionalItem6: false,
  isAgreeOptionalItem61: false,
  isAgreeOptionalItem62: false,
  isAgreeOptionalItem63: false,
  isAgreePartnerBoard: false,
  isAgreeSecondaryContact: false,
};

export type PasswordHasher = (password: string) => Promise<string>;

/**
 * Inserts an account with its consents (the Korean or English required terms, no marketing) and
 * returns its id. The password hash is made by the caller's hasher (the API's scrypt).
 */
export async function insertAccount(db: Db, seed: AccountSeed, password: string, hash: PasswordHasher, clock: Clock = { now: new Date() }): Promise<number> {
  const now = clock.now.toISOString();
  const [row] = await db
    .insert(schema.userAccount)
    .values({
      username: seed.username,
      passwordHash: await hash(password),
      name: seed.name,
      companyName: seed.companyName,
      departmentName: seed.departmentName,
      phoneNumber: seed.phoneNumber,
      country: seed.country,
      role: seed.role,
      status: seed.status,
      lang: seed.lang,
      privilege: seed.privilege,
      passwordChangedAt: new Date(clock.now.getTime() - seed.passwordAgeDays * dayMs).toISOString(),
      createdDtm: now,
      activatedAt: seed.status === 'PENDING' ? null : now,
      lastAccess: null,
    })
    .returning({ id: schema.userAccount.id });
  if (!row) throw new Error('the account was not inserted');
  const required =
    seed.lang === 'en' ? ['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16'] : ['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14'];
  const agreement = { userId: row.id, lang: seed.lang, requiredTermsContent: JSON.stringify(required), agreedAt: now };
  const versionOf = await consentVersionsOn(db, seed.lang, localDate(now));
  // the history of the sign-up's consents, as the sign-up call writes it (issue 33)
  const history = consentHistoryStatements(db, {}, consentFlagsOf({ ...agreement, ...noOptionalConsent }), {
    userId: row.id,
    source: 'SIGN_UP',
    at: now,
    versionOf,
  });
  await runBatch(db, [db.insert(schema.termAgreement).values(agreement), ...history]);
  return row.id;
}
