// My page (portal spec §2 /my-page/*, §4; docs/identity.md, "Member (member session)"): the password
// again before anything is shown, a mailed code before anything is changed, the consents, and the
// deletion of the account (permanent: the only way to withdraw the required consent, portal spec §4).
import { Hono, type Context } from 'hono';
import { MYPAGE_OTP_MAX_TRIES, MYPAGE_OTP_TTL_MS, REAUTH_TTL_MS } from '#core/auth/limits.ts';
import { maskEmail } from '#core/auth/mask.ts';
import { deleteAccountSchema, editMyPageSchema, marketingConsentSchema, passwordCheckSchema, reAgreeSchema } from '#core/schemas/account.ts';
import type { Envelope } from '#core/schemas/common.ts';
import { runBatch, type BatchItem } from '#db/client.ts';
import { deleteAccount, dialCodeExists, findAccountById, updateAccountStatement, type AccountRow } from '#db/queries/account.ts';
import { useToken } from '#db/queries/one-time-token.ts';
import { updateSession } from '#db/queries/session.ts';
import { findTermAgreement } from '#db/queries/term-agreement.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { consentChangeStatements } from '../../lib/consent-change.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { checkCode, issueCode } from '../../lib/one-time-token.ts';
import { requireReauth } from '../../lib/reauth.ts';
import { myPageInfoOf, termFlags } from '../../lib/session-user.ts';
import { endSession } from '../../lib/session.ts';
import { recordSignIn } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** My page's code: 6 digits, 10 minutes, 5 wrong tries, once (the admin access code's rules). */
const OTP_DIGITS = 6;

const doc = documented('My page');

async function requirePassword(c: Context<AppEnv>, password: string, user: AccountRow) {
  if (!(await c.var.deps.passwords.verify(password, user.passwordHash)).ok) throw new ApiError(400, 'auth.passwordWrong');
}

export const myPageRoutes = new Hono<AppEnv>()
  .post(
    '/auth/import-password',
    doc('Re-enters the password: my page opens for 10 minutes in this session', { 200: 'Right', 400: 'Wrong password' }),
    validate('json', passwordCheckSchema),
    async (c) => {
      const { user, session } = requireAuth(c);
      await requirePassword(c, c.req.valid('json').password, user);
      await updateSession(c.var.deps.db, session.id, { reauthUntil: new Date(c.var.deps.now().getTime() + REAUTH_TTL_MS).toISOString() });
      return ok(c, null, 'auth.passwordOk');
    },
  )
  .get('/auth/get-mypage-info', doc('The account information of my page', { 200: 'MyPageInfo', 403: 'The password was not re-entered' }), async (c) => {
    const { user } = requireReauth(c);
    return ok(c, await myPageInfoOf(c.var.deps.db, user));
  })
  .post(
    '/auth/get-mypage-otp',
    doc('Mails a 6-digit code (10 minutes) that allows one change of my page', { 200: '{ sentTo } masked', 403: 'The password was not re-entered' }),
    async (c) => {
      const { user } = requireReauth(c);
      const code = await issueCode(c.var.deps.db, user.id, 'MYPAGE_OTP', OTP_DIGITS, MYPAGE_OTP_TTL_MS, c.var.deps.now());
      await c.var.deps.outbox.send({ channel: 'MAIL', to: user.username, lang: user.lang, template: 'mail.myPageOtp', values: { code } });
      const sentTo = maskEmail(user.username);
      // ok() takes no message values; the message names where the code went
      const body: Envelope<{ sentTo: string }> = {
        success: true,
        message: c.var.t('auth.otpSent', { email: sentTo }),
        data: { sentTo },
        code: 200,
        status: 200,
      };
      return c.json(body, 200);
    },
  )
  .put(
    '/auth/edit-my-page',
    doc('Changes the account information with the mailed code', {
      200: 'The new MyPageInfo',
      400: 'The code is wrong, used or expired',
      403: 'The password was not re-entered',
      422: 'A field is invalid or the country code is not in the list',
    }),
    validate('json', editMyPageSchema),
    async (c) => {
      const { user } = requireReauth(c);
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      if (!(await dialCodeExists(db, input.user.country))) throw new ApiError(422, 'auth.countryUnknown');
      const code = await checkCode(db, user.id, 'MYPAGE_OTP', input.otp, MYPAGE_OTP_MAX_TRIES, now);
      if (!code || !(await useToken(db, code.id, now.toISOString()))) throw new ApiError(400, 'auth.otpInvalid');
      const terms = input.historyTermAgreement;
      const statements: BatchItem[] = [updateAccountStatement(db, user.id, { ...input.user, updatedDtm: now.toISOString() })];
      if (terms) {
        const change = {
          item4: terms.isAgreeOptionalItem4,
          item5: terms.isAgreeOptionalItem5,
          item6: terms.isAgreeOptionalItem6,
          item61: terms.isAgreeOptionalItem61,
          item62: terms.isAgreeOptionalItem62,
          item63: terms.isAgreeOptionalItem63,
        };
        statements.push(...(await consentChangeStatements(c, user, change, { renew: false, source: 'MY_PAGE' })));
      }
      await runBatch(db, statements);
      const updated = await findAccountById(db, user.id);
      if (!updated) throw new ApiError(404, 'api.noData');
      return ok(c, await myPageInfoOf(db, updated), 'auth.updateSuccess');
    },
  )
  .put(
    '/auth/change-term-agreement-use-marketing',
    doc('Agrees to or withdraws marketing use (item 5)', { 200: 'The consent flags' }),
    validate('json', marketingConsentSchema),
    async (c) => {
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      await runBatch(db, await consentChangeStatements(c, user, { item5: c.req.valid('json').isAgreeItem5 }, { renew: true, source: 'MY_PAGE' }));
      return ok(c, termFlags(await findTermAgreement(db, user.id)), 'auth.marketingChanged');
    },
  )
  .put(
    '/auth/change-term-agreement',
    doc('Agrees again when the marketing consent period has ended', { 200: 'The consent flags' }),
    validate('json', reAgreeSchema),
    async (c) => {
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const input = c.req.valid('json');
      await runBatch(
        db,
        await consentChangeStatements(c, user, { item5: input.isAgreeItem5, item6: input.isAgreeOptionalItem6 }, { renew: true, source: 'RENEWAL' }),
      );
      return ok(c, termFlags(await findTermAgreement(db, user.id)), 'auth.termsAgreed');
    },
  )
  .delete(
    '/auth/delete-account',
    doc('Deletes the account and its personal data; the session ends', {
      200: 'Deleted',
      400: 'Wrong password',
      403: 'An admin account is deleted only in the console',
    }),
    validate('json', deleteAccountSchema),
    async (c) => {
      const { user } = requireAuth(c);
      // an admin leaving the console without an admin would be unrecoverable: the console deletes admins
      if (user.role === 'ADMIN') throw new ApiError(403, 'auth.accessDenied');
      await requirePassword(c, c.req.valid('json').password, user);
      await deleteAccount(c.var.deps.db, user.id);
      await recordSignIn(c, 'MEMBER', user.username, user.id, 'LOGOUT', 'accountDeleted');
      await c.var.deps.outbox.send({ channel: 'MAIL', to: user.username, lang: user.lang, template: 'mail.accountDeleted', values: { name: user.name } });
      await endSession(c, 'MEMBER');
      return ok(c, null, 'auth.accountDeleted');
    },
  );
