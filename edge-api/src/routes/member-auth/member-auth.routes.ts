// Member sign-in, sessions and the password lifecycle (portal spec §4; docs/identity.md): sign-in with
// the expired-password refusal (code 180) that leaves the browser known to the account (its device
// cookie, decision 032), sign-out, the session user, the password change, the "change after 3 months"
// choice, and the change of an expired password before signing in. A member with a second factor is not signed
// in by the password alone: a pending sign-in waits for it (issue 34, routes/second-factor/).
import { Hono } from 'hono';
import { authCodes } from '#core/auth/codes.ts';
import { passwordState } from '#core/auth/password-expiry.ts';
import { changeExpiredPasswordSchema, changePasswordSchema, loginSchema, newPasswordCheckSchema, passwordCheckSchema } from '#core/schemas/account.ts';
import { updateAccount } from '#db/queries/account.ts';
import { getPasswordCycle } from '#db/queries/password-cycle.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { finishMemberSignIn } from '../../lib/member-sign-in.ts';
import { startPendingSignIn } from '../../lib/pending-sign-in.ts';
import { activeSecondFactors } from '../../lib/second-factor/factors.ts';
import { sessionUserOf } from '../../lib/session-user.ts';
import { endSession, loadSession } from '../../lib/session.ts';
import { answerNewPasswordCheck, answerPasswordCheck, setNewPassword } from '../../lib/set-password.ts';
import { checkCredentials, recordSignIn } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Member sign-in');

export const memberAuthRoutes = new Hono<AppEnv>()
  .post(
    '/auth/login',
    doc('Signs a member in and sets the session cookie and the device cookie that makes this browser known', {
      200: 'The session user; or, for an account with a second factor, `{ secondFactor }` (the factors to choose from) and a pending sign-in cookie, no session yet',
      400: 'Wrong address or password (the same answer for an unknown address)',
      403: 'Expired password (code 180), not activated (181) or dormant (182)',
      429: 'Locked account or browser (183) or too many attempts from this address (184)',
    }),
    validate('json', loginSchema),
    async (c) => {
      const { username, password } = c.req.valid('json');
      const account = await checkCredentials(c, 'MEMBER', username, password);
      const cycle = await getPasswordCycle(c.var.deps.db);
      if (passwordState(account, cycle, c.var.deps.now()).expired) {
        await recordSignIn(c, 'MEMBER', account.username, account.id, 'LOGIN_FAILED', 'passwordExpired');
        throw new ApiError(403, 'auth.passwordExpired', { months: cycle.defaultPeriod }, authCodes.PASSWORD_EXPIRED);
      }
      const secondFactor = await activeSecondFactors(c.var.deps.db, account.id, 'MEMBER');
      if (secondFactor.length > 0) {
        await startPendingSignIn(c, 'MEMBER', account);
        return ok(c, { secondFactor }, 'secondFactor.needed');
      }
      return ok(c, await finishMemberSignIn(c, account), 'auth.loggedIn');
    },
  )
  .post('/auth/logout', doc('Ends the member session (always succeeds); the browser stays known', { 200: 'Signed out' }), async (c) => {
    const auth = await loadSession(c, 'MEMBER');
    if (auth) await recordSignIn(c, 'MEMBER', auth.user.username, auth.user.id, 'LOGOUT');
    await endSession(c, 'MEMBER');
    return ok(c, null, 'auth.loggedOut');
  })
  .get('/auth/user-info', doc('The signed-in member, with the end of the idle session', { 200: 'The session user', 401: 'No live session' }), async (c) => {
    const { user, session } = requireAuth(c);
    return ok(c, await sessionUserOf(c.var.deps.db, user, session, c.var.deps.now()));
  })
  .post(
    '/auth/change-password/check',
    doc('Checks the current password (first step of the change)', { 200: 'Right', 400: 'Wrong password' }),
    validate('json', passwordCheckSchema),
    answerPasswordCheck,
  )
  .post(
    '/auth/change-password/check-new',
    doc('Checks a new password against the rules and the current password', { 200: 'Usable', 400: 'The same as the current password', 422: 'A broken rule' }),
    validate('json', newPasswordCheckSchema),
    answerNewPasswordCheck,
  )
  .put(
    '/auth/change-password',
    doc('Changes the password and ends every session of the account', {
      200: 'Changed: sign in again',
      400: 'Wrong current password',
      422: 'A broken rule, a different confirmation, or the same password',
    }),
    validate('json', changePasswordSchema),
    async (c) => {
      const { user } = requireAuth(c);
      const { currentPassword, newPassword } = c.req.valid('json');
      if (!(await c.var.deps.passwords.verify(currentPassword, user.passwordHash)).ok) throw new ApiError(400, 'auth.passwordWrong');
      await setNewPassword(c, user.id, newPassword);
      await recordSignIn(c, 'MEMBER', user.username, user.id, 'LOGOUT', 'passwordChanged');
      await endSession(c, 'MEMBER');
      return ok(c, null, 'auth.passwordChanged');
    },
  )
  .put('/auth/reject-change-password', doc('"Change after 3 months": the password cycle counts from now', { 200: 'Postponed' }), async (c) => {
    const { user } = requireAuth(c);
    await updateAccount(c.var.deps.db, user.id, { passwordNoticeAfter: c.var.deps.now().toISOString() });
    return ok(c, null, 'auth.passwordReminderPostponed');
  })
  .post(
    '/public/change-expired-password',
    doc('Changes an expired (or temporary) password before signing in; no session is started', {
      200: 'Changed: sign in with the new password',
      400: 'Wrong address or password, or the password does not need changing',
      422: 'A broken rule, a different confirmation, or the same password',
      429: 'Locked account (183) or too many attempts from this address (184)',
    }),
    validate('json', changeExpiredPasswordSchema),
    async (c) => {
      const { username, currentPassword, newPassword } = c.req.valid('json');
      const now = c.var.deps.now();
      const account = await checkCredentials(c, 'MEMBER', username, currentPassword);
      const cycle = await getPasswordCycle(c.var.deps.db);
      if (!passwordState(account, cycle, now).expired && !account.mustChangePassword) throw new ApiError(400, 'auth.passwordChangeNotNeeded');
      await setNewPassword(c, account.id, newPassword);
      return ok(c, null, 'auth.passwordChanged');
    },
  );
