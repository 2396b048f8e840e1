// What a page needs to show a page picture (decision 056): the original with its real size, the WebP copies as a
// `srcset`, and the preload of the first picture. The layouts' widths each picture takes are the `sizes` below.
import type { PictureView } from '#core/pictures.ts';

/** A picture as an <img> and its <source>: the original, and the copies when there are any. */
export type PictureSources = {
  src: string;
  width: number;
  height: number;
  /** The WebP copies, `url 640w, …`; empty until they are made (the original alone is shown). */
  webpSrcset: string;
};

/**
 * The sources of the picture at `url` (`/api/files/…`): its copies and size from `view` (db/queries/picture.ts
 * picturesOf), or the original alone at the size the layout assumes while there is no view.
 */
export function pictureSources(url: string, view: PictureView | undefined, assumed: { width: number; height: number }): PictureSources {
  return {
    src: url,
    width: view?.width ?? assumed.width,
    height: view?.height ?? assumed.height,
    webpSrcset: (view?.widths ?? []).map((variant) => `${variant.url} ${variant.width}w`).join(', '),
  };
}

/** A banner's picture (1200 × 450 is the size the console asks for, assumed until its own is known). */
export const bannerSources = (banner: { imgUrl: string }, view: PictureView | undefined) => pictureSources(banner.imgUrl, view, { width: 1200, height: 450 });

/** A story's thumbnail by its stored path (16:9, shown in a 16:9 frame: 640 × 360 assumed until its own size is known). */
export const thumbnailSources = (storedPath: string, view: PictureView | undefined) => pictureSources(`/api${storedPath}`, view, { width: 640, height: 360 });

/** The `<link rel="preload">` of a page's first picture (components/DocumentHead.astro). */
export type PicturePreload = { href: string; srcset: string; sizes: string };

export const preloadOf = (sources: PictureSources, sizes: string): PicturePreload => ({ href: sources.src, srcset: sources.webpSrcset, sizes });

/**
 * The widths the layouts give a picture, for the browser to choose a copy before it lays the page out (at 390 px
 * and 1366 px wide, the widths the tests and the measurements check):
 * - a home banner fills the width and covers a slide at least clamp(20rem, 42vw, 28rem) high, so a wide
 *   picture is drawn wider than the window on a phone (about 850 px of a 2.67:1 banner at 390 px);
 * - a card of the home page: one column on a phone (the window less its gutters), three of about 23rem in the
 *   1200 px column;
 * - a card of a list: one column on a phone, three of about 16rem beside the filters;
 * - a story's picture: the page's column, 48.5rem beside the side panel at 1200 px.
 */
export const pictureSizes = {
  banner: (picture: { width: number; height: number }) => `max(100vw, calc(clamp(20rem, 42vw, 28rem) * ${(picture.width / picture.height).toFixed(3)}))`,
  homeCard: '(min-width: 75rem) 23rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)',
  listCard: '(min-width: 75rem) 17rem, (min-width: 56rem) 30vw, (min-width: 40rem) 45vw, calc(100vw - 2rem)',
  storyHero: '(min-width: 75rem) 48.5rem, (min-width: 56rem) calc(100vw - 26.5rem), calc(100vw - 2rem)',
  related: '6rem',
} as const;
