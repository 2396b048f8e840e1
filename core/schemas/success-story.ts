import * as v from 'valibot';
import { MODEL_PAGE_SIZE } from '../constants.ts';
import { codeListQuery, keywordQuery, pageQuery, pageSizeQuery, queryInteger } from './common.ts';
import { attachmentView, codeItem, preBuiltModelCodes } from './pre-built-model.ts';
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
  id: queryInteger({ min: 1, max: 2_147_483_647 }),
});

export type SuccessStoryListQuery = v.InferOutput<typeof successStoryListQuery>;

const bilingual = <K extends string>(name: K) =>
  ({ [`${name}Kr`]: v.string(), [`${name}En`]: v.string() }) as Record<`${K}Kr` | `${K}En`, v.StringSchema<undefined>>;

/** Another story shown as a related material: enough to link to it with its picture. */
export const relatedStoryView = v.object({ id: v.number(), titleKr: v.string(), titleEn: v.string(), thumbnailPath: v.string() });

export const successStoryView = v.object({
  id: v.number(),
  ...bilingual('title'),
  ...bilingual('overview'),
  ...bilingual('painPoint'),
  ...bilingual('valuePoint'),
  ...bilingual('expectedEff'),
  ...bilingual('algorithmSol'),
  ...bilingual('howToUseContent'),
  howToUseType: v.picklist(howToUseTypes),
  thumbnailPath: v.pipe(v.string(), v.description('the live thumbnail\'s stored path; download it at /api + this path')),
  view: v.number(),
  isDeleted: v.boolean(),
  insDtm: v.string(),
  insDate: v.pipe(v.string(), v.description('insDtm as a date in the caller\'s Timezone-Offset')),
  updDtm: v.nullable(v.string()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
  industryCd: v.string(),
  algorithmCd: v.string(),
  industries: v.array(codeItem),
  algorithms: v.array(codeItem),
  attachments: v.array(attachmentView),
  thumbnails: v.array(attachmentView),
  relatedMaterials: v.array(relatedStoryView),
});

export const successStoryPage = v.object({
  items: v.array(successStoryView),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  totalPages: v.number(),
});

/** The code lists that filter stories are the model's: the same catalogues. */
export const successStoryCodes = preBuiltModelCodes;
