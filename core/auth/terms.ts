// The consent items of sign-up (portal spec §3, sign-up payload). Each language has its own required
// terms; the optional items are the same, with the marketing channels (6-1 e-mail, 6-2 message,
// 6-3 mobile) offered in Korean. `requiredTermsContent` and `optionalTermsContent` carry the ids of
// the consented items as JSON text.
import type { Lang } from '../i18n/locales.ts';

export const requiredTerms = {
  ko: ['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14'],
  en: ['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16'],
} as const satisfies Record<Lang, readonly string[]>;

export const optionalTerms = [
  'OPTIONAL_COLLECTION',
  'MARKETING_USE',
  'MARKETING_RECEPTION',
  'MARKETING_EMAIL',
  'MARKETING_MESSAGE',
  'MARKETING_MOBILE',
  'PARTNER_BOARD',
  'SECONDARY_CONTACT',
] as const;

export type RequiredTerm = (typeof requiredTerms)[Lang][number];
export type OptionalTerm = (typeof optionalTerms)[number];

/** The minimum age of each language's terms (portal spec §9). */
export const minimumAge: Record<Lang, number> = { ko: 14, en: 16 };

/** Whether a consented list holds every required term of a language. */
export function hasAllRequiredTerms(consented: readonly string[], lang: Lang): boolean {
  return requiredTerms[lang].every((term) => consented.includes(term));
}

/** The ids of a consent list given as JSON text (`requiredTermsContent`); none when it is not such a list. */
export function parseTermsContent(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The terms of use in force (portal spec §9: enforcement date 2022-11-28). The text is a pre-rendered page
 * (site/src/content/policy/terms.*.md), so a new version is a new build: change the text and this line
 * together, and every member whose last acceptance is older is asked to accept again at their next sign-in
 * (issue 33). The privacy policy's versions are the console's (db/queries/policy.ts).
 */
export const termsOfUseRevision = { version: '1.0', effectiveDate: '2022-11-28' } as const;

/** The optional items a member withdraws or grants again with one click on My Page (portal spec §3: items 4, 5, 6, 6-1, 6-2, 6-3). */
export const withdrawableTerms = [
  'OPTIONAL_COLLECTION',
  'MARKETING_USE',
  'MARKETING_RECEPTION',
  'MARKETING_EMAIL',
  'MARKETING_MESSAGE',
  'MARKETING_MOBILE',
] as const satisfies readonly OptionalTerm[];
export type WithdrawableTerm = (typeof withdrawableTerms)[number];

/** The marketing reception channels (6-1, 6-2, 6-3): they exist only under item 6, and are offered in Korean. */
export const receptionChannels = ['MARKETING_EMAIL', 'MARKETING_MESSAGE', 'MARKETING_MOBILE'] as const satisfies readonly WithdrawableTerm[];

/**
 * Which text an item's consent was given to: the terms of use (and the age it states), or the privacy policy
 * (the personal-information items, the cross-border transfer and every optional item).
 */
export function documentOfTerm(item: string): 'TERMS_OF_USE' | 'PRIVACY_POLICY' {
  return item === 'TERMS_OF_USE' || item === 'AGE_14' || item === 'AGE_16' ? 'TERMS_OF_USE' : 'PRIVACY_POLICY';
}
