// Localized paths: Korean at the spec's routes, English under /en/ (DESIGN.md §1).
import { defaultLang, isLang, type Lang } from '#core/i18n/locales.ts';

/** The path of a page in a language: `localizePath('/resources/pre-built-model', 'en')` → `/en/resources/pre-built-model`. */
export function localizePath(path: string, lang: Lang): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLang) return clean;
  return clean === '/' ? `/${lang}/` : `/${lang}${clean}`;
}

/** Splits a request path into its language and the path without the language prefix (and without a trailing slash). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const lang: Lang = isLang(first) && first !== defaultLang ? first : defaultLang;
  const rest = lang === defaultLang ? pathname : `/${segments.slice(2).join('/')}`;
  const path = rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest || '/';
  return { lang, path };
}

/** The same page in another language, query string included: what the language switch links to. */
export function counterpartUrl(url: URL, target: Lang): string {
  return localizePath(splitLangPath(url.pathname).path, target) + url.search;
}

/**
 * The portal's public address: the running portal's (PUBLIC_SITE_URL) for what is rendered on request,
 * the build's (`site` in astro.config.mjs, from the same variable) for pre-rendered pages.
 */
export function publicSite(locals: Partial<App.Locals>, buildSite: URL | undefined): URL | undefined {
  const configured = locals.deps?.config.publicSiteUrl;
  return configured ? new URL(configured) : buildSite;
}

/** An absolute URL on the configured site, falling back to the request's origin. */
export function absoluteUrl(pathAndSearch: string, site: URL | undefined, requestUrl?: URL): string {
  const base = site ?? requestUrl;
  return base ? new URL(pathAndSearch, base).href : pathAndSearch;
}
