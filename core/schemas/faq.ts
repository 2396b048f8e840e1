// The community FAQ (portal spec §2, §3, §4; admin spec §7.2): the list's query, its items and
// categories, and the save payload shared by the registration island and POST/PUT /api/admin/faq.
// The list grows by FAQ_PAGE_SIZE (spec §4): a page asks for more with pageNo, the page without
// JavaScript with a larger size.
import * as v from 'valibot';
import { LIST_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { attachmentChanges, attachmentView } from './attachment.ts';
import {
  bilingualText,
  itemId,
  keywordQuery,
  MAX_RECORD_ID,
  pageQuery,
  pageSchema,
  pageSizeQuery,
  queryInteger,
  requiredLine,
  richTextInput,
} from './common.ts';
import { recordAuditEntries, withInsDate } from './content-view.ts';

/** How much the FAQ list grows by (portal spec §4, admin spec §9: the FAQ paging step). */
export const FAQ_PAGE_SIZE = LIST_PAGE_SIZE;
/** How many questions a list shows at most in one answer (the page's `size` grows up to it). */
export const FAQ_MAX_SHOWN = MAX_PAGE_SIZE;

/** The list's orders: newest first, or most viewed first (newest first among equals). */
export const faqOrders = ['latest', 'mostViewed'] as const;
export type FaqOrder = (typeof faqOrders)[number];
/** Where the keyword is looked for: the question, the answer, or both (in either language). */
export const faqSearchConditions = ['all', 'title', 'content'] as const;
export type FaqSearchCondition = (typeof faqSearchConditions)[number];

/** The order and the keyword search of a FAQ list (the community's and the partners'). */
export const faqSearchEntries = {
  orderBy: v.optional(v.picklist(faqOrders, 'validation.invalid'), 'latest'),
  keyword: keywordQuery,
  searchCondition: v.optional(v.picklist(faqSearchConditions, 'validation.invalid'), 'all'),
};

/** GET /api/public/faq/list-faq (admin spec §7.2): pageNo, pageSize, category, orderBy, keyword, searchCondition. */
export const faqListQuery = v.object({
  pageNo: pageQuery,
  pageSize: pageSizeQuery(FAQ_PAGE_SIZE),
  /** A category id; all categories when absent. */
  category: queryInteger({ min: 1, max: MAX_RECORD_ID }),
  ...faqSearchEntries,
});
export type FaqListQuery = v.InferOutput<typeof faqListQuery>;

/** A category of the FAQ (portal spec §3). */
export const faqCategoryItem = v.object({ id: v.number(), ...bilingualText('category') });
export type FaqCategoryItem = v.InferOutput<typeof faqCategoryItem>;

/** A live question with its category and files, as the database gives it and the pages show it. */
export const faqItem = v.object({
  id: v.number(),
  ...bilingualText('title'),
  ...bilingualText('content'),
  /** The category's id (the spec's `type`), and its names. */
  type: v.number(),
  ...bilingualText('category'),
  ...recordAuditEntries,
  /** The files to download under the answer (code COMMUNITY_FAQ). */
  attachments: v.array(attachmentView),
});
export type FaqItem = v.InferOutput<typeof faqItem>;

/** A question as the API answers it. */
export const faqView = withInsDate(faqItem);
export type FaqView = v.InferOutput<typeof faqView>;
export const faqPage = pageSchema(faqView);

const question = requiredLine(200);
/** The answer: rich text, required (an editor left blank is refused by the server as well). */
const answer = v.pipe(richTextInput(100_000), v.trim(), v.nonEmpty('faq.answerRequired'));

export const faqFields = {
  titleKr: question,
  titleEn: question,
  contentKr: answer,
  contentEn: answer,
  /** The category's id (the spec's `type`). */
  type: v.pipe(v.number('faq.selectCategory'), v.integer('faq.selectCategory'), v.minValue(1, 'faq.selectCategory')),
  attachments: attachmentChanges,
};

/** POST /api/admin/faq/register: a new question. */
export const faqCreate = v.object(faqFields);
/** PUT /api/admin/faq/update: the same fields and the id of the question to change. */
export const faqUpdate = v.object({ id: itemId, ...faqFields });
export type FaqCreate = v.InferOutput<typeof faqCreate>;
export type FaqUpdate = v.InferOutput<typeof faqUpdate>;

/**
 * The registration form's values: the category as its <select> gives it (text), checked and turned into
 * the payload's number by the same rules.
 */
export const faqForm = v.object({
  ...faqFields,
  type: v.pipe(v.string('faq.selectCategory'), v.nonEmpty('faq.selectCategory'), v.transform(Number), faqFields.type),
});
