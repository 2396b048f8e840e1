// The dialling codes offered by the sign-up, partner application and change-info forms: the seeded
// countries (Korea first), each named in the page's language.
import type { Lang } from '#core/i18n/locales.ts';
import { countries } from '#db/seed/catalogues/countries.ts';

export function countryOptions(lang: Lang): { iso2: string; dialCode: string; name: string }[] {
  return countries.map((country) => ({ iso2: country.iso2, dialCode: country.dialCode, name: lang === 'en' ? country.nameEn : country.nameKr }));
}
