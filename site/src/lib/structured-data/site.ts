// The portal as an organisation and as a web site (the home page's nodes): its name and address in the page's
// language, its mark, and the site search (/search?keyword=) as the site's SearchAction, so a search engine
// may offer a search box for it.
import type { Organization, SearchAction, WebSite, WithActionConstraints } from 'schema-dts';
import { translator } from '#core/i18n/translate.ts';
import { paths } from '../routes.ts';
import { idOf, languageOf, type PageContext } from './page.ts';

/** The id of the site's node in the page's language (its home page's address). */
export const siteId = (page: PageContext): string => idOf(page.href(paths.home), 'website');

/** The id of the organisation behind the portal, one in every language. */
export const organizationId = (page: PageContext): string => idOf(page.file('/'), 'organization');

export function organization(page: PageContext): Organization {
  const t = translator(page.lang);
  return {
    '@type': 'Organization',
    '@id': organizationId(page),
    name: t('site.name'),
    url: page.href(paths.home),
    logo: page.file('/favicon.svg'),
  };
}

/** The organisation as the author or publisher of an item: the same node, whole, on every page that names it. */
export const organizationRef = organization;

/** The site search as a search engine may offer it: /search?keyword= in the page's language. */
function searchAction(page: PageContext): WithActionConstraints<SearchAction> {
  return {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${page.href(paths.search)}?keyword={keyword}` },
    'query-input': 'required name=keyword',
  };
}

export function webSite(page: PageContext): WebSite {
  const t = translator(page.lang);
  return {
    '@type': 'WebSite',
    '@id': siteId(page),
    name: t('site.name'),
    description: t('site.description'),
    url: page.href(paths.home),
    inLanguage: languageOf(page.lang),
    publisher: { '@id': organizationId(page) },
    potentialAction: searchAction(page),
  };
}
