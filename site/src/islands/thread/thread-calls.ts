// The calls a thread's islands make, as data a page passes to them (an island's props are serialised):
// each path names the comment with `{id}`. The forum and the partner Q&A each declare theirs.

export type ThreadCalls = {
  /** POST: a new comment, or a reply with `parentId`. */
  create: string;
  /** Sent with every new comment besides its text (the partner Q&A names its question). */
  createBody?: Record<string, number>;
  /** PUT edits and DELETE deletes the comment `{id}`. */
  comment: string;
  /** DELETE of a reply, when the kind has a call of its own for it. */
  deleteChild?: string;
  /** POST reports the comment `{id}`, when the kind has reports. */
  report?: string;
};

export const commentPath = (template: string, id: number): string => template.replace('{id}', String(id));

export const forumThreadCalls = (postId: number): ThreadCalls => ({
  create: `/api/member/forum-bulletin/${postId}/comments`,
  comment: '/api/member/forum-bulletin/comments/{id}',
  report: '/api/member/forum-bulletin/comments/{id}/report',
});

export const partnerQnaThreadCalls = (questionId: number): ThreadCalls => ({
  create: '/api/partner/comment',
  createBody: { questionId },
  comment: '/api/partner/comment/{id}',
  deleteChild: '/api/partner/comment/child/{id}',
});
