import * as v from 'valibot';
import { MODEL_PAGE_SIZE } from '../constants.ts';
import { attachmentView } from './attachment.ts';
import { codeItem } from './catalogue.ts';
import { bilingualText, codeListQuery, keywordQuery, pageQuery, pageSchema, pageSizeQuery, recordIdQuery } from './common.ts';
import { howToUseTypes } from './content-save.ts';

/**
 * The query of GET /api/public/pre-built-model and of the list page: page (1), pageSize (9), keyword or
 * title, industries and algorithms as codes; or id for one model.
 */
export const preBuiltModelListQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(MODEL_PAGE_SIZE),
  keyword: keywordQuery,
  title: keywordQuery,
  industries: codeListQuery,
  algorithms: codeListQuery,
  id: recordIdQuery,
});

export type PreBuiltModelListQuery = v.InferOutput<typeof preBuiltModelListQuery>;

/** A live model with its codes and files, as the database gives it and the pages show it. */
export const preBuiltModelItem = v.object({
  id: v.number(),
  ...bilingualText('title'),
  ...bilingualText('benefit'),
  ...bilingualText('overview'),
  ...bilingualText('painPoint'),
  ...bilingualText('advantage'),
  ...bilingualText('valuePoint'),
  howToUseType: v.picklist(howToUseTypes),
  howToUseContent: v.string(),
  view: v.number(),
  delYn: v.picklist(['Y', 'N']),
  insDtm: v.string(),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
  /** The spec's comma-separated code lists, kept for existing clients. */
  industryCd: v.string(),
  algorithmCd: v.string(),
  industries: v.array(codeItem),
  algorithms: v.array(codeItem),
  attachments: v.array(attachmentView),
});
export type PreBuiltModelItem = v.InferOutput<typeof preBuiltModelItem>;

/** A model as the API answers it: the item and its date in the caller's Timezone-Offset. */
export const preBuiltModelView = v.object({
  ...preBuiltModelItem.entries,
  insDate: v.pipe(v.string(), v.description("insDtm as a date in the caller's Timezone-Offset")),
});
export type PreBuiltModelView = v.InferOutput<typeof preBuiltModelView>;

export const preBuiltModelPage = pageSchema(preBuiltModelView);
