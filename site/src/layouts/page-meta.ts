// What a page tells its <head> (components/DocumentHead.astro), passed through the layouts unchanged.
import type { Lang } from '#core/i18n/locales.ts';
import type { PicturePreload } from '../lib/picture.ts';

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
  /** The page's first picture when it is the largest paint (a home banner, a story's picture): preloaded, first (decision 056). */
  preloadPicture?: PicturePreload | undefined;
};
