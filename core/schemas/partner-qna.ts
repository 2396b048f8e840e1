// The partner Q&A (portal spec §3 "Partner Q&A", §5 "select a type; title and content required; a
// comment must be entered"; admin spec §7.3): the list's query, the question's save payload, its views
// and its threaded comments. One schema serves the form in the browser and the call on the server; the
// server adds what needs the database (the product code exists).
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { personal } from '../privacy/personal.ts';
import { historyQuery } from './admin-auth.ts';
import { attachmentChanges, attachmentView } from './attachment.ts';
import { keywordQuery, pageQuery, pageSchema, pageSizeQuery, requiredField, richTextInput, typedText } from './common.ts';
import { threadCommentEntries } from './content-view.ts';

/** What a question is about. */
export const partnerQnaTypes = ['TECHNICAL', 'INSTALLATION', 'LICENSE', 'SALES', 'OTHER'] as const;
export type PartnerQnaType = (typeof partnerQnaTypes)[number];
/** OPEN until STAFF or ADMIN answers in a comment, then ANSWERED. */
export const partnerQnaStatuses = ['OPEN', 'ANSWERED'] as const;
export type PartnerQnaStatus = (typeof partnerQnaStatuses)[number];
/** Where the keyword is looked for. */
export const partnerQnaSearchTypes = ['ALL', 'TITLE', 'CONTENT', 'WRITER'] as const;
export type PartnerQnaSearchType = (typeof partnerQnaSearchTypes)[number];

/** The master data type whose codes name a question's product. */
export const PARTNER_QNA_PRODUCT_TYPE = 'PRODUCT';

/** GET /api/partner/question-answer (admin spec §7.3): pageNo, pageSize, type, productCd, keyword, typeOfSearch. */
export const partnerQnaListQuery = v.object({
  pageNo: pageQuery,
  pageSize: pageSizeQuery(LIST_PAGE_SIZE),
  type: v.optional(v.picklist(partnerQnaTypes, 'validation.invalid')),
  productCd: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,40}$/, 'validation.invalid'))),
  keyword: keywordQuery,
  typeOfSearch: v.optional(v.picklist(partnerQnaSearchTypes, 'validation.invalid'), 'ALL'),
});
export type PartnerQnaListQuery = v.InferOutput<typeof partnerQnaListQuery>;

const line = (required: string, max: number, tooLong: string) =>
  requiredField(v.pipe(typedText({ singleLine: true, message: required }), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong)), required);

/** POST /api/partner/question-answer and PUT …/:id: a question. */
export const partnerQnaSave = v.object({
  type: requiredField(v.picklist(partnerQnaTypes, 'partnerQna.typeRequired'), 'partnerQna.typeRequired'),
  productCd: requiredField(
    v.pipe(v.string('partnerQna.productRequired'), v.regex(/^[A-Z0-9_]{1,40}$/, 'partnerQna.productRequired')),
    'partnerQna.productRequired',
  ),
  version: v.optional(v.pipe(typedText({ singleLine: true }), v.trim(), v.maxLength(40, 'partnerQna.versionTooLong')), ''),
  title: line('partnerQna.titleRequired', 200, 'partnerQna.titleTooLong'),
  /** Rich text, sanitised on the server; it must hold some text. */
  content: requiredField(
    v.pipe(
      v.string('partnerQna.contentRequired'),
      richTextInput(100_000),
      v.check((html) => html.replace(/<[^>]*>/g, '').trim() !== '', 'partnerQna.contentRequired'),
    ),
    'partnerQna.contentRequired',
  ),
  isPrivate: v.optional(v.boolean('validation.invalid'), false),
  attachments: attachmentChanges,
});
export type PartnerQnaSave = v.InferOutput<typeof partnerQnaSave>;

/** A question in the list; `no` counts down from the newest match. */
export const partnerQnaListItem = v.object({
  id: v.number(),
  no: v.number(),
  type: v.picklist(partnerQnaTypes),
  productCd: v.string(),
  version: v.string(),
  title: v.string(),
  isPrivate: v.boolean(),
  status: v.picklist(partnerQnaStatuses),
  writerName: v.string(),
  insDtm: v.string(),
  commentCount: v.number(),
});
export type PartnerQnaListItem = v.InferOutput<typeof partnerQnaListItem>;
/** A question of the list as the API answers it: with its day in the caller's time zone. */
export const partnerQnaListView = v.object({ ...partnerQnaListItem.entries, insDate: v.string() });
export const partnerQnaPage = pageSchema(partnerQnaListView);

/** A comment as readers see it; a deleted one with child comments keeps its place without its text. */
export const partnerQnaCommentView = v.object({
  id: v.number(),
  questionId: v.number(),
  ...threadCommentEntries,
  /** Written by STAFF or ADMIN: an answer. */
  isAnswer: v.boolean(),
});
export type PartnerQnaCommentView = v.InferOutput<typeof partnerQnaCommentView>;
export type PartnerQnaThread = PartnerQnaCommentView & { replies: PartnerQnaCommentView[] };
/** A comment with its replies: the thread's entries. */
export const partnerQnaThreadView = v.object({ ...partnerQnaCommentView.entries, replies: v.array(partnerQnaCommentView) });
/** What POST /api/partner/comment answers: the new comment, with its (empty) replies when it is not a reply itself. */
export const partnerQnaCommentCreated = v.object({ ...partnerQnaCommentView.entries, replies: v.optional(v.array(partnerQnaCommentView)) });

/** One question to read, with its files and its thread. */
export const partnerQnaDetail = v.object({
  ...partnerQnaListItem.entries,
  content: v.string(),
  attachments: v.array(attachmentView),
  updDtm: v.nullable(v.string()),
  /** When STAFF or ADMIN first answered (the status's move to ANSWERED). */
  answeredDtm: v.nullable(v.string()),
  /** The staff answer its writer accepted, and when (decision 044). */
  acceptedCommentId: v.nullable(v.number()),
  acceptedDtm: v.nullable(v.string()),
  /** Whether the reader may edit and delete it (its writer, STAFF or ADMIN). */
  canEdit: v.boolean(),
  /** Whether the reader may accept one of its staff answers: its writer alone. */
  canAccept: v.boolean(),
  comments: v.array(partnerQnaThreadView),
});
export type PartnerQnaDetail = v.InferOutput<typeof partnerQnaDetail>;
/** A question as the API answers it: with its day in the caller's time zone. */
export const partnerQnaDetailView = v.object({ ...partnerQnaDetail.entries, insDate: v.string() });

const commentText = requiredField(
  v.pipe(
    typedText({ singleLine: false, message: 'partnerQna.commentRequired' }),
    v.trim(),
    v.nonEmpty('partnerQna.commentRequired'),
    v.maxLength(2000, 'partnerQna.commentTooLong'),
  ),
  'partnerQna.commentRequired',
);
const recordId = v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'));

/** POST /api/partner/comment: a comment on a question, or a child comment (parentId). */
export const partnerQnaCommentCreate = v.object({
  questionId: requiredField(recordId, 'validation.invalid'),
  parentId: v.optional(v.nullable(recordId)),
  content: commentText,
});
export type PartnerQnaCommentCreate = v.InferOutput<typeof partnerQnaCommentCreate>;

/** PUT /api/partner/comment/:id. */
export const partnerQnaCommentUpdate = v.object({ content: commentText });

/** PUT /api/partner/question-answer/:id/accept: the staff comment the question's writer accepts as the answer. */
export const partnerQnaAcceptSave = v.object({ commentId: requiredField(recordId, 'validation.invalid') });
/** What accepting or withdrawing answers. */
export const partnerQnaAcceptView = v.object({ questionId: v.number(), acceptedCommentId: v.nullable(v.number()), acceptedDtm: v.nullable(v.string()) });
export type PartnerQnaAcceptView = v.InferOutput<typeof partnerQnaAcceptView>;

/**
 * GET /api/admin/partner-qna-times: the questions asked in a period (Korean calendar days, each end
 * optional: the last PARTNER_QNA_TIMES_DEFAULT_DAYS days), and how long they waited.
 */
export const PARTNER_QNA_TIMES_DEFAULT_DAYS = 90;
export const partnerQnaTimesQuery = v.object({ fromDate: historyQuery.entries.fromDate, toDate: historyQuery.entries.toDate });
export type PartnerQnaTimesQuery = v.InferOutput<typeof partnerQnaTimesQuery>;

/** One question's waits, in minutes (null while it waits still). */
export const partnerQnaTimesItem = v.object({
  id: v.number(),
  title: v.string(),
  writerName: personal('name'),
  insDtm: v.string(),
  minutesToFirstAnswer: v.nullable(v.number()),
  minutesToAcceptance: v.nullable(v.number()),
});
export type PartnerQnaTimesItem = v.InferOutput<typeof partnerQnaTimesItem>;

/** The period's questions with their medians (minutes; null when none was answered, or accepted). */
export const partnerQnaTimes = v.object({
  fromDate: v.string(),
  toDate: v.string(),
  asked: v.number(),
  answered: v.number(),
  accepted: v.number(),
  medianMinutesToFirstAnswer: v.nullable(v.number()),
  medianMinutesToAcceptance: v.nullable(v.number()),
  /** The newest questions of the period, at most PARTNER_QNA_TIMES_SHOWN. */
  items: v.array(partnerQnaTimesItem),
});
export type PartnerQnaTimes = v.InferOutput<typeof partnerQnaTimes>;
export const PARTNER_QNA_TIMES_SHOWN = 50;
