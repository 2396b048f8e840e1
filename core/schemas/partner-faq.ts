// The partner FAQ (portal spec §2, §3; admin spec §7.3): GET /api/partner/faq lists or gives one question
// to PARTNER, STAFF and ADMIN; content authors register them (the `partner-register` screen). The page is
// Korean only (spec §2): the Korean question and answer are required, the English pair is optional.
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { attachmentChanges, attachmentView } from './attachment.ts';
import { bilingualText, MAX_RECORD_ID, pageQuery, pageSchema, pageSizeQuery, queryInteger, recordIdQuery, richTextInput, typedText } from './common.ts';
import { recordAuditEntries } from './content-view.ts';
import { faqSearchEntries } from './faq.ts';

/** The master-data type of the partner FAQ's question types (migration 0012). */
export const PARTNER_FAQ_TYPE = 'PARTNER_FAQ_TYPE';
export const PARTNER_FAQ_PAGE_SIZE = LIST_PAGE_SIZE;

/** GET /api/partner/faq (admin spec §7.3): pageNo, pageSize, faqType, orderBy, keyword, searchCondition, or id. */
export const partnerFaqListQuery = v.object({
  pageNo: pageQuery,
  pageSize: pageSizeQuery(PARTNER_FAQ_PAGE_SIZE),
  /** A question type's id (master data PARTNER_FAQ_TYPE); every type when absent. */
  faqType: queryInteger({ min: 1, max: MAX_RECORD_ID }),
  ...faqSearchEntries,
  /** One question instead of a page. */
  id: recordIdQuery,
});
export type PartnerFaqListQuery = v.InferOutput<typeof partnerFaqListQuery>;

/** A live question with its type and files. */
export const partnerFaqItem = v.object({
  id: v.number(),
  ...bilingualText('title'),
  ...bilingualText('content'),
  /** The question type's id (the spec's `type` and `questionTypeId`) and its names. */
  questionTypeId: v.number(),
  ...bilingualText('type'),
  ...recordAuditEntries,
  attachments: v.array(attachmentView),
});
export type PartnerFaqItem = v.InferOutput<typeof partnerFaqItem>;
export const partnerFaqView = v.object({ ...partnerFaqItem.entries, insDate: v.string() });
export type PartnerFaqView = v.InferOutput<typeof partnerFaqView>;
export const partnerFaqPage = pageSchema(partnerFaqView);

const singleLine = (max: number) => v.pipe(typedText({ singleLine: true, message: 'validation.required' }), v.trim(), v.maxLength(max, 'validation.maxLength'));
const question = v.pipe(singleLine(200), v.nonEmpty('validation.required'));
const answer = v.pipe(richTextInput(100_000), v.trim(), v.nonEmpty('partnerFaq.answerRequired'));

export const partnerFaqFields = {
  titleKr: question,
  titleEn: v.optional(singleLine(200), ''),
  contentKr: answer,
  contentEn: v.optional(v.pipe(richTextInput(100_000), v.trim()), ''),
  /** The question type's id (master data PARTNER_FAQ_TYPE). */
  faqType: v.pipe(v.number('partnerFaq.selectType'), v.integer('partnerFaq.selectType'), v.minValue(1, 'partnerFaq.selectType')),
  attachments: attachmentChanges,
};
/** POST /api/admin/partner-faq: a new question. */
export const partnerFaqCreate = v.object(partnerFaqFields);
/** PUT /api/admin/partner-faq/:id: the same fields. */
export const partnerFaqUpdate = partnerFaqCreate;
export type PartnerFaqCreate = v.InferOutput<typeof partnerFaqCreate>;

/** The registration form's values: the type as its <select> gives it (text), checked by the same rules. */
export const partnerFaqForm = v.object({
  ...partnerFaqFields,
  faqType: v.pipe(v.string('partnerFaq.selectType'), v.nonEmpty('partnerFaq.selectType'), v.transform(Number), partnerFaqFields.faqType),
});
