// The language of a page, from its URL. Korean (the default) lives at the spec's routes and English
// under /en/ (DESIGN.md §1, languages); `[...locale]` pages receive the prefix as their `locale` param.
import { defaultLang, isLang, type Lang } from '#core/i18n/locales.ts';
import { splitLangPath } from './urls.ts';

/** `undefined` (no prefix) is Korean, `en` is English; anything else is not a page of ours (null → 404). */
export function langFromLocaleParam(locale: string | undefined): Lang | null {
  if (locale === undefined || locale === '') return defaultLang;
  return isLang(locale) && locale !== defaultLang ? locale : null;
}

/** The language of any path, for pages that have no locale param (the 404 page): `/en` and `/en/…` are English. */
export function langFromPathname(pathname: string): Lang {
  return splitLangPath(pathname).lang;
}

/**
 * The answer of a page that does not exist: an empty 404, which Astro replaces with `pages/404.astro`
 * rendered for the original URL (so the not-found page keeps the language of the path) and status 404.
 */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}
