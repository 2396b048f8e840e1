// The forum (portal spec §3 Forum): boards, posts, threaded comments, reports and moderation.
import * as v from 'valibot';
import {
  answerSave,
  answerView,
  boardAuthorView,
  boardSave,
  boardView,
  commentCreated,
  commentSave,
  commentThread,
  commentView,
  faqDraftSave,
  faqDraftView,
  moderationSave,
  postCreatedView,
  postDetailView,
  postListQuery,
  postPage,
  postSave,
  reportSave,
} from '../schemas/forum.ts';
import { mentionSuggestions, mentionSuggestQuery } from '../schemas/mention.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

export const forumCalls = callFamily({
  'GET /api/public/forum-bulletin-menu': { answer: v.array(boardView) },
  'GET /api/public/forum-bulletin-menu/:id': { answer: boardView },
  'POST /api/admin/forum-bulletin-menu': { answer: boardAuthorView, body: boardSave },
  'PUT /api/admin/forum-bulletin-menu/:id': { answer: boardAuthorView, body: boardSave },
  'DELETE /api/admin/forum-bulletin-menu/:id': { answer: none },
  'GET /api/public/forum-bulletin': { answer: postPage, query: postListQuery },
  'GET /api/public/forum-bulletin/:id': { answer: postDetailView },
  'GET /api/public/forum-bulletin/:id/comments': { answer: v.array(commentThread) },
  'GET /api/public/forum-bulletin/comments/:id': { answer: commentView },
  'POST /api/member/forum-bulletin': { answer: postCreatedView, body: postSave },
  'GET /api/member/forum-bulletin-menu/:id/mention-suggestions': { answer: mentionSuggestions, query: mentionSuggestQuery },
  'PUT /api/member/forum-bulletin/:id': { answer: postDetailView, body: postSave },
  'DELETE /api/member/forum-bulletin/:id': { answer: none },
  'POST /api/member/forum-bulletin/:id/report': { answer: none, body: reportSave },
  'POST /api/member/forum-bulletin/:id/comments': { answer: commentCreated, body: commentSave },
  'PUT /api/member/forum-bulletin/comments/:id': { answer: none, body: commentSave },
  'DELETE /api/member/forum-bulletin/comments/:id': { answer: none },
  'POST /api/member/forum-bulletin/comments/:id/report': { answer: none, body: reportSave },
  'PUT /api/admin/forum-moderation/:type/:id': { answer: none, body: moderationSave },
  'DELETE /api/admin/forum-report/:type/:id': { answer: none },
  'PUT /api/member/forum-bulletin/:id/answer': { answer: answerView, body: answerSave },
  'DELETE /api/member/forum-bulletin/:id/answer': { answer: answerView },
  'POST /api/admin/forum-bulletin/:id/faq-draft': { answer: faqDraftView, body: faqDraftSave },
});
