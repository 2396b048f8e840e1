// The calls of my page (portal spec §3 My page) and of the reader's notifications.
import * as v from 'valibot';
import { historyTermAgreement, myPageCodeSent, myPageInfo } from '../schemas/account-answers.ts';
import { deleteAccountSchema, editMyPageSchema, marketingConsentSchema, passwordCheckSchema, reAgreeSchema } from '../schemas/account.ts';
import { notificationListQuery, notificationPage, notificationsSeen } from '../schemas/notification.ts';
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
