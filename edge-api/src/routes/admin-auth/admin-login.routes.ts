// The admin sign-in in two steps (admin spec §4, docs/identity.md "Admin sign-in"): the password,
// then a 6-digit access code by mail or SMS (5 minutes, 5 tries, once, stored hashed), then the admin
// session in its own cookie. An expired password still signs in, to a session that may only change it.
// Like the member sign-in, a browser the admin has signed in from before (decision 032) is held by limits
// of its own at both steps, not by the address's. An admin with an authenticator app (or a passkey) may prove
// the sign-in with it instead of the code (routes/second-factor/); under the console's second-factor policy the
// code is offered only to an admin without one, who then enrols one before the console opens (issue 34).
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { ADMIN_CODE_DIGITS, ADMIN_CODE_MAX_TRIES, ADMIN_CODE_TTL_MS } from '#core/auth/limits.ts';
import { maskEmail } from '#core/auth/mask.ts';
import { randomDigits } from '#core/auth/token.ts';
import { adminCodeChannels, adminCodeSchema, adminLoginAnswer, adminLoginSchema, adminOtpQuery, type AdminLoginAnswer } from '#core/schemas/admin-auth.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { countTokenAttempt, deleteUserTokens, findLatestUnusedToken, insertOneTimeToken, useToken } from '#db/queries/one-time-token.ts';
import { adminUser, finishAdminSignIn } from '../../lib/admin-sign-in.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { codeHash, endPendingSignIn, extendPendingSignIn, requirePendingSignIn, startPendingSignIn } from '../../lib/pending-sign-in.ts';
import { isCrossSite } from '../../lib/same-site.ts';
import { consoleSignInRule } from '../../lib/second-factor/console-policy.ts';
import { activeSecondFactors } from '../../lib/second-factor/factors.ts';
import { endSession, loadSession } from '../../lib/session.ts';
import { attemptLimit, checkCredentials, recordSignIn } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** The limit of the code step (sends and wrong codes), apart from the password step's. */
const CODE_ACTION = 'admin-code';

/** A phone number with only its first 3 and last 4 digits shown: `+82 010****1001`. */
const maskPhone = (country: string, phone: string) => `${country} ${phone.slice(0, 3)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-4)}`;

const tags = ['Admin sign-in'];

export const adminLoginRoutes = new Hono<AppEnv>()
  .post(
    '/auth/admin/login',
    describeRoute({
      tags,
      summary:
        'Step 1: the password; sets the pending sign-in cookie and offers the code channels (none under the second-factor policy when the admin has a strong factor), the second factors that may take their place, and whether an enrolment follows',
      responses: {
        200: { description: 'The channels the code may be sent by', content: { 'application/json': { schema: resolver(envelopeSchema(adminLoginAnswer)) } } },
        400: { description: 'Wrong address or password' },
        403: { description: 'Not an admin, not activated or dormant' },
        429: { description: 'Locked account or browser, or too many attempts' },
      },
    }),
    validate('json', adminLoginSchema),
    async (c) => {
      const { username, password } = c.req.valid('json');
      const account = await checkCredentials(c, 'ADMIN', username, password);
      if (account.role !== 'ADMIN') {
        await recordSignIn(c, 'ADMIN', account.username, account.id, 'LOGIN_FAILED', 'notAdmin');
        throw new ApiError(403, 'admin.accessDeniedRole');
      }
      await startPendingSignIn(c, 'ADMIN', account);
      const rule = await consoleSignInRule(c.var.deps.db, account.id);
      const answer: AdminLoginAnswer = {
        channels: rule.mailedCodeAllowed ? [...adminCodeChannels] : [],
        secondFactor: await activeSecondFactors(c.var.deps.db, account.id, 'ADMIN'),
        enrolSecondFactor: rule.mustEnrol,
      };
      return ok(c, answer, 'console.passwordAccepted');
    },
  )
  .get(
    '/auth/admin/get-otp-login',
    describeRoute({
      tags,
      summary: 'Step 2: send (or send again) the 6-digit access code by mail or SMS',
      responses: {
        200: { description: '`{ channel, sentTo }` with the address or number masked' },
        401: { description: 'No pending sign-in' },
        403: { description: "The second-factor policy wants the admin's authenticator code or passkey instead" },
        429: { description: 'Too many requests from this address, or from this browser when the admin has signed in from it before' },
      },
    }),
    validate('query', adminOtpQuery),
    async (c) => {
      const { channel } = c.req.valid('query');
      const { pending, account } = await requirePendingSignIn(c, 'ADMIN');
      if (!(await consoleSignInRule(c.var.deps.db, account.id)).mailedCodeAllowed) throw new ApiError(403, 'secondFactor.mailedCodeOff');
      const limit = await attemptLimit(c, CODE_ACTION, account.id);
      await limit.check();
      // every send counts: codes cost an SMS and invite guessing
      await limit.count();
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const code = randomDigits(ADMIN_CODE_DIGITS);
      const expiresAt = new Date(now.getTime() + ADMIN_CODE_TTL_MS);
      await deleteUserTokens(db, account.id, 'ADMIN_CODE');
      await insertOneTimeToken(db, {
        userId: account.id,
        purpose: 'ADMIN_CODE',
        tokenHash: await codeHash(pending.id, code),
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
      await extendPendingSignIn(c, pending.id, expiresAt);
      const to = channel === 'SMS' ? `${account.country}${account.phoneNumber}` : account.username;
      await c.var.deps.outbox.send({ channel, to, lang: account.lang, template: 'mail.adminCode', values: { code } });
      const sentTo = channel === 'SMS' ? maskPhone(account.country, account.phoneNumber) : maskEmail(account.username);
      return ok(c, { channel, sentTo }, 'admin.codeSent');
    },
  )
  .post(
    '/auth/admin/login-admin',
    describeRoute({
      tags,
      summary: 'Step 3: the access code; starts the admin session and leaves the browser known (its device cookie)',
      responses: {
        200: {
          description:
            '`{ username, name, roleCd, expireDate, passwordChangeNotice, enrolSecondFactor }`; sets the admin session cookie and the device cookie. With `enrolSecondFactor` the session may only enrol an authenticator app',
        },
        400: { description: 'Wrong, expired or used-up code' },
        401: { description: 'No pending sign-in' },
        403: { description: "The second-factor policy wants the admin's authenticator code or passkey instead" },
        429: { description: 'Too many attempts from this address, or from this browser when the admin has signed in from it before' },
      },
    }),
    validate('json', adminCodeSchema),
    async (c) => {
      const { code } = c.req.valid('json');
      const { pending, account } = await requirePendingSignIn(c, 'ADMIN');
      // the policy may have been turned on since the code was sent
      if (!(await consoleSignInRule(c.var.deps.db, account.id)).mailedCodeAllowed) throw new ApiError(403, 'secondFactor.mailedCodeOff');
      const limit = await attemptLimit(c, CODE_ACTION, account.id);
      await limit.check();
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const row = await findLatestUnusedToken(db, account.id, 'ADMIN_CODE');
      if (!row) throw new ApiError(400, 'console.codeMissing');
      if (row.attempts >= ADMIN_CODE_MAX_TRIES) throw new ApiError(400, 'console.codeDead', { max: ADMIN_CODE_MAX_TRIES });
      if (row.expiresAt <= now.toISOString()) throw new ApiError(400, 'console.codeExpired');
      if (row.tokenHash !== (await codeHash(pending.id, code))) {
        await countTokenAttempt(db, row.id);
        await limit.count();
        await recordSignIn(c, 'ADMIN', account.username, account.id, 'LOGIN_FAILED', 'wrongCode');
        const left = ADMIN_CODE_MAX_TRIES - row.attempts - 1;
        if (left <= 0) throw new ApiError(400, 'console.codeDead', { max: ADMIN_CODE_MAX_TRIES });
        throw new ApiError(400, 'console.codeWrong', { left });
      }
      // one statement decides between two racing requests with the same code
      if (!(await useToken(db, row.id, now.toISOString()))) throw new ApiError(400, 'console.codeMissing');
      await endPendingSignIn(c, 'ADMIN', account.id);
      await limit.forgive();
      return ok(c, await finishAdminSignIn(c, account), 'auth.loggedIn');
    },
  )
  .get(
    '/auth/admin/logout',
    describeRoute({
      tags,
      summary:
        'Ends the admin session; `?reason=password-expired` answers with the expired-password message. Refused (403) when another site makes the browser send it',
      responses: { 200: { description: 'Signed out' } },
    }),
    async (c) => {
      // the spec's GET: another site's link or image must not sign an operator out
      if (isCrossSite(c)) throw new ApiError(403, 'api.crossSite');
      // a public call (an ended session still signs out), so it reads the session itself
      const auth = await loadSession(c, 'ADMIN');
      await endSession(c, 'ADMIN');
      if (auth) await recordSignIn(c, 'ADMIN', auth.user.username, auth.user.id, 'LOGOUT');
      return ok(c, null, c.req.query('reason') === 'password-expired' ? 'admin.passwordExpired' : 'auth.loggedOut');
    },
  )
  .get(
    '/auth/admin/user-info',
    describeRoute({ tags, summary: 'The signed-in admin, in the shape of the sign-in answer', responses: { 200: { description: 'The admin' } } }),
    (c) => {
      const { user, session } = requireAuth(c);
      return ok(c, adminUser(user, session));
    },
  );
