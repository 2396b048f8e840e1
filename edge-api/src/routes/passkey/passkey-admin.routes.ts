// Passkeys in the console (issue 34, decision 053; docs/identity.md "Passkeys"): an admin's own, managed on the
// console's passkey screen with the console session, and the console's sign-in by a passkey alone. A passkey
// with the user's verification is two factors in itself, so that sign-in needs no mailed code; it accepts only
// passkeys added in the console, never one added on My Page behind the password alone.
import { Hono } from 'hono';
import { passkeyAssertionBody } from '#core/schemas/passkey.ts';
import { finishAdminSignIn } from '../../lib/admin-sign-in.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { passkeySignInOptions, signInWithPasskey } from '../../lib/passkey/passkey-sign-in.ts';
import { endPendingSignIn } from '../../lib/pending-sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { passkeyManagement } from './passkey-management.ts';

const doc = documented('Passkeys');

export const passkeyAdminRoutes = new Hono<AppEnv>()
  .post(
    '/auth/admin/passkey/login-options',
    doc('Starts the console’s sign-in by a passkey alone: a challenge bound to this browser (its short-lived passkey cookie)', {
      200: 'PublicKeyCredentialRequestOptionsJSON without allowCredentials',
    }),
    async (c) => ok(c, await passkeySignInOptions(c, 'ADMIN')),
  )
  .post(
    '/auth/admin/passkey/login',
    doc('Signs an admin in to the console by a passkey added in the console, without the mailed code', {
      200: '`{ username, name, roleCd, expireDate, passwordChangeNotice }`; sets the admin session cookie and the device cookie',
      400: 'The answer is refused (a passkey added on My Page, an unknown or removed passkey, a used or expired challenge…)',
      403: 'Not an admin, not activated or dormant',
      422: 'The answer is malformed',
      429: 'Too many failed sign-ins from this address or browser (184)',
    }),
    validate('json', passkeyAssertionBody),
    async (c) => {
      const account = await signInWithPasskey(c, 'ADMIN', c.req.valid('json').response);
      // a password step begun in this browser is over: its pending sign-in and code are of no more use
      await endPendingSignIn(c, 'ADMIN', account.id);
      return ok(c, await finishAdminSignIn(c, account, 'passkey'), 'auth.loggedIn');
    },
  )
  .route('/', passkeyManagement('ADMIN', '/admin/passkey', requireAuth));
