import * as v from 'valibot';
import { MODEL_PAGE_SIZE } from '../constants.ts';
import { attachmentView } from './attachment.ts';
import { bilingualText, pageSchema } from './common.ts';
import { howToUseTypes } from './content-save.ts';
import { classificationEntries, classifiedListQuery, recordAuditEntries, withInsDate } from './content-view.ts';
import { storyUse } from './story-usage.ts';

/** The query of GET /api/public/success-story and of the story list page: pageSize 9. */
export const successStoryListQuery = classifiedListQuery(MODEL_PAGE_SIZE);

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
  ...recordAuditEntries,
  ...classificationEntries,
  /** The files to download (code SUCCESS_STORY_ATM). */
  attachments: v.array(attachmentView),
  /** The live thumbnail (code SUCCESS_STORY_THUM), one when the story was saved through the API. */
  thumbnails: v.array(attachmentView),
  relatedMaterials: v.array(relatedStory),
  /** The models and data sets it used that everyone may still see, in the author's order (issue 35). */
  uses: v.array(storyUse),
});
export type SuccessStoryItem = v.InferOutput<typeof successStoryItem>;

/** A story as the API answers it. */
export const successStoryView = withInsDate(successStoryItem);
export type SuccessStoryView = v.InferOutput<typeof successStoryView>;

export const successStoryPage = pageSchema(successStoryView);
