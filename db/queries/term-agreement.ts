import { eq } from 'drizzle-orm';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import type { OptionalTerm } from '#core/auth/terms.ts';
import { schema, type Db } from '../client.ts';

export type TermAgreementRow = typeof schema.termAgreement.$inferSelect;
/** A new row; `userId` may be a subquery, so the sign-up batch can refer to the account it inserts. */
export type NewTermAgreement = SQLiteInsertValue<typeof schema.termAgreement>;
export type TermAgreementChange = Partial<Omit<TermAgreementRow, 'userId' | 'lang' | 'requiredTermsContent' | 'agreedAt'>>;

export async function findTermAgreement(db: Db, userId: number): Promise<TermAgreementRow | null> {
  const [row] = await db.select().from(schema.termAgreement).where(eq(schema.termAgreement.userId, userId)).limit(1);
  return row ?? null;
}

/** The insert as a statement, for the sign-up batch. */
export function insertTermAgreementStatement(db: Db, row: NewTermAgreement) {
  return db.insert(schema.termAgreement).values(row);
}

/**
 * Changes the optional consents. An account made without consents (by an admin) gets its row here,
 * with no required item recorded as agreed.
 */
export function upsertTermAgreementStatement(db: Db, userId: number, lang: 'ko' | 'en', change: TermAgreementChange, now: string) {
  return db
    .insert(schema.termAgreement)
    .values({ userId, lang, requiredTermsContent: '[]', agreedAt: now, ...change })
    .onConflictDoUpdate({ target: schema.termAgreement.userId, set: change });
}

export async function upsertTermAgreement(db: Db, userId: number, lang: 'ko' | 'en', change: TermAgreementChange, now: string): Promise<void> {
  await upsertTermAgreementStatement(db, userId, lang, change, now);
}

export type OptionalFlags = Pick<
  TermAgreementRow,
  | 'isAgreeOptionalItem4'
  | 'isAgreeOptionalItem5'
  | 'isAgreeOptionalItem6'
  | 'isAgreeOptionalItem61'
  | 'isAgreeOptionalItem62'
  | 'isAgreeOptionalItem63'
  | 'isAgreePartnerBoard'
  | 'isAgreeSecondaryContact'
>;

/** Each optional flag of the consent row and the item id it stands for (core/auth/terms.ts). */
export const optionalItems: readonly [keyof OptionalFlags, OptionalTerm][] = [
  ['isAgreeOptionalItem4', 'OPTIONAL_COLLECTION'],
  ['isAgreeOptionalItem5', 'MARKETING_USE'],
  ['isAgreeOptionalItem6', 'MARKETING_RECEPTION'],
  ['isAgreeOptionalItem61', 'MARKETING_EMAIL'],
  ['isAgreeOptionalItem62', 'MARKETING_MESSAGE'],
  ['isAgreeOptionalItem63', 'MARKETING_MOBILE'],
  ['isAgreePartnerBoard', 'PARTNER_BOARD'],
  ['isAgreeSecondaryContact', 'SECONDARY_CONTACT'],
];

/**
 * The stored list of optional items (core/auth/terms.ts ids), made from the flags so the two never
 * disagree: the flags are what every other part of the portal reads.
 */
export function optionalTermsContentOf(flags: OptionalFlags): string {
  return JSON.stringify(optionalItems.filter(([flag]) => flags[flag]).map(([, item]) => item));
}

/**
 * The acceptance of the required items of a language again (issue 33: a new version of the terms or the privacy
 * policy), as one statement: the row's required list and the day of the acceptance; an account made without
 * consents (by an admin) gets its row here.
 */
export function acceptRequiredTermsStatement(db: Db, userId: number, lang: 'ko' | 'en', items: readonly string[], now: string) {
  const change = { isAgreeRequiredTerms: true, requiredTermsContent: JSON.stringify(items), requiredAgreedAt: now };
  return db
    .insert(schema.termAgreement)
    .values({ userId, lang, agreedAt: now, ...change })
    .onConflictDoUpdate({ target: schema.termAgreement.userId, set: change });
}
