// The calls of the second factors (issue 34): the member's and the console's second sign-in step (with a passkey's
// challenge for it), the "lost
// your device" link, an account's own authenticator app and recovery codes (on My Page and in the console's
// "My security"), and the console's policy and reset.
import * as v from 'valibot';
import { sessionUser } from '../schemas/account-answers.ts';
import { adminUser } from '../schemas/admin-auth.ts';
import { authenticationOptions } from '../schemas/passkey.ts';
import {
  consoleFactorAccounts,
  recoveryCodeList,
  secondFactorOffSchema,
  secondFactorPolicy,
  secondFactorPolicyBody,
  secondFactorProofSchema,
  secondFactorRecoverSchema,
  secondFactorState,
  totpConfirmSchema,
  totpEnrolment,
} from '../schemas/second-factor.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

export const secondFactorCalls = callFamily({
  'POST /api/auth/login/second-factor': { answer: sessionUser, body: secondFactorProofSchema },
  'POST /api/auth/login/second-factor/passkey-options': { answer: authenticationOptions },
  'POST /api/auth/login/lost-device': { answer: none },
  'POST /api/public/second-factor/recover': { answer: sessionUser, body: secondFactorRecoverSchema },
  'GET /api/member/second-factor': { answer: secondFactorState },
  'POST /api/member/second-factor/totp': { answer: totpEnrolment },
  'PUT /api/member/second-factor/totp': { answer: recoveryCodeList, body: totpConfirmSchema },
  'DELETE /api/member/second-factor/totp': { answer: none, body: secondFactorOffSchema },
  'POST /api/member/second-factor/recovery-codes': { answer: recoveryCodeList },
  'POST /api/auth/admin/login-second-factor': { answer: adminUser, body: secondFactorProofSchema },
  'POST /api/auth/admin/login-second-factor/passkey-options': { answer: authenticationOptions },
  'GET /api/admin/my-second-factor': { answer: secondFactorState },
  'POST /api/admin/my-second-factor/totp': { answer: totpEnrolment },
  'PUT /api/admin/my-second-factor/totp': { answer: recoveryCodeList, body: totpConfirmSchema },
  'DELETE /api/admin/my-second-factor/totp': { answer: none, body: secondFactorOffSchema },
  'POST /api/admin/my-second-factor/recovery-codes': { answer: recoveryCodeList },
  'GET /api/admin/second-factor-policy': { answer: secondFactorPolicy },
  'PUT /api/admin/second-factor-policy': { answer: secondFactorPolicy, body: secondFactorPolicyBody },
  'GET /api/admin/second-factor/accounts': { answer: consoleFactorAccounts },
  'DELETE /api/admin/second-factor/accounts/:id': { answer: none },
});
