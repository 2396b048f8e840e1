// A model card as the detail pages show it (decision 055): the fields given, each with its label's key, the
// metrics' values in the page's language, and a release's changelog in the page's language or, when it was
// written only in the other, in that one (with its language, for the page's `lang`).
import { langTags, type Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { modelCardCodeFields, modelCardCodeKey, type ModelCardView, type ModelVersionView } from '#core/schemas/model-card.ts';

/** The card's facts that were given, in the card's order: the four codes (their labels' keys) and the version. */
export function cardFacts(card: ModelCardView): { label: MessageKey; value: string; coded: boolean }[] {
  const coded = modelCardCodeFields
    .filter((field) => card[field] !== '')
    .map((field) => ({ label: `modelCard.${field}` as MessageKey, value: modelCardCodeKey(field, card[field]), coded: true }));
  return card.version === '' ? coded : [...coded, { label: 'modelCard.version', value: card.version, coded: false }];
}

/** Nothing given: no code, no metric, no version (the page leaves the card out). */
export const isEmptyCard = (card: ModelCardView) => cardFacts(card).length === 0 && card.metrics.length === 0;

const metricFormats = new Map<Lang, Intl.NumberFormat>();

/** A metric's value with the language's separators: `0.912`, `1,250`. */
export function formatMetric(value: number, lang: Lang): string {
  let format = metricFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(langTags[lang], { maximumFractionDigits: 4 });
    metricFormats.set(lang, format);
  }
  return format.format(value);
}

/** A release's changelog in the page's language, else in the other one; null when it has none. */
export function changelogIn(release: ModelVersionView, lang: Lang): { text: string; lang: Lang } | null {
  const [own, other]: [string, string] = lang === 'ko' ? [release.changelogKr, release.changelogEn] : [release.changelogEn, release.changelogKr];
  if (own.trim() !== '') return { text: own, lang };
  if (other.trim() !== '') return { text: other, lang: lang === 'ko' ? 'en' : 'ko' };
  return null;
}
