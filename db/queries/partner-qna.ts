// Reads of the partner Q&A (portal spec §3 "Partner Q&A"; admin spec §7.3): the list with its filters,
// one question with its files and threaded comments, one comment. Every query reads questions through
// the visibility predicate of partner-qna-visibility.ts (a private question is its writer's, STAFF's and
// ADMIN's). What they answer depends on the reader, so none of it goes through the read cache and no
// page made of it is kept for anyone else.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type {
  PartnerQnaCommentView,
  PartnerQnaDetail,
  PartnerQnaListItem,
  PartnerQnaListQuery,
  PartnerQnaSearchType,
  PartnerQnaThread,
} from '#core/schemas/partner-qna.ts';
import { schema, type Db } from '../client.ts';
import { listAttachmentsOf } from './attachment.ts';
import { removedCommentFields, threadsOf } from './comment-thread.ts';
import { isQnaModerator, liveVisibleQuestion, type QnaReader } from './partner-qna-visibility.ts';
import { keywordIn, type KeywordPlace } from './search/list-keyword.ts';

const q = schema.partnerQna;
const c = schema.partnerQnaComment;
const accounts = schema.userAccount;

// the outer row named in full: drizzle writes a one-table select's columns unqualified, which inside the
// subquery would name the comment's own id
const liveComments = sql<number>`(select count(*) from ${c} where ${c.questionId} = "partner_qna"."id" and ${c.isDeleted} = 0)`.mapWith(Number);

const listColumns = {
  id: q.id,
  type: q.type,
  productCd: q.productCd,
  version: q.version,
  title: q.title,
  isPrivate: q.isPrivate,
  status: q.status,
  writerName: sql<string>`coalesce(${q.insByUserName}, '')`,
  insDtm: q.insDtm,
  commentCount: liveComments,
};

type ListRow = Omit<PartnerQnaListItem, 'no' | 'type'> & { type: string };
const toItem = (row: ListRow, no: number): PartnerQnaListItem => ({ ...row, no, type: row.type as PartnerQnaListItem['type'] });

/** Where each search condition looks: the question's entry in the search index, or its writer's name, literally. */
const keywordPlaces: Record<PartnerQnaSearchType, KeywordPlace> = { ALL: 'all', TITLE: 'title', CONTENT: 'body', WRITER: [q.insByUserName] };

/** Live questions the reader may see, newest first, one page at a time; `no` counts down from the newest match. */
export async function listQuestions(db: Db, reader: QnaReader, query: PartnerQnaListQuery): Promise<Page<PartnerQnaListItem>> {
  const where = and(
    liveVisibleQuestion(reader),
    query.type ? eq(q.type, query.type) : undefined,
    query.productCd ? eq(q.productCd, query.productCd) : undefined,
    await keywordIn(db, 'PARTNER_QNA', q.id, query.keyword, keywordPlaces[query.typeOfSearch]),
  );
  const offset = (query.pageNo - 1) * query.pageSize;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(q).where(where),
    db.select(listColumns).from(q).where(where).orderBy(desc(q.insDtm), desc(q.id)).limit(query.pageSize).offset(offset),
  ]);
  const n = total?.n ?? 0;
  return pageOf(
    rows.map((row, index) => toItem(row, n - offset - index)),
    n,
    query.pageNo,
    query.pageSize,
  );
}

/** The live question the reader may see, with its writer's account (who may change it), or null. */
export async function getQuestionOwner(db: Db, reader: QnaReader, id: number): Promise<{ writerId: number | null; title: string; status: string } | null> {
  const [row] = await db
    .select({ writerId: q.writerId, title: q.title, status: q.status })
    .from(q)
    .where(and(eq(q.id, id), liveVisibleQuestion(reader)))
    .limit(1);
  return row ?? null;
}

/**
 * The thread of a question the caller has already reached: comments oldest first, each with its child
 * comments. A deleted comment keeps its place, without its text or writer, while it has live children.
 */
async function threadOf(db: Db, reader: QnaReader, questionId: number): Promise<PartnerQnaThread[]> {
  const rows = await db
    .select({
      id: c.id,
      questionId: c.questionId,
      parentId: c.parentId,
      content: c.content,
      writerId: c.writerId,
      writerName: sql<string>`coalesce(${c.insByUserName}, '')`,
      writerRole: accounts.role,
      insDtm: c.insDtm,
      updDtm: c.updDtm,
      isDeleted: c.isDeleted,
    })
    .from(c)
    .leftJoin(accounts, eq(accounts.id, c.writerId))
    .where(eq(c.questionId, questionId))
    .orderBy(asc(c.insDtm), asc(c.id));
  const view = (row: (typeof rows)[number]): PartnerQnaCommentView =>
    row.isDeleted
      ? { id: row.id, questionId, ...removedCommentFields(row), isAnswer: false }
      : {
          id: row.id,
          questionId,
          parentId: row.parentId,
          content: row.content,
          writerName: row.writerName,
          insDtm: row.insDtm,
          updDtm: row.updDtm,
          isDeleted: false,
          canEdit: isQnaModerator(reader) || row.writerId === reader.accountId,
          isAnswer: row.writerRole === 'STAFF' || row.writerRole === 'ADMIN',
        };
  return threadsOf(rows, (row) => !row.isDeleted, view);
}

/** One live question the reader may see, with its files and thread, or null (missing, deleted or another's private question). */
export async function getQuestion(db: Db, reader: QnaReader, id: number): Promise<PartnerQnaDetail | null> {
  const [row] = await db
    .select({
      ...listColumns,
      content: q.content,
      updDtm: q.updDtm,
      answeredDtm: q.answeredDtm,
      acceptedCommentId: q.acceptedCommentId,
      acceptedDtm: q.acceptedDtm,
      writerId: q.writerId,
    })
    .from(q)
    .where(and(eq(q.id, id), liveVisibleQuestion(reader)))
    .limit(1);
  if (!row) return null;
  const { writerId, content, updDtm, answeredDtm, acceptedCommentId, acceptedDtm, ...listed } = row;
  const [files, comments] = await Promise.all([listAttachmentsOf(db, 'PARTNER_QNA', [id]), threadOf(db, reader, id)]);
  return {
    ...toItem(listed, id),
    content,
    updDtm,
    answeredDtm,
    acceptedCommentId,
    acceptedDtm,
    attachments: files.get(id) ?? [],
    canEdit: isQnaModerator(reader) || writerId === reader.accountId,
    canAccept: writerId === reader.accountId,
    comments,
  };
}

/** One live comment on a live question the reader may see, or null. */
export async function getQnaComment(
  db: Db,
  reader: QnaReader,
  id: number,
): Promise<{ id: number; questionId: number; parentId: number | null; writerId: number | null } | null> {
  const [row] = await db
    .select({ id: c.id, questionId: c.questionId, parentId: c.parentId, writerId: c.writerId })
    .from(c)
    .innerJoin(q, eq(q.id, c.questionId))
    .where(and(eq(c.id, id), eq(c.isDeleted, false), liveVisibleQuestion(reader)))
    .limit(1);
  return row ?? null;
}

/** The comment as the reader sees it after a write. */
export async function getQnaCommentView(db: Db, reader: QnaReader, id: number): Promise<PartnerQnaCommentView | null> {
  const comment = await getQnaComment(db, reader, id);
  if (!comment) return null;
  const thread = await threadOf(db, reader, comment.questionId);
  return thread.flatMap((top) => [top, ...top.replies]).find((item) => item.id === id) ?? null;
}

/** The ids of the given questions that the reader may see (the bell's rule, in one query). */
export async function visibleQuestionIds(db: Db, reader: QnaReader, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: q.id })
    .from(q)
    .where(and(inArray(q.id, [...ids]), liveVisibleQuestion(reader)));
  return new Set(rows.map((row) => row.id));
}
