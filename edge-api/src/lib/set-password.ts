// A new password, however it was reached (change, expired change, reset link; member or admin): the
// password cycle starts again, a temporary password stops being one, a lock is lifted, every session
// of the account ends, member and admin alike, so a browser left signed in elsewhere must sign in again,
// and no browser is known to the account any more (its device cookies, decision 032): whoever learnt the
// old password and signed in with it loses the browser that passes the address limit.
// Also the two checks the change screens make before sending (spec §7.1/§7.2: check, check new).
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { newPasswordCheckSchema, passwordCheckSchema } from '#core/schemas/account.ts';
import { updateAccount } from '#db/queries/account.ts';
import { deleteUserDeviceCookies } from '#db/queries/device-cookie.ts';
import { deleteUserSessions } from '#db/queries/session.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { requireAuth } from './authorize.ts';
import { ok } from './envelope.ts';

export async function setNewPassword(c: Context<AppEnv>, userId: number, newPassword: string): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now().toISOString();
  await updateAccount(db, userId, {
    passwordHash: await c.var.deps.passwords.hash(newPassword),
    passwordChangedAt: now,
    passwordNoticeAfter: null,
    mustChangePassword: false,
    // an account made through a sign-in provider has a password of its own from now on (issue 34)
    hasPassword: true,
    failedLoginCount: 0,
    lockedUntil: null,
    updatedDtm: now,
  });
  await deleteUserSessions(db, userId);
  await deleteUserDeviceCookies(db, userId);
}

type CheckContext<S extends v.GenericSchema> = Context<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }>;

/** POST …/check-password: is this the signed-in account's current password? */
export async function answerPasswordCheck(c: CheckContext<typeof passwordCheckSchema>) {
  const { user } = requireAuth(c);
  if (!(await c.var.deps.passwords.verify(c.req.valid('json').password, user.passwordHash)).ok) throw new ApiError(400, 'auth.passwordWrong');
  return ok(c, null, 'auth.passwordOk');
}

/** POST …/check-new-password: the rules passed validation; it must also differ from the current one. */
export async function answerNewPasswordCheck(c: CheckContext<typeof newPasswordCheckSchema>) {
  const { user } = requireAuth(c);
  if ((await c.var.deps.passwords.verify(c.req.valid('json').newPassword, user.passwordHash)).ok) throw new ApiError(400, 'validation.passwordSame');
  return ok(c, null, 'auth.passwordUsable');
}
