// The public banner list (portal spec §7.2: GET /api/public/banner/get-list/ko or /en).
import * as v from 'valibot';
import { MAX_RECORD_ID, typedText } from './common.ts';

/** The language in the path: only `ko` and `en` exist. */
export const bannerListParams = v.object({ lang: v.picklist(['ko', 'en'], 'validation.invalid') });

export const bannerButton = v.object({ text: v.string(), link: v.string() });
export type BannerButton = v.InferOutput<typeof bannerButton>;

/** A banner in use as the home page shows it; only the buttons in use are listed. */
export const bannerView = v.object({
  id: v.number(),
  position: v.number(),
  title: v.string(),
  content: v.string(),
  imgUrl: v.pipe(v.string(), v.description('where the browser fetches the image: /api + imgStoredPath')),
  imgStoredPath: v.string(),
  buttons: v.array(bannerButton),
});

export type BannerView = v.InferOutput<typeof bannerView>;

export const bannerList = v.array(bannerView);

// ——— The console's banner calls (admin spec §3, §4, §5, §7.1) ———

/** Banners in use per language (admin spec §5, §9). */
export const BANNER_MIN_IN_USE = 1;
export const BANNER_MAX_IN_USE = 5;
/** The largest banner image, 1024-based (admin spec §5, §9: 1.5 MB). */
export const BANNER_IMAGE_MAX_BYTES = 1.5 * 1024 * 1024;
/** The image types a banner takes, lower case; the extension is compared case-insensitively. */
export const bannerImageExtensions = ['jpg', 'jpeg', 'png'] as const;

export const isBannerImageName = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && (bannerImageExtensions as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
};

/**
 * A button's link: a public web address (http or https) or a page of the portal (`/download`). The
 * seed's and the old portal's banners link to pages by path; `//host` is another site and not a path.
 */
export function isBannerLink(text: string): boolean {
  const link = text.trim();
  if (link.startsWith('/')) return !link.startsWith('//') && !/[\s\\]/.test(link) && link.length <= 500;
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && url.username === '' && link.length <= 500;
  } catch {
    return false;
  }
}

const oneLine = (max: number) => v.pipe(typedText({ singleLine: true }), v.trim(), v.maxLength(max, 'validation.maxLength'));

/** A banner's fields as the console sends them; the button rules need two fields each, so they are checked on the whole. */
const bannerFields = {
  // absent fields run as '' so they answer the spec's own message rather than a generic one
  title: v.optional(v.pipe(v.string('bannerAdmin.titleRequired'), oneLine(100), v.nonEmpty('bannerAdmin.titleRequired')), ''),
  content: v.optional(
    v.pipe(
      typedText({ singleLine: false, message: 'bannerAdmin.contentRequired' }),
      v.trim(),
      v.nonEmpty('bannerAdmin.contentRequired'),
      v.maxLength(300, 'validation.maxLength'),
    ),
    '',
  ),
  inUse: v.boolean(),
  button1InUse: v.boolean(),
  button1Text: v.optional(oneLine(30), ''),
  button1Link: v.optional(oneLine(500), ''),
  button2InUse: v.boolean(),
  button2Text: v.optional(oneLine(30), ''),
  button2Link: v.optional(oneLine(500), ''),
};

type ButtonFields = { button1InUse: boolean; button1Text: string; button1Link: string; button2InUse: boolean; button2Text: string; button2Link: string };

/** The first broken button rule of admin spec §5 (text and a valid link for a button in use), or null. */
export function bannerButtonIssue(input: ButtonFields): { n: 1 | 2; key: 'bannerAdmin.buttonTextRequired' | 'bannerAdmin.buttonLinkInvalid' } | null {
  for (const n of [1, 2] as const) {
    if (!input[`button${n}InUse`]) continue;
    if (input[`button${n}Text`] === '') return { n, key: 'bannerAdmin.buttonTextRequired' };
    if (!isBannerLink(input[`button${n}Link`])) return { n, key: 'bannerAdmin.buttonLinkInvalid' };
  }
  return null;
}

/** The stored path of an uploaded image, as upload-banner-img answered it. */
const imgStoredPath = v.pipe(v.string('bannerAdmin.imageRequired'), v.regex(/^\/files\/banner\/[0-9a-f-]{36}\.(png|jpe?g)$/, 'bannerAdmin.imageRequired'));

/** POST /api/admin/banner: a new banner, its image uploaded first. */
export const bannerCreate = v.object({ languageCode: bannerListParams.entries.lang, imgStoredPath: v.optional(imgStoredPath, ''), ...bannerFields });
export type BannerCreate = v.InferOutput<typeof bannerCreate>;

/** PUT /api/admin/banner: the id, the fields, and a new image only when the admin chose one (admin spec §4). */
export const bannerUpdate = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_ID)),
  imgStoredPath: v.optional(v.union([imgStoredPath, v.literal(''), v.null()])),
  ...bannerFields,
});
export type BannerUpdate = v.InferOutput<typeof bannerUpdate>;

/** PUT /api/admin/banner/change-banner-possition: the new order of one language's banners, and their in-use switches. */
export const bannerPositionChanges = v.object({
  bannerPositionChanges: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_ID)),
        position: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
        inUse: v.optional(v.boolean()),
      }),
    ),
    v.minLength(1, 'bannerAdmin.positionsInvalid'),
    v.maxLength(200, 'bannerAdmin.positionsInvalid'),
  ),
});
export type BannerPositionChanges = v.InferOutput<typeof bannerPositionChanges>;

/** A banner as the console lists and edits it: every field, in use or not. */
export const bannerAdminItem = v.object({
  id: v.number(),
  languageCode: v.picklist(['ko', 'en']),
  position: v.number(),
  title: v.string(),
  content: v.string(),
  imgStoredPath: v.string(),
  imgUrl: v.string(),
  inUse: v.boolean(),
  button1InUse: v.boolean(),
  button1Text: v.string(),
  button1Link: v.string(),
  button2InUse: v.boolean(),
  button2Text: v.string(),
  button2Link: v.string(),
  createdDate: v.string(),
  updatedDate: v.nullable(v.string()),
});
export type BannerAdminItem = v.InferOutput<typeof bannerAdminItem>;

/** What upload-banner-img answers: the stored path to send back as `imgStoredPath`, and where to preview it. */
export const bannerImageUpload = v.object({ imgStoredPath: v.string(), imgUrl: v.string(), name: v.string(), size: v.number() });
export type BannerImageUpload = v.InferOutput<typeof bannerImageUpload>;
