// Passkeys on the site (issue 34, decision 053; docs/identity.md "Passkeys"): a member's own, managed on
// /my-page/security behind the password re-entry; the sign-in by a passkey alone on /login; and My Page's
// re-entry by a passkey instead of the password (portal spec §2 /my-page/import-password).
import { Hono } from 'hono';
import { authCodes } from '#core/auth/codes.ts';
import { REAUTH_TTL_MS } from '#core/auth/limits.ts';
import { passwordState } from '#core/auth/password-expiry.ts';
import { passkeyAssertionBody } from '#core/schemas/passkey.ts';
import { countPasskeys, scopesFor } from '#db/queries/passkey.ts';
import { getPasswordCycle } from '#db/queries/password-cycle.ts';
import { updateSession } from '#db/queries/session.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { finishMemberSignIn } from '../../lib/member-sign-in.ts';
import { assertionOptionsFor, verifyBoundAssertion } from '../../lib/passkey/assertion.ts';
import { sessionBinding } from '../../lib/passkey/ceremony.ts';
import { passkeySignInOptions, signInWithPasskey } from '../../lib/passkey/passkey-sign-in.ts';
import { endPendingSignIn } from '../../lib/pending-sign-in.ts';
import { requireReauth } from '../../lib/reauth.ts';
import { recordSignIn } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { passkeyManagement } from './passkey-management.ts';

const doc = documented('Passkeys');

export const passkeyRoutes = new Hono<AppEnv>()
  .post(
    '/auth/passkey/login-options',
    doc('Starts a sign-in by a passkey alone: a challenge bound to this browser (its short-lived passkey cookie)', {
      200: 'PublicKeyCredentialRequestOptionsJSON without allowCredentials: the browser offers the portal’s passkeys',
    }),
    async (c) => ok(c, await passkeySignInOptions(c, 'MEMBER')),
  )
  .post(
    '/auth/passkey/login',
    doc('Signs a member in by a passkey alone and sets the session cookie and the device cookie', {
      200: 'The session user',
      400: 'The answer is refused (the message says why: a used, expired or foreign challenge, an unknown or removed passkey…)',
      403: 'Expired password (code 180), not activated (181) or dormant (182)',
      422: 'The answer is malformed',
      429: 'Too many failed sign-ins from this address or browser (184)',
    }),
    validate('json', passkeyAssertionBody),
    async (c) => {
      const account = await signInWithPasskey(c, 'MEMBER', c.req.valid('json').response);
      // the password cycle holds whatever proved the member (portal spec §5): its change comes first
      const cycle = await getPasswordCycle(c.var.deps.db);
      if (passwordState(account, cycle, c.var.deps.now()).expired) {
        await recordSignIn(c, 'MEMBER', account.username, account.id, 'LOGIN_FAILED', 'passwordExpired');
        throw new ApiError(403, 'auth.passwordExpired', { months: cycle.defaultPeriod }, authCodes.PASSWORD_EXPIRED);
      }
      // a password step begun in this browser is over: its pending second step is of no more use
      await endPendingSignIn(c, 'MEMBER', account.id);
      return ok(c, await finishMemberSignIn(c, account, 'passkey'), 'auth.loggedIn');
    },
  )
  .post(
    '/auth/passkey/reauth-options',
    doc('Starts My Page’s re-entry by a passkey: the member’s passkeys, a challenge bound to this session', {
      200: 'PublicKeyCredentialRequestOptionsJSON with the member’s passkeys',
      404: 'The member has no passkey',
    }),
    async (c) => {
      const { user, session } = requireAuth(c);
      // no passkey: no options, which without `allowCredentials` would offer whatever passkeys the browser holds
      if ((await countPasskeys(c.var.deps.db, user.id, scopesFor('MEMBER'))) === 0) throw new ApiError(404, 'passkey.noneRegistered');
      return ok(c, await assertionOptionsFor(c, { purpose: 'REAUTH', kind: 'MEMBER', bindingHash: await sessionBinding(session.id), userId: user.id }));
    },
  )
  .post(
    '/auth/passkey/reauth',
    doc('My Page’s re-entry by a passkey: my page opens for 10 minutes in this session, as after the password', {
      200: 'Open',
      400: 'The answer is refused (another account’s passkey, a used or expired challenge…)',
      422: 'The answer is malformed',
      429: 'Too many failures from this address or browser (184)',
    }),
    validate('json', passkeyAssertionBody),
    async (c) => {
      const { user, session } = requireAuth(c);
      const binding = { purpose: 'REAUTH' as const, kind: 'MEMBER' as const, bindingHash: await sessionBinding(session.id), userId: user.id };
      await verifyBoundAssertion(c, binding, c.req.valid('json').response);
      await updateSession(c.var.deps.db, session.id, { reauthUntil: new Date(c.var.deps.now().getTime() + REAUTH_TTL_MS).toISOString() });
      return ok(c, null, 'passkey.reauthOk');
    },
  )
  .route('/', passkeyManagement('MEMBER', '/auth/passkey', requireReauth));
