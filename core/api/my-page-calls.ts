// The calls of my page (portal spec §3 My page), of the reader's notifications, of what they watch and of how
// they hear of it by mail (issue 32), and of their reactions and bookmarks (decision 045).
import * as v from 'valibot';
import { historyTermAgreement, myPageCodeSent, myPageInfo } from '../schemas/account-answers.ts';
import { deleteAccountSchema, editMyPageSchema, marketingConsentSchema, passwordCheckSchema, reAgreeSchema } from '../schemas/account.ts';
import { bookmarkListQuery, bookmarkPage, bookmarkState } from '../schemas/bookmark.ts';
import { consentChangeBody, consentChanged, consentQuery, consentView, termsAcceptBody, termsUpdateView } from '../schemas/consent.ts';
import { reactionPeoplePage, reactionPeopleQuery, reactionPostQuery, reactionPostSummaries, reactionSummary } from '../schemas/forum-reaction.ts';
import { mailPreferenceList, mailPreferenceSaveBody, unsubscribeQuery, unsubscribeView } from '../schemas/mail-preference.ts';
import { notificationListQuery, notificationPage, notificationsSeen } from '../schemas/notification.ts';
import { watchLevelQuery, watchLevelView, watchListQuery, watchPage, watchSaveBody } from '../schemas/watch.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

export const myPageCalls = callFamily({
  'POST /api/auth/import-password': { answer: none, body: passwordCheckSchema },
  'GET /api/auth/get-mypage-info': { answer: myPageInfo },
  'POST /api/auth/get-mypage-otp': { answer: myPageCodeSent },
  'PUT /api/auth/edit-my-page': { answer: myPageInfo, body: editMyPageSchema },
  'PUT /api/auth/change-term-agreement-use-marketing': { answer: historyTermAgreement, body: marketingConsentSchema },
  'PUT /api/auth/change-term-agreement': { answer: historyTermAgreement, body: reAgreeSchema },
  'DELETE /api/auth/delete-account': { answer: none, body: deleteAccountSchema },
});

export const notificationCalls = callFamily({
  'GET /api/member/notifications': { answer: notificationPage, query: notificationListQuery },
  'POST /api/public/notices/readAll': { answer: notificationsSeen },
});

export const watchCalls = callFamily({
  'GET /api/member/watches/level': { answer: watchLevelView, query: watchLevelQuery },
  'PUT /api/member/watches': { answer: watchLevelView, body: watchSaveBody },
  'GET /api/member/watches': { answer: watchPage, query: watchListQuery },
});

export const mailPreferenceCalls = callFamily({
  'GET /api/member/notification-preferences': { answer: mailPreferenceList },
  'PUT /api/member/notification-preferences': { answer: mailPreferenceList, body: mailPreferenceSaveBody },
  'GET /api/public/mail/unsubscribe': { answer: unsubscribeView, query: unsubscribeQuery },
  'POST /api/public/mail/unsubscribe': { answer: unsubscribeView, query: unsubscribeQuery },
});

export const reactionCalls = callFamily({
  'PUT /api/member/reactions/:target/:id/:reaction': { answer: reactionSummary },
  'DELETE /api/member/reactions/:target/:id/:reaction': { answer: reactionSummary },
  'GET /api/member/reactions': { answer: reactionPostSummaries, query: reactionPostQuery },
  'GET /api/member/reactions/people': { answer: reactionPeoplePage, query: reactionPeopleQuery },
});

export const bookmarkCalls = callFamily({
  'GET /api/member/bookmarks/:kind/:id': { answer: bookmarkState },
  'PUT /api/member/bookmarks/:kind/:id': { answer: bookmarkState },
  'DELETE /api/member/bookmarks/:kind/:id': { answer: bookmarkState },
  'GET /api/member/bookmarks': { answer: bookmarkPage, query: bookmarkListQuery },
});

/**
 * A member's consents and the acceptance of a new version of the terms (issue 33). The export of their data,
 * GET /api/member/my-data, answers a file rather than an envelope: the island fetches it as one (my-data/download.ts).
 */
export const consentCalls = callFamily({
  'GET /api/member/consents': { answer: consentView, query: consentQuery },
  'PUT /api/member/consents/:item': { answer: consentChanged, body: consentChangeBody },
  'GET /api/member/terms-update': { answer: termsUpdateView },
  'PUT /api/member/terms-update': { answer: termsUpdateView, body: termsAcceptBody },
});
