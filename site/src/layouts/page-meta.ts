// What a page tells its <head> (components/DocumentHead.astro), passed through the layouts unchanged.
import type { Lang } from '#core/i18n/locales.ts';
import type { PicturePreload } from '../lib/picture.ts';
import type { ShareItem } from '../lib/share-picture.ts';
import type { DescribePage } from '../lib/structured-data/page.ts';

export type PageMeta = {
  lang: Lang;
  /** The page's own title; the site name is added. Absent on the home page, whose title is the site name. */
  title?: string | undefined;
  description: string;
  /**
   * The page's path without the language prefix (`/resources/pre-built-model`). Absent for pages that must
   * not be indexed (not found): they get `noindex` and no canonical link.
   */
  path?: string | undefined;
  /** The canonical query string of the page (a filtered list), kept in the canonical and alternate links. */
  search?: string | undefined;
  ogType?: 'website' | 'article';
  /** The languages the page exists in; a Korean-only page (core/auth/screens.ts) passes ['ko']. */
  alternates?: readonly Lang[] | undefined;
  /**
   * The forum board the page shows, by id and name in the page's language, when everyone may read it: the
   * page offers the board's feed (core/feeds.ts) besides its kind's.
   */
  feedBoard?: { id: number; name: string } | undefined;
  /**
   * What the page says of itself for search engines (lib/structured-data/: its kind of page and its item),
   * rendered as JSON-LD on a page a search engine may list (lib/listed-pages.ts), and nowhere else.
   */
  describe?: DescribePage | undefined;
  /** The item a shared link of the page shows (lib/share-picture.ts); absent, the page's own card. */
  shareItem?: ShareItem | undefined;
  /** The page's first picture when it is the largest paint (a home banner, a story's picture): preloaded, first (decision 056). */
  preloadPicture?: PicturePreload | undefined;
};
