// The education channels' videos (portal spec §3, §5; admin spec §7.2): the list's query, the view, and
// the save payload shared by the registration form and POST/PUT /api/admin/video. A video is entered as
// a video-site link whose id has 11 characters; embed code is refused with its own message, and only the
// id is stored.
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { looksLikeEmbedCode, videoCategories, videoIdOfLink, videoProducts } from '../education.ts';
import { bilingualText, keywordQuery, MAX_RECORD_ID, pageQuery, pageSchema, pageSizeQuery, requiredLine } from './common.ts';

/** A channel shows 10 videos per page (portal spec §9). */
export const VIDEO_PAGE_SIZE = LIST_PAGE_SIZE;

const product = v.picklist(videoProducts, 'validation.invalid');
const category = v.picklist(videoCategories, 'education.selectCategory');
/** A save's category: absent or empty (the form's "choose") is the same message as an unknown one. */
const chosenCategory = v.pipe(v.optional(v.string('education.selectCategory'), ''), category);

/** GET /api/public/video: a channel's videos, of one category or all, found by title, 10 a page. */
export const videoListQuery = v.object({
  product,
  /** A category; every category ("view all") when absent. */
  category: v.optional(v.picklist(videoCategories, 'validation.invalid')),
  keyword: keywordQuery,
  page: pageQuery,
  pageSize: pageSizeQuery(VIDEO_PAGE_SIZE),
});
export type VideoListQuery = v.InferOutput<typeof videoListQuery>;

/** A live video as the database gives it and the pages show it. */
export const videoItem = v.object({
  id: v.number(),
  product,
  category,
  ...bilingualText('title'),
  /** The video site's 11-character id. */
  videoId: v.string(),
  /** The link to the video on its site. */
  url: v.string(),
  view: v.number(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
});
export type VideoItem = v.InferOutput<typeof videoItem>;

export const videoView = v.object({
  ...videoItem.entries,
  insDate: v.pipe(v.string(), v.description("insDtm as a date in the caller's Timezone-Offset")),
});
export type VideoView = v.InferOutput<typeof videoView>;
export const videoPage = pageSchema(videoView);

const title = requiredLine(200);

/** The link: required, a link and not embed code, of a video site with an 11-character id. */
export const videoLink = v.pipe(
  v.optional(v.string('education.urlRequired'), ''),
  v.trim(),
  v.nonEmpty('education.urlRequired'),
  v.maxLength(500, 'validation.maxLength'),
  v.check((text) => !looksLikeEmbedCode(text), 'education.onlyLink'),
  v.check((text) => videoIdOfLink(text) !== null, 'education.invalidVideoLink'),
);

export const videoFields = { product, category: chosenCategory, titleKr: title, titleEn: title, url: videoLink };

/** POST /api/admin/video/register: a new video. */
export const videoCreate = v.object(videoFields);
/** PUT /api/admin/video: the same fields and the id of the video to change. */
export const videoUpdate = v.object({
  id: v.pipe(
    v.number('validation.required'),
    v.integer('validation.invalid'),
    v.minValue(1, 'validation.invalid'),
    v.maxValue(MAX_RECORD_ID, 'validation.invalid'),
  ),
  ...videoFields,
});
export type VideoCreate = v.InferOutput<typeof videoCreate>;
export type VideoUpdate = v.InferOutput<typeof videoUpdate>;

/** The form's values: the same rules (the category's <select> gives '' until one is chosen). */
export const videoForm = videoCreate;

/** A training guide's progress: the path's videos a member has marked as done. */
export const videoProgressView = v.object({ product, done: v.array(v.number()) });
export type VideoProgressView = v.InferOutput<typeof videoProgressView>;
/** PUT /api/member/video-progress/{id}: mark a video of a path as done, or not. */
export const videoProgressChange = v.object({ done: v.boolean('validation.invalid') });
export const videoProgressQuery = v.object({ product });
