// The forum's payloads and views (portal spec §3 "Forum and bulletin", §5): boards, posts, threaded
// comments and reports. One schema serves the form in the browser and the call on the server; the
// server adds what needs the database (the board exists and the reader may see it, tags of the board).
import * as v from 'valibot';
import { FORUM_PAGE_SIZE } from '../constants.ts';
import { emailSchema } from './account.ts';
import { attachmentChanges, attachmentView } from './attachment.ts';
import { keywordQuery, pageQuery, pageSchema, pageSizeQuery, recordIdQuery, requiredField, richTextInput, typedText } from './common.ts';
import { threadCommentEntries } from './content-view.ts';
import { mentionOutcome, mentionPicks } from './mention.ts';

const line = (required: string, max: number, tooLong: string) =>
  requiredField(v.pipe(typedText({ singleLine: true, message: required }), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong)), required);

/** A tag: one line, at most 30 characters. */
const tag = line('forum.tagRequired', 30, 'forum.tagTooLong');

export const boardFields = {
  nameKr: line('forum.boardNameRequired', 60, 'forum.boardNameTooLong'),
  nameEn: line('forum.boardNameRequired', 60, 'forum.boardNameTooLong'),
  category: line('forum.categoryRequired', 40, 'forum.categoryTooLong'),
  sortOrder: v.optional(
    v.pipe(
      v.number('forum.sortOrderInvalid'),
      v.integer('forum.sortOrderInvalid'),
      v.minValue(0, 'forum.sortOrderInvalid'),
      v.maxValue(9999, 'forum.sortOrderInvalid'),
    ),
    0,
  ),
  /** The tags a post of the board may carry: at least one (a post needs one, §5). */
  tags: requiredField(
    v.pipe(
      v.array(tag, 'forum.boardTagsRequired'),
      v.minLength(1, 'forum.boardTagsRequired'),
      v.maxLength(20, 'forum.boardTagsTooMany'),
      v.transform((list) => [...new Set(list)]),
    ),
    'forum.boardTagsRequired',
  ),
  /** A Q&A board: one comment of a post may be marked as its answer (decision 044). */
  isQna: v.optional(v.boolean('validation.invalid'), false),
  /** Who may see the board; empty: every member and admin (portal spec §6). */
  accessEmails: v.optional(
    v.pipe(
      v.array(emailSchema, 'forum.accessEmailInvalid'),
      v.maxLength(200, 'forum.accessEmailsTooMany'),
      v.transform((list) => [...new Set(list)]),
    ),
    [],
  ),
};

/** POST /api/admin/forum-bulletin-menu and PUT …/:id: a board. */
export const boardSave = v.object(boardFields);
export type BoardSave = v.InferOutput<typeof boardSave>;

/** A board as readers see it. */
export const boardView = v.object({
  id: v.number(),
  nameKr: v.string(),
  nameEn: v.string(),
  category: v.string(),
  sortOrder: v.number(),
  tags: v.array(v.string()),
  isRestricted: v.boolean(),
  isQna: v.boolean(),
  /** Live, visible posts of the board. */
  postCount: v.number(),
});
export type BoardView = v.InferOutput<typeof boardView>;

/** A board as its authors edit it: with its access list. */
export const boardAuthorView = v.object({ ...boardView.entries, accessEmails: v.array(v.string()) });
export type BoardAuthorView = v.InferOutput<typeof boardAuthorView>;

export const searchConditions = ['ALL', 'TITLE', 'CONTENT', 'WRITER'] as const;
export type SearchCondition = (typeof searchConditions)[number];

/** The list's filter of Q&A posts: those with an accepted answer, or those of Q&A boards without one. */
export const solvedFilters = ['solved', 'unsolved'] as const;
export type SolvedFilter = (typeof solvedFilters)[number];

/** GET /api/public/forum-bulletin and the list page: page, pageSize (10), board, keyword and where to look for it. */
export const postListQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(FORUM_PAGE_SIZE),
  boardId: recordIdQuery,
  keyword: keywordQuery,
  searchCondition: v.optional(v.picklist(searchConditions, 'validation.invalid'), 'ALL'),
  solved: v.optional(v.picklist(solvedFilters, 'validation.invalid')),
});
export type PostListQuery = v.InferOutput<typeof postListQuery>;

const postFields = {
  boardId: requiredField(
    v.pipe(v.number('forum.boardRequired'), v.integer('forum.boardRequired'), v.minValue(1, 'forum.boardRequired')),
    'forum.boardRequired',
  ),
  title: line('forum.titleRequired', 200, 'forum.titleTooLong'),
  /** Rich text, sanitised on the server; it must hold some text. */
  content: requiredField(
    v.pipe(
      v.string('forum.contentRequired'),
      richTextInput(100_000),
      v.check((html) => html.replace(/<[^>]*>/g, '').trim() !== '', 'forum.contentRequired'),
    ),
    'forum.contentRequired',
  ),
  tags: requiredField(
    v.pipe(
      v.array(tag, 'forum.tagRequired'),
      v.minLength(1, 'forum.tagRequired'),
      v.maxLength(10, 'forum.tagsTooMany'),
      v.transform((list) => [...new Set(list)]),
    ),
    'forum.tagRequired',
  ),
  attachments: attachmentChanges,
  /** Who the writer picked from the @mention suggestions (issue 32): they settle a name several members share. */
  mentions: mentionPicks,
};

/** POST /api/member/forum-bulletin and PUT …/:id: a post. */
export const postSave = v.object(postFields);
export type PostSave = v.InferOutput<typeof postSave>;

/** A post in the list. `no` counts down from the newest matching post. */
export const postListItem = v.object({
  id: v.number(),
  no: v.number(),
  boardId: v.number(),
  boardNameKr: v.string(),
  boardNameEn: v.string(),
  title: v.string(),
  writerName: v.string(),
  insDtm: v.string(),
  /** ANSWERED once someone commented, OPEN before. */
  state: v.picklist(['OPEN', 'ANSWERED']),
  view: v.number(),
  commentCount: v.number(),
  replyCount: v.number(),
  tags: v.array(v.string()),
  /** On a Q&A board (decision 044); `solved` once a comment is marked as its answer. */
  isQna: v.boolean(),
  solved: v.boolean(),
});
export type PostListItem = v.InferOutput<typeof postListItem>;
/** A post of the list as the API answers it: with its day in the caller's time zone. */
export const postListView = v.object({ ...postListItem.entries, insDate: v.string() });
export const postPage = pageSchema(postListView);

/** One post to read. A deleted post with comments answers with `isDeleted` and no title or content. */
export const postDetail = v.object({
  ...postListItem.entries,
  content: v.string(),
  attachments: v.array(attachmentView),
  isDeleted: v.boolean(),
  updDtm: v.nullable(v.string()),
  /** Whether the reader may edit and delete it (its author, or a moderator), and mark its answer on a Q&A board. */
  canEdit: v.boolean(),
  /** The comment marked as the answer, and when (decision 044). */
  answerCommentId: v.nullable(v.number()),
  solvedDtm: v.nullable(v.string()),
});
export type PostDetail = v.InferOutput<typeof postDetail>;
/** A post as the API answers it: with its day in the caller's time zone. */
export const postDetailView = v.object({ ...postDetail.entries, insDate: v.string() });
/** What POST /api/member/forum-bulletin answers: the new post, and what its @mentions did (issue 32). */
export const postCreatedView = v.object({ ...postDetailView.entries, mentions: v.optional(mentionOutcome) });

/** POST /api/member/forum-bulletin/:id/comments and PUT /api/member/forum-bulletin/comments/:id. */
export const commentSave = v.object({
  content: requiredField(
    v.pipe(
      typedText({ singleLine: false, message: 'forum.commentRequired' }),
      v.trim(),
      v.nonEmpty('forum.commentRequired'),
      v.maxLength(2000, 'forum.commentTooLong'),
    ),
    'forum.commentRequired',
  ),
  /** The comment this one replies to (one level: a reply to a reply answers its comment). */
  parentId: v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid')))),
  /** Who the writer picked from the @mention suggestions (issue 32). */
  mentions: mentionPicks,
});
export type CommentSave = v.InferOutput<typeof commentSave>;

/** A comment as readers see it; a deleted one with replies keeps its place without its text. */
export const commentView = v.object({
  id: v.number(),
  postId: v.number(),
  ...threadCommentEntries,
});
export type CommentView = v.InferOutput<typeof commentView>;

/** What POST /api/member/forum-bulletin/:id/comments answers: the new comment, with its writer's id and name as stored. */
export const commentCreated = v.object({
  ...commentView.entries,
  insByUserName: v.nullable(v.string()),
  writerId: v.number(),
  /** What its @mentions did (issue 32). */
  mentions: v.optional(mentionOutcome),
});
/** A comment with its replies, oldest first. */
/** A comment of GET /api/public/forum-bulletin/:id/comments, with its replies. */
export const commentThread = v.object({ ...commentView.entries, replies: v.array(commentView) });
export type CommentThread = v.InferOutput<typeof commentThread>;

export const reportReasons = ['SPAM', 'ABUSE', 'OFF_TOPIC', 'PERSONAL_INFO', 'OTHER'] as const;
/** POST /api/member/forum-bulletin/:id/report and …/comments/:id/report. */
export const reportSave = v.object({
  reason: requiredField(v.picklist(reportReasons, 'forum.reportReasonRequired'), 'forum.reportReasonRequired'),
  detail: v.optional(v.pipe(typedText({ singleLine: false }), v.trim(), v.maxLength(500, 'forum.reportDetailTooLong')), ''),
});
export type ReportSave = v.InferOutput<typeof reportSave>;

/** An open report as moderators see it. */
export const reportView = v.object({
  id: v.number(),
  targetType: v.picklist(['POST', 'COMMENT']),
  targetId: v.number(),
  postId: v.number(),
  excerpt: v.string(),
  writerName: v.string(),
  isHidden: v.boolean(),
  reason: v.string(),
  reporterName: v.string(),
  insDtm: v.string(),
  /** How many members reported the same item. */
  reports: v.number(),
});
export type ReportView = v.InferOutput<typeof reportView>;

const recordId = v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'));

/** PUT /api/member/forum-bulletin/:id/answer: the top-level comment the asker or a moderator marks as the answer. */
export const answerSave = v.object({ commentId: requiredField(recordId, 'validation.invalid') });
export type AnswerSave = v.InferOutput<typeof answerSave>;

/** What marking or unmarking an answer answers: the post's answer and when it was marked. */
export const answerView = v.object({ postId: v.number(), answerCommentId: v.nullable(v.number()), solvedDtm: v.nullable(v.string()) });
export type AnswerView = v.InferOutput<typeof answerView>;

/** POST /api/admin/forum-bulletin/:id/faq-draft: the community FAQ category of the draft (Technical when not given). */
export const faqDraftSave = v.object({ categoryId: v.optional(recordId) });
/** The draft made: its id, and the language it was filled in (the other is left for the staff). */
export const faqDraftView = v.object({ id: v.number(), lang: v.picklist(['ko', 'en']) });
export type FaqDraftView = v.InferOutput<typeof faqDraftView>;

/** PUT /api/admin/forum-moderation/:type/:id: hide or restore a post or comment. */
export const moderationSave = v.object({ hidden: v.boolean('validation.invalid') });
