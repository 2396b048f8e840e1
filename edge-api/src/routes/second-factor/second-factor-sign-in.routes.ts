// The second step of a sign-in (issue 34, docs/identity.md "Second factors"): after a right password, a member or a
// console account with a second factor proves it with an authenticator code, one of its passkeys (a challenge bound
// to the pending sign-in) or a recovery code, against the pending sign-in its browser holds. A member who lost the
// device asks for a mailed link from that step; the link, opened with the password, turns the authenticator app off
// (recorded and mailed) and signs the member in.
import { Hono, type Context } from 'hono';
import { authCodes } from '#core/auth/codes.ts';
import { passwordState } from '#core/auth/password-expiry.ts';
import { SECOND_FACTOR_RECOVERY_TTL_MS } from '#core/auth/second-factors.ts';
import { secondFactorProofSchema, secondFactorRecoverSchema } from '#core/schemas/second-factor.ts';
import { findAccountById } from '#db/queries/account.ts';
import { useToken } from '#db/queries/one-time-token.ts';
import { getPasswordCycle } from '#db/queries/password-cycle.ts';
import { deleteTotp } from '#db/queries/second-factor.ts';
import type { SessionKind } from '#db/queries/session.ts';
import { finishAdminSignIn } from '../../lib/admin-sign-in.ts';
import { ApiError } from '../../lib/api-error.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { finishMemberSignIn } from '../../lib/member-sign-in.ts';
import { issueLinkToken, mailLink, readLinkToken } from '../../lib/one-time-token.ts';
import { passkeySecondFactorOptions } from '../../lib/passkey/passkey-sign-in.ts';
import { endPendingSignIn, requirePendingSignIn } from '../../lib/pending-sign-in.ts';
import { dropRecoveryCodesWithoutFactor, strongFactorsOf } from '../../lib/second-factor/factors.ts';
import { checkSecondFactor, SECOND_FACTOR_ACTION } from '../../lib/second-factor/proof.ts';
import { recordSecurityChange } from '../../lib/security-change.ts';
import { attemptLimit, checkCredentials, recordSignIn } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Second factors');

/** The challenge of a passkey as the second step of this browser's pending sign-in of `kind`. */
async function passkeyStepOptions(c: Context<AppEnv>, kind: SessionKind) {
  const { pending, account } = await requirePendingSignIn(c, kind);
  return passkeySecondFactorOptions(c, { userId: account.id, kind, pending: String(pending.id) });
}

/** Where the mailed "lost your device" link lands (site/src/pages/[...locale]/second-factor-recovery.astro). */
export const RECOVERY_PAGE = '/second-factor-recovery';

export const secondFactorSignInRoutes = new Hono<AppEnv>()
  .post(
    '/auth/login/second-factor',
    doc("A member's second step: an authenticator code or a recovery code for the pending sign-in; starts the session", {
      200: 'The session user; the session and device cookies are set',
      400: 'A wrong, expired, replayed or used code (the message says which), or a factor the account does not have',
      401: 'No pending sign-in (missing, expired, or ended after too many wrong codes): the password again',
      429: 'Too many attempts from this address, or from this browser when the member has signed in from it before',
    }),
    validate('json', secondFactorProofSchema),
    async (c) => {
      const { pending, account } = await requirePendingSignIn(c, 'MEMBER');
      const detail = await checkSecondFactor(c, 'MEMBER', pending, account, c.req.valid('json'));
      await endPendingSignIn(c, 'MEMBER', account.id);
      return ok(c, await finishMemberSignIn(c, account, detail), 'auth.loggedIn');
    },
  )
  .post(
    '/auth/login/second-factor/passkey-options',
    doc("A member's second step by a passkey: a challenge bound to the pending sign-in, for that account's passkeys", {
      200: 'PublicKeyCredentialRequestOptionsJSON with allowCredentials',
      401: 'No pending sign-in: the password again',
      404: 'The member has no passkey',
    }),
    async (c) => ok(c, await passkeyStepOptions(c, 'MEMBER')),
  )
  .post(
    '/auth/login/lost-device',
    doc('"Lost your device?" at the second step: mails the member a link (30 minutes, once) that turns the second factor off with the password', {
      200: 'Mailed',
      401: 'No pending sign-in: the password again',
      429: 'Too many attempts from this address or browser',
    }),
    async (c) => {
      const { account } = await requirePendingSignIn(c, 'MEMBER');
      const limit = await attemptLimit(c, SECOND_FACTOR_ACTION, account.id);
      await limit.check();
      // every mail counts, as the console's access codes do: they invite guessing and cost a mail
      await limit.count();
      const now = c.var.deps.now();
      const token = await issueLinkToken(c.var.deps.db, account.id, 'SECOND_FACTOR_RECOVERY', SECOND_FACTOR_RECOVERY_TTL_MS, now);
      await c.var.deps.outbox.send({
        channel: 'MAIL',
        to: account.username,
        lang: account.lang,
        template: 'secondFactor.mail.recovery',
        values: { name: account.name, link: mailLink(c, account.lang, RECOVERY_PAGE, token), minutes: SECOND_FACTOR_RECOVERY_TTL_MS / 60_000 },
      });
      return ok(c, null, 'secondFactor.recoveryMailSent');
    },
  )
  .post(
    '/public/second-factor/recover',
    doc(
      "The mailed link with the member's password: the authenticator app and the recovery codes are turned off (recorded and mailed) and the member is signed in",
      {
        200: 'The session user',
        400: 'The link has expired or was used, or the password is wrong',
        403: 'The password has expired (code 180): change it first; the link stays usable',
        422: 'A malformed token or an empty password',
        429: 'Locked account or browser (183), or too many attempts from this address (184)',
      },
    ),
    validate('json', secondFactorRecoverSchema),
    async (c) => {
      const { token, password } = c.req.valid('json');
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const link = await readLinkToken(db, token, 'SECOND_FACTOR_RECOVERY', now);
      const owner = link?.state === 'valid' ? await findAccountById(db, link.row.userId) : null;
      if (!link || !owner) throw new ApiError(400, 'secondFactor.recoveryLinkInvalid');
      // the password of the link's own account, with every limit and lock of the sign-in
      const account = await checkCredentials(c, 'MEMBER', owner.username, password);
      const cycle = await getPasswordCycle(db);
      if (passwordState(account, cycle, now).expired) {
        await recordSignIn(c, 'MEMBER', account.username, account.id, 'LOGIN_FAILED', 'passwordExpired');
        throw new ApiError(403, 'auth.passwordExpired', { months: cycle.defaultPeriod }, authCodes.PASSWORD_EXPIRED);
      }
      // the link is spent before anything changes: of two uses at once, only one gets through
      if (!(await useToken(db, link.row.id, now.toISOString()))) throw new ApiError(400, 'secondFactor.recoveryLinkInvalid');
      if (await deleteTotp(db, account.id, { recoveryCodes: false })) await recordSecurityChange(c, account, 'MEMBER', 'totpRemoved', 'lostDevice');
      await dropRecoveryCodesWithoutFactor(db, account.id, now.toISOString());
      await endPendingSignIn(c, 'MEMBER', account.id);
      const user = await finishMemberSignIn(c, account, 'secondFactorRecovery');
      // a factor other than the app (a passkey) is still there: the member manages it on My Page
      return ok(c, user, (await strongFactorsOf(db, account.id, 'MEMBER')).length > 0 ? 'secondFactor.recoveredAppOnly' : 'secondFactor.recovered');
    },
  )
  .post(
    '/auth/admin/login-second-factor',
    doc("The console's second step by the admin's own factor: an authenticator code or a recovery code instead of the mailed or texted code", {
      200: '`{ username, name, roleCd, expireDate, passwordChangeNotice, enrolSecondFactor }`; sets the admin session cookie and the device cookie',
      400: 'A wrong, expired, replayed or used code (the message says which), or a factor the admin does not have',
      401: 'No pending sign-in: the password again',
      429: 'Too many attempts from this address, or from this browser when the admin has signed in from it before',
    }),
    validate('json', secondFactorProofSchema),
    async (c) => {
      const { pending, account } = await requirePendingSignIn(c, 'ADMIN');
      const detail = await checkSecondFactor(c, 'ADMIN', pending, account, c.req.valid('json'));
      await endPendingSignIn(c, 'ADMIN', account.id);
      return ok(c, await finishAdminSignIn(c, account, detail), 'auth.loggedIn');
    },
  )
  .post(
    '/auth/admin/login-second-factor/passkey-options',
    doc("The console's second step by a passkey: a challenge bound to the pending sign-in, for the admin's console passkeys", {
      200: 'PublicKeyCredentialRequestOptionsJSON with allowCredentials',
      401: 'No pending sign-in: the password again',
      404: 'The admin has no passkey added in the console',
    }),
    async (c) => ok(c, await passkeyStepOptions(c, 'ADMIN')),
  );
