// The parts the content views share (portal spec §3): how a row was read and written, the
// classification of models and stories, their list's query, an item's date in the caller's zone, and a
// thread's comment.
import * as v from 'valibot';
import { codeItem } from './catalogue.ts';
import { codeListQuery, keywordQuery, pageQuery, pageSizeQuery, recordIdQuery } from './common.ts';

/** The views, the deletion flag, and who wrote the row when, as the database gives them. */
export const recordAuditEntries = {
  view: v.number(),
  isDeleted: v.boolean(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
};

/** A model's or story's industries and algorithms: the spec's comma-separated code lists, kept for existing clients, and the codes with their names. */
export const classificationEntries = {
  industryCd: v.string(),
  algorithmCd: v.string(),
  industries: v.array(codeItem),
  algorithms: v.array(codeItem),
};

/**
 * The query of a model or story list and of its page (portal spec §9): page (1), pageSize, keyword or
 * title, industries and algorithms as codes; or id for one item.
 */
export const classifiedListQuery = (pageSize: number) =>
  v.object({
    page: pageQuery,
    pageSize: pageSizeQuery(pageSize),
    keyword: keywordQuery,
    title: keywordQuery,
    industries: codeListQuery,
    algorithms: codeListQuery,
    id: recordIdQuery,
  });

/** An item as the API answers it: the item and its date in the caller's Timezone-Offset. */
export const withInsDate = <E extends v.ObjectEntries>(item: v.ObjectSchema<E, undefined>) =>
  v.object({
    ...item.entries,
    insDate: v.pipe(v.string(), v.description("insDtm as a date in the caller's Timezone-Offset")),
  });

/** A comment of a thread (a forum post's, a partner question's) as readers see it, after its own ids. */
export const threadCommentEntries = {
  parentId: v.nullable(v.number()),
  content: v.string(),
  writerName: v.string(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  isDeleted: v.boolean(),
  canEdit: v.boolean(),
};
