// The picture a shared link of a page shows (og:image, twitter:image; decision 057), chosen in this one place:
// the item's own picture when it has one (a story's thumbnail), else the portal's card of the item, else the
// card of the page (core/share-card.ts), or the home page's for a page without one of its own.
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { itemCardText, pageCardRoute, pageCardText, SHARE_CARD, shareCardAddress, type ShareCardKind } from '#core/share-card.ts';

/** A picture of the item's own: its address on the site, its size and type where known, and what it shows. */
export type ItemPicture = { path: string; width?: number | undefined; height?: number | undefined; type: string; alt: string };

/** The item a page is about, as its share card knows it. */
export type ShareItem = { kind: ShareCardKind; id: number; titles: { ko: string; en: string }; picture?: ItemPicture | undefined };

export type SharePicture = { url: string; width?: number | undefined; height?: number | undefined; type: string; alt: string };

export function sharePictureOf(page: { lang: Lang; path: string | undefined; file: (path: string) => string }, item?: ShareItem): SharePicture {
  if (item?.picture) {
    const { path, ...facts } = item.picture;
    return { url: page.file(path), ...facts };
  }
  const route = pageCardRoute(page.path);
  const text = item ? itemCardText(item.kind, item.titles, page.lang) : pageCardText(route, page.lang);
  const address = shareCardAddress(item ? { kind: item.kind, id: item.id } : { page: route }, text);
  return {
    url: page.file(address),
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    type: SHARE_CARD.type,
    alt: translator(page.lang)('shareCard.alt', { site: text.siteName, title: text.title }),
  };
}
