import * as v from 'valibot';
import { MODEL_PAGE_SIZE } from '../constants.ts';
import { attachmentView } from './attachment.ts';
import { codeItem } from './catalogue.ts';
import { bilingualText, codeListQuery, keywordQuery, pageQuery, pageSchema, pageSizeQuery, recordIdQuery } from './common.ts';
import { howToUseTypes } from './content-save.ts';

/**
 * The query of GET /api/public/success-story and of the story list page (portal spec §9): page (1),
 * pageSize (9), keyword or title, industries and algorithms as codes; or id for one story.
 */
export const successStoryListQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(MODEL_PAGE_SIZE),
  keyword: keywordQuery,
  title: keywordQuery,
  industries: codeListQuery,
  algorithms: codeListQuery,
  id: recordIdQuery,
});

export type SuccessStoryListQuery = v.InferOutput<typeof successStoryListQuery>;

/** Another story shown as a related material: enough to link to it with its picture. */
export const relatedStory = v.object({ id: v.number(), titleKr: v.string(), titleEn: v.string(), thumbnailPath: v.string() });
export type RelatedStory = v.InferOutput<typeof relatedStory>;

/** A live story with its codes, files and related stories, as the database gives it and the pages show it. */
export const successStoryItem = v.object({
  id: v.number(),
  ...bilingualText('title'),
  ...bilingualText('overview'),
  ...bilingualText('painPoint'),
  ...bilingualText('valuePoint'),
  ...bilingualText('expectedEff'),
  ...bilingualText('algorithmSol'),
  ...bilingualText('howToUseContent'),
  howToUseType: v.picklist(howToUseTypes),
  thumbnailPath: v.pipe(v.string(), v.description("the live thumbnail's stored path; download it at /api + this path")),
  view: v.number(),
  isDeleted: v.boolean(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
  /** The spec's comma-separated code lists, kept for existing clients. */
  industryCd: v.string(),
  algorithmCd: v.string(),
  industries: v.array(codeItem),
  algorithms: v.array(codeItem),
  /** The files to download (code SUCCESS_STORY_ATM). */
  attachments: v.array(attachmentView),
  /** The live thumbnail (code SUCCESS_STORY_THUM), one when the story was saved through the API. */
  thumbnails: v.array(attachmentView),
  relatedMaterials: v.array(relatedStory),
});
export type SuccessStoryItem = v.InferOutput<typeof successStoryItem>;

/** A story as the API answers it: the item and its date in the caller's Timezone-Offset. */
export const successStoryView = v.object({
  ...successStoryItem.entries,
  insDate: v.pipe(v.string(), v.description("insDtm as a date in the caller's Timezone-Offset")),
});
export type SuccessStoryView = v.InferOutput<typeof successStoryView>;

export const successStoryPage = pageSchema(successStoryView);
