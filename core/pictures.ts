// The pictures public pages show (decision 056): which uploads they are, the sizes and formats stored beside
// each original, and how a copy's key follows from the original's. The upload calls, the batch job, the file
// route and the pages all read these; the encoding itself is the server's (edge-api/src/lib/pictures/).
import { images } from './kinds/file-types.ts';
import { kindDeclarations } from './kinds/index.ts';

/**
 * Upload codes whose images appear in public pages: the home page's banners (no kind of content: admin spec
 * §7.1) and what the kinds declare as `pictures` (a story's thumbnail in the lists, the home page and its page).
 */
export const pictureUploadCodes: readonly string[] = [
  'BANNER',
  ...Object.values(kindDeclarations).flatMap((kind): readonly string[] => ('pictures' in kind ? kind.pictures : [])),
];

/** The formats the codecs read (by the bytes, not the name: a `.jpg` may hold a PNG the signature check let through). */
const pictureExtensions = new Set<string>([...images, 'webp']);

/** Whether an attachment is a page picture that gets copies in the pages' sizes. */
export function isPagePicture(row: { code: string; extension: string }): boolean {
  return pictureUploadCodes.includes(row.code) && pictureExtensions.has(row.extension.toLowerCase());
}

/**
 * The widths stored in WebP, those narrower than the original (never enlarged) and the original's own width
 * when it is narrower than the widest: a phone (360–430 CSS px at 2–3×) takes 640 or 960 for a full-width
 * banner, a desktop (1366 px at 1×) 1280 or 1920; a card 320–640.
 */
export const PAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The share card (og:image): the size link previews expect, cut from the middle of the picture. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/**
 * The largest picture the server decodes: 6 million pixels (3,000 × 2,000). Decoded, a picture takes 4 bytes a
 * pixel twice over (the decoder's memory and the copy it hands back), and the resizer and encoder hold their own
 * copies: about 100 MB at this size, near a Worker's 128 MB (measured on Node: decision 056). A larger one keeps
 * its original alone.
 */
export const MAX_PICTURE_PIXELS = 6_000_000;

export type VariantPurpose = 'page' | 'card';
export type VariantFormat = 'webp' | 'jpeg';

/** A stored copy as the pages read it. */
export type PictureVariant = { purpose: VariantPurpose; format: VariantFormat; width: number; height: number; url: string };

/** An original picture with its size and its stored copies, as the pages render it. */
export type PictureView = {
  /** The original, downloadable as uploaded. */
  url: string;
  width: number;
  height: number;
  /** The page-size WebP copies, narrowest first (none until they are made: the original is shown). */
  widths: PictureVariant[];
  /** The share card, once made. */
  card: PictureVariant | null;
};

/**
 * A copy's blob key, made from the original's (`files/banner/<uuid>.png` → `files/banner/<uuid>.w640.webp`,
 * `…/<uuid>.card.jpg`): keys are the server's, never a user's. The original's key is a server-made random
 * name, so copies of two originals never meet.
 */
export function variantKeyOf(originalKey: string, variant: { purpose: VariantPurpose; width: number; format: VariantFormat }): string {
  const stem = originalKey.replace(/\.[A-Za-z0-9]+$/, '');
  return variant.purpose === 'card' ? `${stem}.card.${variant.format === 'jpeg' ? 'jpg' : variant.format}` : `${stem}.w${variant.width}.${variant.format}`;
}

/** The widths of the copies of an original this wide, narrowest first. */
export function pageWidthsFor(originalWidth: number): number[] {
  const narrower: number[] = PAGE_WIDTHS.filter((width) => width < originalWidth);
  return originalWidth <= PAGE_WIDTHS[PAGE_WIDTHS.length - 1]! ? [...narrower, originalWidth] : narrower;
}
