// The calls of passkeys (issue 34, decision 053): the sign-in by a passkey alone on the site and in the console,
// My Page's re-entry by a passkey, and an account's own passkeys on My Page and in the console.
import * as v from 'valibot';
import { sessionUser } from '../schemas/account-answers.ts';
import { adminUser } from '../schemas/admin-auth.ts';
import {
  authenticationOptions,
  passkeyAssertionBody,
  passkeyList,
  passkeyRegisterBody,
  passkeyRenameBody,
  passkeyView,
  registrationOptions,
} from '../schemas/passkey.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

export const passkeyCalls = callFamily({
  'POST /api/auth/passkey/login-options': { answer: authenticationOptions },
  'POST /api/auth/passkey/login': { answer: sessionUser, body: passkeyAssertionBody },
  'POST /api/auth/passkey/reauth-options': { answer: authenticationOptions },
  'POST /api/auth/passkey/reauth': { answer: none, body: passkeyAssertionBody },
  'GET /api/auth/passkey': { answer: passkeyList },
  'POST /api/auth/passkey/register-options': { answer: registrationOptions },
  'POST /api/auth/passkey/register': { answer: passkeyView, body: passkeyRegisterBody },
  'PUT /api/auth/passkey/:id': { answer: passkeyView, body: passkeyRenameBody },
  'DELETE /api/auth/passkey/:id': { answer: none },
  'POST /api/auth/admin/passkey/login-options': { answer: authenticationOptions },
  'POST /api/auth/admin/passkey/login': { answer: adminUser, body: passkeyAssertionBody },
  'GET /api/admin/passkey': { answer: passkeyList },
  'POST /api/admin/passkey/register-options': { answer: registrationOptions },
  'POST /api/admin/passkey/register': { answer: passkeyView, body: passkeyRegisterBody },
  'PUT /api/admin/passkey/:id': { answer: passkeyView, body: passkeyRenameBody },
  'DELETE /api/admin/passkey/:id': { answer: none },
});
