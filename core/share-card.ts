// A page's share card (decision 057): the 1200 × 630 picture a shared link shows when the page's item has no
// picture of its own. It draws the site's name and mark, a title in the page's language and the kind's (or the
// section's) name, and it is drawn on request by GET /api/public/share-card from what the portal declares, never
// from text in the address: an item of a kind whose rows have public pages (by kind and id, while a visitor may
// see it), or a page of the table below (by its route). The address carries a version made of what the card
// draws, so it changes when the picture does and the picture can be kept for good.
import type { ContentKindName } from './content-kinds.ts';
import { videoProductNameKeys, videoProducts } from './education.ts';
import type { Lang } from './i18n/locales.ts';
import { translator, type MessageKey, type Translate } from './i18n/translate.ts';
import { kindDeclarations } from './kinds/index.ts';
import type { KindDeclaration } from './kinds/types.ts';

/** The card's size and type, what og:image:width, height and type say. */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** Raised when the card's drawing changes, so every card gets a new address. */
const SHARE_CARD_DESIGN = 1;

/** The call that draws a card (core/auth/calls.ts). */
export const SHARE_CARD_PATH = '/api/public/share-card';

/**
 * The kinds whose rows have a card: the public kinds with a detail page of one row (a path with its id), the
 * pages a link to one item is shared from. The videos (played on their channel) and the FAQ (answered in its
 * list) have none; the partner area's kinds are not public.
 */
export const shareCardKinds = (Object.entries(kindDeclarations) as [ContentKindName, KindDeclaration][])
  .filter(([, kind]) => {
    const detail = kind.screens.find((screen) => screen.route === kind.detail.route);
    return kind.readers === 'everyone' && !kind.detail.idInQuery && kind.detail.route !== kind.screens[0]?.route && detail?.openTo === 'everyone';
  })
  .map(([name]) => name) as [ContentKindName, ...ContentKindName[]];
export type ShareCardKind = (typeof shareCardKinds)[number];

export const isShareCardKind = (name: string): name is ShareCardKind => (shareCardKinds as readonly string[]).includes(name);

/** A page's card: its title, and the section of the site it belongs to (a header menu's name), if any. */
type PageCard = { title: (t: Translate) => string; section?: MessageKey };

const titled = (key: MessageKey, section?: MessageKey): PageCard => ({ title: (t) => t(key), ...(section ? { section } : {}) });

/** The site's own pages a search engine lists (site/src/lib/routes.ts `sitemap`), with their titles. */
const sitePages: Record<string, PageCard> = {
  '/': titled('home.title'),
  '/products/overview': titled('nav.productsOverview', 'nav.products'),
  '/products/machine-learning': titled('nav.productsMachineLearning', 'nav.products'),
  '/products/data-hub': titled('nav.productsDataHub', 'nav.products'),
  '/download': titled('download.title', 'nav.download'),
  '/download/guide': titled('installGuide.title', 'nav.download'),
  '/about': titled('about.title'),
  '/privacy_policy': titled('privacy.title'),
  '/terms-conditions': titled('termsPage.title'),
  '/privacy_policy_sup': titled('supporters.title'),
  '/dso1/introduction': titled('dso.introTitle'),
  '/dso1/application': titled('dso.applicationTitle'),
  '/community/forecast-item': titled('nav.forecastItem', 'nav.community'),
  '/education/prods': titled('nav.certification', 'nav.education'),
  '/partner/partner-policy': titled('partner.policyTitle', 'nav.partner'),
};

/** The kinds' lists a search engine lists, under their menu entry's name. */
const kindLists: Record<string, PageCard> = Object.fromEntries(
  Object.values(kindDeclarations).flatMap((kind: KindDeclaration) =>
    kind.screens
      .filter((screen) => screen.sitemap && screen.openTo === 'everyone')
      .map((screen) => [screen.route, titled(kind.menu?.key ?? kind.nameKey, kind.menu?.menu)] as const),
  ),
);

/** Each product's video channel and training guide (core/education.ts). */
const productChannels: Record<string, PageCard> = Object.fromEntries(
  videoProducts.flatMap((product) => [
    [
      `/education/${product}-tv`,
      { title: (t: Translate) => t('education.channelTitle', { product: t(videoProductNameKeys[product]) }), section: 'nav.education' },
    ],
    [
      `/education/${product}-training-guide-tv`,
      { title: (t: Translate) => t('education.guideTitle', { product: t(videoProductNameKeys[product]) }), section: 'nav.education' },
    ],
  ]),
);

const pageCards: Readonly<Record<string, PageCard>> = { ...sitePages, ...kindLists, ...productChannels };

/** The routes of the pages with a card of their own; any other page shows the home page's. */
export const shareCardPages = Object.keys(pageCards) as [string, ...string[]];

/** What a card shows of itself: the item's or page's subject. */
export type ShareCardSubject = { kind: ShareCardKind; id: number } | { page: string };

/** The words a card draws, in a language. */
export type ShareCardText = { lang: Lang; siteName: string; title: string; kindName: string };

/** The words of an item's card: its title (the other language's when the page's is empty) and its kind's name. */
export function itemCardText(kind: ShareCardKind, titles: { ko: string; en: string }, lang: Lang): ShareCardText {
  const t = translator(lang);
  const own = titles[lang].trim();
  return { lang, siteName: t('site.name'), title: own || titles[lang === 'ko' ? 'en' : 'ko'].trim(), kindName: t(kindDeclarations[kind].nameKey) };
}

/** The words of a page's card; a page without one of its own shows the home page's. */
export function pageCardText(route: string, lang: Lang): ShareCardText {
  const t = translator(lang);
  const card = pageCards[route] ?? pageCards['/']!;
  return { lang, siteName: t('site.name'), title: card.title(t), kindName: card.section ? t(card.section) : '' };
}

/** The route whose card a page shows: its own when it has one, the home page's otherwise. */
export const pageCardRoute = (route: string | undefined): string => (route !== undefined && route in pageCards ? route : '/');

/** A short version of what a card draws (FNV-1a, 32 bits, in base 36): the part of the address that changes with the picture. */
export function shareCardVersion(text: ShareCardText): string {
  let hash = 0x811c9dc5;
  for (const char of [SHARE_CARD_DESIGN, text.lang, text.siteName, text.kindName, text.title].join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The card's address on the site (relative): its subject, language and version. */
export function shareCardAddress(subject: ShareCardSubject, text: ShareCardText): string {
  const query = new URLSearchParams('page' in subject ? { page: subject.page } : { kind: subject.kind, id: String(subject.id) });
  query.set('lang', text.lang);
  query.set('v', shareCardVersion(text));
  return `${SHARE_CARD_PATH}?${query.toString()}`;
}
