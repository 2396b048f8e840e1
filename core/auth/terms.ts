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
