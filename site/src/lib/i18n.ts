// Page-side helpers around the message catalogues (core/i18n).
import type { Lang } from '#core/i18n/locales.ts';

/** The Korean or English variant of a bilingual field: `localized(model, 'title', 'en')` → `model.titleEn`. */
export function localized<F extends string, T extends Record<`${F}Kr` | `${F}En`, string>>(item: T, field: F, lang: Lang): string {
  return lang === 'en' ? item[`${field}En`] : item[`${field}Kr`];
}

/** The name of a catalogue entry (industry, algorithm) in a language. */
export function codeName(item: { nameKr: string; nameEn: string }, lang: Lang): string {
  return lang === 'en' ? item.nameEn : item.nameKr;
}
