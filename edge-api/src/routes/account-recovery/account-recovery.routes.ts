// Finding a forgotten ID and resetting a forgotten password (portal spec §2 /forget-id, /forget-password;
// docs/identity.md). Answers never hold a secret and never tell whether an address has an account
// (DESIGN.md §5): the ID and the reset link go by mail. Every request counts toward the per-IP limit.
import { Hono, type Context } from 'hono';
import { PASSWORD_RESET_TTL_MS } from '#core/auth/limits.ts';
import { maskEmail } from '#core/auth/mask.ts';
import { findUsernameSchema, forgotPasswordSchema, resetPasswordSchema } from '#core/schemas/account.ts';
import { findAccountById, findAccountByUsername, findActiveAccountsByNameAndPhone } from '#db/queries/account.ts';
import { useToken } from '#db/queries/one-time-token.ts';
import { ApiError } from '../../lib/api-error.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { issueLinkToken, mailLink, readLinkToken } from '../../lib/one-time-token.ts';
import { setNewPassword } from '../../lib/set-password.ts';
import { checkIpLimit, countIpFailure } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Member recovery');

/** The per-IP limit of recovery calls: checked, then this request counted. */
async function limitRecovery(c: Context<AppEnv>) {
  await checkIpLimit(c, 'recovery');
  await countIpFailure(c, 'recovery');
}

/** find-password and forgot-password: one behaviour under the two paths of the catalogue. */
const forgotPasswordDoc = doc('Mails a password reset link (30 minutes, once) when the address has an active account; the same answer otherwise', {
  200: 'Answered (whether or not the address has an account)',
  422: 'The address is malformed',
  429: 'Too many requests from this address (code 184)',
});

async function forgotPassword(c: Context<AppEnv>, username: string) {
  await limitRecovery(c);
  const account = await findAccountByUsername(c.var.deps.db, username);
  if (account?.status === 'ACTIVE') {
    const token = await issueLinkToken(c.var.deps.db, account.id, 'PASSWORD_RESET', PASSWORD_RESET_TTL_MS, c.var.deps.now());
    await c.var.deps.outbox.send({
      channel: 'MAIL',
      to: account.username,
      lang: account.lang,
      template: 'mail.reset',
      values: { link: mailLink(c, account.lang, '/reset-password', token) },
    });
  }
  return ok(c, null, 'auth.resetMailSent');
}

export const accountRecoveryRoutes = new Hono<AppEnv>()
  .post(
    '/public/find-username',
    doc('Mails the IDs of the active accounts with this name and mobile number; answers them masked', {
      200: 'The masked IDs; the full ones went by mail',
      404: 'No account matches',
      422: 'A field is invalid',
      429: 'Too many requests from this address (code 184)',
    }),
    validate('json', findUsernameSchema),
    async (c) => {
      await limitRecovery(c);
      const { name, phoneNumber } = c.req.valid('json');
      const accounts = await findActiveAccountsByNameAndPhone(c.var.deps.db, name, phoneNumber);
      if (accounts.length === 0) throw new ApiError(404, 'auth.findIdNone');
      for (const account of accounts) {
        await c.var.deps.outbox.send({
          channel: 'MAIL',
          to: account.username,
          lang: account.lang,
          template: 'mail.findId',
          values: { name: account.name, username: account.username, link: mailLink(c, account.lang, '/login') },
        });
      }
      return ok(c, { usernames: accounts.map((account) => maskEmail(account.username)) }, 'auth.findIdResult');
    },
  )
  .post('/public/find-password', forgotPasswordDoc, validate('json', forgotPasswordSchema), (c) => forgotPassword(c, c.req.valid('json').username))
  .post('/v1/users/forgot-password', forgotPasswordDoc, validate('json', forgotPasswordSchema), (c) => forgotPassword(c, c.req.valid('json').username))
  .post(
    '/v1/users/reset-password',
    doc('Sets a new password with a mailed reset link; every session of the account ends', {
      200: 'Reset: sign in with the new password',
      400: 'The link has expired or was used',
      422: 'A broken rule, a different confirmation, or a malformed token',
    }),
    validate('json', resetPasswordSchema),
    async (c) => {
      const { token, newPassword } = c.req.valid('json');
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const link = await readLinkToken(db, token, 'PASSWORD_RESET', now);
      const account = link?.state === 'valid' ? await findAccountById(db, link.row.userId) : null;
      // the link is spent before the password changes: of two uses at once, only one gets through
      if (!link || !account || !(await useToken(db, link.row.id, now.toISOString()))) throw new ApiError(400, 'auth.resetInvalid');
      await setNewPassword(c, account.id, newPassword);
      return ok(c, null, 'auth.resetDone');
    },
  );
