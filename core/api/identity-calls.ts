// The identity calls the clients make (portal spec §3, §5; admin spec §4): sign-up, activation, the
// member's and the admin's sign-in, recovery and password changes.
import * as v from 'valibot';
import { foundUsernames, sessionUser } from '../schemas/account-answers.ts';
import {
  activationTokenSchema,
  changeExpiredPasswordSchema,
  changePasswordSchema,
  findUsernameSchema,
  forgotPasswordSchema,
  loginSchema,
  resendActivationByLoginSchema,
  resetPasswordSchema,
  signUpSchema,
} from '../schemas/account.ts';
import {
  adminChangePasswordSchema,
  adminCodeSchema,
  adminCodeSent,
  adminLoginAnswer,
  adminLoginSchema,
  adminLogoutQuery,
  adminOtpQuery,
  adminResetPasswordSchema,
  adminUser,
} from '../schemas/admin-auth.ts';
import { memberLoginAnswer } from '../schemas/second-factor.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

export const identityCalls = callFamily({
  'POST /api/public/sign-up': { answer: none, body: signUpSchema },
  'POST /api/public/activate-account': { answer: none, body: activationTokenSchema },
  'POST /api/public/resend-activation': { answer: none, body: activationTokenSchema },
  'POST /api/auth/member/send-link-active-account': { answer: none, body: resendActivationByLoginSchema },
  // the session user, or the second factor the sign-in waits for (issue 34)
  'POST /api/auth/login': { answer: memberLoginAnswer, body: loginSchema },
  'GET /api/auth/user-info': { answer: sessionUser },
  'PUT /api/auth/reject-change-password': { answer: none },
  'PUT /api/auth/change-password': { answer: none, body: changePasswordSchema },
  'POST /api/public/change-expired-password': { answer: none, body: changeExpiredPasswordSchema },
  'POST /api/public/find-username': { answer: foundUsernames, body: findUsernameSchema },
  'POST /api/public/find-password': { answer: none, body: forgotPasswordSchema },
  'POST /api/v1/users/reset-password': { answer: none, body: resetPasswordSchema },
  'POST /api/auth/admin/login': { answer: adminLoginAnswer, body: adminLoginSchema },
  'GET /api/auth/admin/get-otp-login': { answer: adminCodeSent, query: adminOtpQuery },
  'POST /api/auth/admin/login-admin': { answer: adminUser, body: adminCodeSchema },
  'GET /api/auth/admin/user-info': { answer: adminUser },
  'GET /api/auth/admin/logout': { answer: none, query: adminLogoutQuery },
  'PUT /api/auth/admin/change-password': { answer: none, body: adminChangePasswordSchema },
  'POST /api/auth/admin/find-password': { answer: none, body: forgotPasswordSchema },
  'PUT /api/auth/admin/reset-password': { answer: none, body: adminResetPasswordSchema },
});
