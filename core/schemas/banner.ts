// The public banner list (portal spec §7.2: GET /api/public/banner/get-list/ko or /en).
import * as v from 'valibot';

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
