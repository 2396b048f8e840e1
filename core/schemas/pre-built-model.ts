import * as v from 'valibot';
import { MODEL_PAGE_SIZE } from '../constants.ts';
import { attachmentView } from './attachment.ts';
import { bilingualText, pageSchema } from './common.ts';
import { howToUseTypes } from './content-save.ts';
import { classificationEntries, classifiedListQuery, withInsDate } from './content-view.ts';
import { modelCardView, modelListExtras } from './model-card.ts';

/**
 * The query of GET /api/public/pre-built-model and of the list page: pageSize 9, and the model list's order
 * (`sort`: newest, views, title in the caller's language) and card filters (task, framework, licence, inputType).
 */
export const preBuiltModelListQuery = v.object({ ...classifiedListQuery(MODEL_PAGE_SIZE).entries, ...modelListExtras });

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
  ...classificationEntries,
  /** Its card (decision 055). */
  card: modelCardView,
  attachments: v.array(attachmentView),
});
export type PreBuiltModelItem = v.InferOutput<typeof preBuiltModelItem>;

/** A model as the API answers it. */
export const preBuiltModelView = withInsDate(preBuiltModelItem);
export type PreBuiltModelView = v.InferOutput<typeof preBuiltModelView>;

export const preBuiltModelPage = pageSchema(preBuiltModelView);
