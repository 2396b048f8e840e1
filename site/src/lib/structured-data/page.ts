// What every structured-data builder starts from (decision 057): the page's language, its own address and its
// addresses in the languages it exists in, and the way to an absolute address of any page of the site, as
// components/DocumentHead.astro and components/Breadcrumb.astro make them from the request.
import type { CreativeWork, IdReference, Thing } from 'schema-dts';
import { defaultLang, langTags, type Lang } from '#core/i18n/locales.ts';
import { isHangul } from '#core/search/hangul.ts';

export type PageContext = {
  lang: Lang;
  /** The page's canonical address (absolute, in its language, with its canonical query). */
  url: string;
  /** The page's address in each language it exists in, its own included. */
  urls: Partial<Record<Lang, string>>;
  /** The absolute address of a page of the site (a path without the language prefix) in the page's language. */
  href: (path: string) => string;
  /** The absolute address of a file of the site (`/api/files/…`, `/favicon.svg`), the same in every language. */
  file: (path: string) => string;
};

/** What a page says of itself for search engines: built by the page from its context, rendered by DocumentHead. */
export type PageDescription = {
  /** Its kind of page (schema.org): a list is a CollectionPage, the FAQ a FAQPage, about us an AboutPage. */
  type?: 'WebPage' | 'CollectionPage' | 'AboutPage' | 'FAQPage';
  /** What the page is about: its item (an article, a model, a post…), its questions or its list. */
  mainEntity?: Thing | readonly Thing[];
  /** Other things the page describes besides itself (the home page's organisation and site). */
  nodes?: readonly Thing[];
};

export type DescribePage = (page: PageContext) => PageDescription;

/** The BCP 47 tag schema.org's inLanguage takes. */
export const languageOf = (lang: Lang): string => langTags[lang];

/** The node id of a thing of a page (`https://…/about#page`). */
export const idOf = (url: string, name: 'page' | 'item' | 'breadcrumb' | 'website' | 'organization'): string => `${url}#${name}`;

/** How a page or an item names the same work in the other language. */
export type TranslationLinks = { workTranslation?: CreativeWork[]; translationOfWork?: CreativeWork };

/**
 * A page's or item's link to the same work in the other language: Korean is the portal's first language
 * (x-default), so the Korean page names its English translation (workTranslation) and the English page the
 * Korean work it translates (translationOfWork). A page in one language only has none. The other work is named
 * by its node's id and address; its own page says what kind of work it is.
 */
export function translationLinks(page: PageContext, name: 'page' | 'item'): TranslationLinks {
  const work = (lang: Lang, url: string): CreativeWork => ({ '@type': 'CreativeWork', '@id': idOf(url, name), url, inLanguage: languageOf(lang) });
  if (page.lang === defaultLang) {
    const others = (Object.entries(page.urls) as [Lang, string][]).filter(([lang]) => lang !== page.lang);
    return others.length > 0 ? { workTranslation: others.map(([lang, url]) => work(lang, url)) } : {};
  }
  const original = page.urls[defaultLang];
  return original ? { translationOfWork: work(defaultLang, original) } : {};
}

/**
 * What every item a page is about says of itself: its id and address (the page's), the page it is the main thing
 * of, its language, and, when it is written in both languages, its translation. Content written in one language
 * (a forum post, a shared model) is in that language on both pages and is nobody's translation.
 */
export function itemFields(
  page: PageContext,
  written: { lang: Lang } | 'bilingual',
): { '@id': string; url: string; mainEntityOfPage: IdReference; inLanguage: string } & TranslationLinks {
  return {
    '@id': idOf(page.url, 'item'),
    url: page.url,
    mainEntityOfPage: { '@id': idOf(page.url, 'page') },
    inLanguage: languageOf(written === 'bilingual' ? page.lang : written.lang),
    ...(written === 'bilingual' ? translationLinks(page, 'item') : {}),
  };
}

/** The language of a text written in one language (a post, a shared entry): Korean when it has Hangul, as search reads it. */
export const writtenIn = (...texts: string[]): { lang: Lang } => ({ lang: texts.some((text) => isHangul(text)) ? 'ko' : 'en' });
