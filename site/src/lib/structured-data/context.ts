// The page context of a request (lib/structured-data/page.ts): the addresses DocumentHead gives the canonical and
// alternate links, made the same way for the structured data and the visible breadcrumb's.
import type { Lang } from '#core/i18n/locales.ts';
import { absoluteUrl, localizePath, publicSite } from '../urls.ts';
import type { PageContext } from './page.ts';

export type ContextInput = {
  locals: Partial<App.Locals>;
  /** The build's site (Astro.site) and the request's address (Astro.url). */
  site: URL | undefined;
  url: URL;
  lang: Lang;
  /** The page's path without the language prefix, and its canonical query. */
  path: string;
  search?: string | undefined;
  /** The languages the page exists in. */
  alternates: readonly Lang[];
};

export function pageContext(input: ContextInput): PageContext {
  const site = publicSite(input.locals, input.site);
  const urlIn = (lang: Lang) => absoluteUrl(localizePath(input.path, lang) + (input.search ?? ''), site, input.url);
  return {
    lang: input.lang,
    url: urlIn(input.lang),
    urls: Object.fromEntries(input.alternates.map((lang) => [lang, urlIn(lang)])),
    href: (path) => absoluteUrl(localizePath(path, input.lang), site, input.url),
    file: (path) => absoluteUrl(path, site, input.url),
  };
}
