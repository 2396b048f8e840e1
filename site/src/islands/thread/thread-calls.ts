// The calls a thread's islands make. Which thread it is travels as data a page passes to them (an
// island's props are serialised): the kind and the post or question it belongs to. The calls themselves
// are made by key (core/api/contract.ts), so their bodies and answers are typed by the contract.
import type { Lang } from '#core/i18n/locales.ts';
import type { ReportSave } from '#core/schemas/forum.ts';
import { callApi } from '../lib/api-client.ts';

export type ThreadCalls = { kind: 'forum'; postId: number; boardId: number } | { kind: 'partnerQna'; questionId: number };

/** A forum post's thread; its board is whose readers the @mention suggestions offer (issue 32). */
export const forumThreadCalls = (postId: number, boardId: number): ThreadCalls => ({ kind: 'forum', postId, boardId });

/** The board whose readers a thread's comments may @mention: a forum post's, none in the partner Q&A. */
export const mentionBoardOf = (calls: ThreadCalls): number | undefined => (calls.kind === 'forum' ? calls.boardId : undefined);

export const partnerQnaThreadCalls = (questionId: number): ThreadCalls => ({ kind: 'partnerQna', questionId });

/** A report's fields as the form sends them. */
export type ReportFields = Pick<ReportSave, 'reason' | 'detail'>;

/** The calls of one thread's comments: a new comment or a reply, an edit, a delete and (forum only) a report. */
export type CommentSenders = {
  create: (content: string, parentId: number | undefined, mentions?: number[]) => Promise<unknown>;
  update: (commentId: number, content: string) => Promise<unknown>;
  /** A reply (`isReply`) has a delete call of its own in the partner Q&A. */
  remove: (commentId: number, isReply: boolean) => Promise<unknown>;
  report: ((commentId: number, fields: ReportFields) => Promise<unknown>) | null;
};

const withParent = (parentId: number | undefined) => (parentId ? { parentId } : {});

export function commentSenders(calls: ThreadCalls, lang: Lang): CommentSenders {
  if (calls.kind === 'forum') {
    const params = (id: number) => ({ params: { id }, lang });
    return {
      create: (content, parentId, mentions = []) =>
        callApi('POST /api/member/forum-bulletin/:id/comments', {
          ...params(calls.postId),
          body: { content, ...withParent(parentId), ...(mentions.length > 0 && { mentions }) },
        }),
      update: (id, content) => callApi('PUT /api/member/forum-bulletin/comments/:id', { ...params(id), body: { content } }),
      remove: (id) => callApi('DELETE /api/member/forum-bulletin/comments/:id', params(id)),
      report: (id, fields) => callApi('POST /api/member/forum-bulletin/comments/:id/report', { ...params(id), body: fields }),
    };
  }
  return {
    create: (content, parentId) => callApi('POST /api/partner/comment', { body: { questionId: calls.questionId, content, ...withParent(parentId) }, lang }),
    update: (id, content) => callApi('PUT /api/partner/comment/:id', { params: { id }, body: { content }, lang }),
    remove: (id, isReply) =>
      isReply
        ? callApi('DELETE /api/partner/comment/child/:id', { params: { id }, lang })
        : callApi('DELETE /api/partner/comment/:id', { params: { id }, lang }),
    report: null,
  };
}
