// The site's languages, declared once. Korean is the default and lives at the spec's routes;
// English lives under /en/.
export const langs = ['ko', 'en'] as const;
export type Lang = (typeof langs)[number];
export const defaultLang: Lang = 'ko';

export const langLabels: Record<Lang, string> = { ko: '한국어', en: 'English' };
/** BCP 47 tags for <html lang>, hreflang and Intl formatting. */
export const langTags: Record<Lang, string> = { ko: 'ko-KR', en: 'en-US' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langs as readonly string[]).includes(value);
}

/** The language of a BCP 47 tag, such as a page's `<html lang>` ('en-US' → 'en'): Korean for any other. */
export function langFromTag(tag: string | null | undefined): Lang {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLang(base) ? base : defaultLang;
}

/** Picks the language of an Accept-Language header: `ko` unless English is preferred. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return defaultLang;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = ranked.find((entry) => isLang(entry.base));
  return first && isLang(first.base) ? first.base : defaultLang;
}
