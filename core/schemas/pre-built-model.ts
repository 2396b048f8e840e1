import * as v from 'valibot';
import { MODEL_PAGE_SIZE } from '../constants.ts';
import { codeListQuery, keywordQuery, pageQuery, pageSizeQuery, queryInteger } from './common.ts';

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
  id: queryInteger({ min: 1, max: 2_147_483_647 }),
});

export type PreBuiltModelListQuery = v.InferOutput<typeof preBuiltModelListQuery>;

export const codeItem = v.object({ key: v.number(), code: v.string(), nameKr: v.string(), nameEn: v.string() });

export const attachmentView = v.object({
  id: v.number(),
  name: v.string(),
  extension: v.string(),
  size: v.number(),
  createdDate: v.string(),
  storedPath: v.string(),
  attachmentType: v.picklist(['ATTACHMENT', 'THUMBNAIL', 'DATA_SET', 'MODEL']),
});

const bilingual = <K extends string>(name: K) =>
  ({ [`${name}Kr`]: v.string(), [`${name}En`]: v.string() }) as Record<`${K}Kr` | `${K}En`, v.StringSchema<undefined>>;

export const preBuiltModelView = v.object({
  id: v.number(),
  ...bilingual('title'),
  ...bilingual('benefit'),
  ...bilingual('overview'),
  ...bilingual('painPoint'),
  ...bilingual('advantage'),
  ...bilingual('valuePoint'),
  howToUseType: v.picklist(['URL', 'SOURCE_CODE']),
  howToUseContent: v.string(),
  view: v.number(),
  delYn: v.picklist(['Y', 'N']),
  insDtm: v.string(),
  insDate: v.pipe(v.string(), v.description('insDtm as a date in the caller\'s Timezone-Offset')),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
  industryCd: v.string(),
  algorithmCd: v.string(),
  industries: v.array(codeItem),
  algorithms: v.array(codeItem),
  attachments: v.array(attachmentView),
});

export const preBuiltModelPage = v.object({
  items: v.array(preBuiltModelView),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  totalPages: v.number(),
});

export const preBuiltModelCodes = v.object({ algorithms: v.array(codeItem), industries: v.array(codeItem) });

export const masterDataType = v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'validation.masterDataType'));
export const masterDataItem = v.object({ id: v.number(), displayEn: v.string(), displayKr: v.string(), code: v.string() });
