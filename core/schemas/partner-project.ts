// Partner business projects (portal spec §3, §5; admin spec §7.1 /api/content-manager/partner-bussiness):
// who delivered which project for which client, the client's field (master data BUSSINESS_FIELD, stored
// as clientFieldId) and the dates. The required fields and the e-mail check are spec §5's; the start
// may not come after the end.
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { emailSchema } from './account.ts';
import { itemId, keywordQuery, MAX_RECORD_ID, pageQuery, pageSchema, pageSizeQuery, queryInteger, requiredLine, typedText } from './common.ts';

export const PARTNER_PROJECT_PAGE_SIZE = LIST_PAGE_SIZE;
/** The master-data type of the client field (the spec's spelling). */
export const CLIENT_FIELD_TYPE = 'BUSSINESS_FIELD';
/** Where the keyword is looked for. */
export const partnerProjectSearchConditions = ['all', 'projectName', 'partnerName', 'clientName'] as const;
export type PartnerProjectSearchCondition = (typeof partnerProjectSearchConditions)[number];

/** GET /api/content-manager/partner-bussiness: pageNo, pageSize, keyword, searchCondition, clientFieldId. */
export const partnerProjectListQuery = v.object({
  pageNo: pageQuery,
  pageSize: pageSizeQuery(PARTNER_PROJECT_PAGE_SIZE),
  keyword: keywordQuery,
  searchCondition: v.optional(v.picklist(partnerProjectSearchConditions, 'validation.invalid'), 'all'),
  clientFieldId: queryInteger({ min: 1, max: MAX_RECORD_ID }),
});
export type PartnerProjectListQuery = v.InferOutput<typeof partnerProjectListQuery>;

export const projectIdParam = v.object({
  projectId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'validation.invalid'), v.transform(Number), v.maxValue(MAX_RECORD_ID, 'validation.invalid')),
});

export const partnerProjectItem = v.object({
  id: v.number(),
  projectName: v.string(),
  partnerName: v.string(),
  partnerPersonInCharge: v.string(),
  email: v.string(),
  clientName: v.string(),
  sdsPersonInCharge: v.string(),
  clientFieldId: v.number(),
  /** The client field's names (displayKrNm, displayEnNm in the spec). */
  displayKrNm: v.string(),
  displayEnNm: v.string(),
  projectStartDate: v.string(),
  projectEndDate: v.string(),
  description: v.string(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
});
export type PartnerProjectItem = v.InferOutput<typeof partnerProjectItem>;
export const partnerProjectPage = pageSchema(partnerProjectItem);

/** A calendar day as the date input gives it (YYYY-MM-DD), and a real one (no 31 February). */
const day = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'partnerProject.invalidDate'),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'partnerProject.invalidDate'),
);

export const partnerProjectFields = {
  projectName: requiredLine(200),
  partnerName: requiredLine(100),
  partnerPersonInCharge: requiredLine(100),
  email: emailSchema,
  clientName: requiredLine(100),
  sdsPersonInCharge: requiredLine(100),
  clientFieldId: v.pipe(
    v.number('partnerProject.selectClientField'),
    v.integer('partnerProject.selectClientField'),
    v.minValue(1, 'partnerProject.selectClientField'),
  ),
  projectStartDate: day,
  projectEndDate: day,
  description: v.pipe(
    typedText({ singleLine: false, message: 'validation.required' }),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(4000, 'validation.maxLength'),
  ),
};

/** The start may not come after the end: the refusal is the end date's. */
const startNotAfterEnd = [
  [['projectStartDate'], ['projectEndDate']],
  (input: { projectStartDate: string; projectEndDate: string }) => input.projectStartDate <= input.projectEndDate,
  'partnerProject.startAfterEnd',
] as const;

/** POST /api/content-manager/partner-bussiness. */
export const partnerProjectCreate = v.pipe(v.object(partnerProjectFields), v.forward(v.partialCheck(...startNotAfterEnd), ['projectEndDate']));
/** PUT /api/content-manager/partner-bussiness: the same fields and the project's id. */
export const partnerProjectUpdate = v.pipe(
  v.object({ id: itemId, ...partnerProjectFields }),
  v.forward(v.partialCheck(...startNotAfterEnd), ['projectEndDate']),
);
export type PartnerProjectCreate = v.InferOutput<typeof partnerProjectCreate>;
export type PartnerProjectUpdate = v.InferOutput<typeof partnerProjectUpdate>;

/** The registration form's values: the client field as its <select> gives it (text). */
export const partnerProjectForm = v.pipe(
  v.object({
    ...partnerProjectFields,
    clientFieldId: v.pipe(
      v.string('partnerProject.selectClientField'),
      v.nonEmpty('partnerProject.selectClientField'),
      v.transform(Number),
      partnerProjectFields.clientFieldId,
    ),
  }),
  v.forward(v.partialCheck(...startNotAfterEnd), ['projectEndDate']),
);
