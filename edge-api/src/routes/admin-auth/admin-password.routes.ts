// The admin's password (admin spec §7.1: check password, change password, check new password, reset
// and change admin password, forget, find password, find id). Recovery is by mail only (DESIGN.md §5)
// and limited per IP; the reset link opens the console's /admin/reset-password.
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { PASSWORD_RESET_TTL_MS } from '#core/auth/limits.ts';
import { maskEmail } from '#core/auth/mask.ts';
import { forgotPasswordSchema, newPasswordCheckSchema, passwordCheckSchema } from '#core/schemas/account.ts';
import { adminChangePasswordSchema, adminFindIdSchema, adminResetPasswordSchema } from '#core/schemas/admin-auth.ts';
import { findAccountById, findAccountByUsername, findActiveAccountsByNameAndPhone } from '#db/queries/account.ts';
import { useToken } from '#db/queries/one-time-token.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { issueLinkToken, readLinkToken } from '../../lib/one-time-token.ts';
import { endSession } from '../../lib/session.ts';
import { answerNewPasswordCheck, answerPasswordCheck, setNewPassword } from '../../lib/set-password.ts';
import { checkIpLimit, countIpFailure, recordSignIn } from '../../lib/sign-in.ts';
import { siteUrl } from '../../lib/site-address.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Admin sign-in'];

/** Recovery calls count every request against the IP (they mail, and they answer about accounts). */
async function limitRecovery(c: Context<AppEnv>) {
  await checkIpLimit(c, 'admin-recovery');
  await countIpFailure(c, 'admin-recovery');
}

export const adminPasswordRoutes = new Hono<AppEnv>()
  .post(
    '/auth/admin/check-password',
    describeRoute({
      tags,
      summary: 'Checks the signed-in admin’s current password',
      responses: { 200: { description: 'Right' }, 400: { description: 'Wrong' } },
    }),
    validate('json', passwordCheckSchema),
    answerPasswordCheck,
  )
  .post(
    '/auth/admin/check-new-password',
    describeRoute({
      tags,
      summary: 'Checks a new password against the rules and the current one',
      responses: { 200: { description: 'Usable' }, 400: { description: 'The same as the current one' }, 422: { description: 'A broken rule' } },
    }),
    validate('json', newPasswordCheckSchema),
    answerNewPasswordCheck,
  )
  .put(
    '/auth/admin/change-password',
    describeRoute({
      tags,
      summary: 'Changes the admin’s password; every admin session of the account ends',
      responses: { 200: { description: 'Changed: sign in again' }, 400: { description: 'Wrong current password' }, 422: { description: 'A broken rule' } },
    }),
    validate('json', adminChangePasswordSchema),
    async (c) => {
      const { user } = requireAuth(c);
      const { currentPassword, newPassword } = c.req.valid('json');
      if (!(await c.var.deps.passwords.verify(currentPassword, user.passwordHash)).ok) throw new ApiError(400, 'auth.passwordWrong');
      await setNewPassword(c, user.id, newPassword);
      await recordSignIn(c, 'ADMIN', user.username, user.id, 'LOGOUT', 'passwordChanged');
      await endSession(c, 'ADMIN');
      return ok(c, null, 'auth.passwordChanged');
    },
  )
  .post(
    '/auth/admin/find-password',
    describeRoute({
      tags,
      summary: 'Mails an admin reset link (30 minutes, once) to an active admin; the same answer for any address',
      responses: { 200: { description: 'Answered' }, 429: { description: 'Too many requests from this IP' } },
    }),
    validate('json', forgotPasswordSchema),
    async (c) => {
      await limitRecovery(c);
      const account = await findAccountByUsername(c.var.deps.db, c.req.valid('json').username);
      if (account?.role === 'ADMIN' && account.status === 'ACTIVE') {
        const token = await issueLinkToken(c.var.deps.db, account.id, 'ADMIN_PASSWORD_RESET', PASSWORD_RESET_TTL_MS, c.var.deps.now());
        const link = siteUrl(c, `/admin/reset-password?token=${encodeURIComponent(token)}`);
        await c.var.deps.outbox.send({ channel: 'MAIL', to: account.username, lang: account.lang, template: 'mail.reset', values: { link } });
      }
      return ok(c, null, 'auth.resetMailSent');
    },
  )
  .put(
    '/auth/admin/reset-password',
    describeRoute({
      tags,
      summary: 'Sets a new admin password with the mailed link',
      responses: { 200: { description: 'Reset' }, 400: { description: 'The link has expired or was used' }, 422: { description: 'A broken rule' } },
    }),
    validate('json', adminResetPasswordSchema),
    async (c) => {
      await checkIpLimit(c, 'admin-recovery');
      const { token, newPassword } = c.req.valid('json');
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const link = await readLinkToken(db, token, 'ADMIN_PASSWORD_RESET', now);
      const account = link?.state === 'valid' ? await findAccountById(db, link.row.userId) : null;
      // the link is spent before the password changes: of two uses at once, only one gets through
      if (!link || account?.role !== 'ADMIN' || !(await useToken(db, link.row.id, now.toISOString()))) {
        await countIpFailure(c, 'admin-recovery');
        throw new ApiError(400, 'auth.resetInvalid');
      }
      await setNewPassword(c, account.id, newPassword);
      return ok(c, null, 'auth.resetDone');
    },
  )
  .post(
    '/auth/admin/find-id',
    describeRoute({
      tags,
      summary: 'The masked IDs of the active admin accounts with this name and mobile number',
      responses: {
        200: { description: '`{ usernames }` masked' },
        404: { description: 'No admin matches' },
        429: { description: 'Too many requests from this IP' },
      },
    }),
    validate('json', adminFindIdSchema),
    async (c) => {
      await limitRecovery(c);
      const { name, phoneNumber } = c.req.valid('json');
      const admins = (await findActiveAccountsByNameAndPhone(c.var.deps.db, name, phoneNumber)).filter((account) => account.role === 'ADMIN');
      if (admins.length === 0) throw new ApiError(404, 'auth.findIdNone');
      return ok(c, { usernames: admins.map((account) => maskEmail(account.username)) }, 'console.findIdDone');
    },
  );
