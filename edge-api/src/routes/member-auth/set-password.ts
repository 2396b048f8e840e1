// A member's new password, however it was reached (change, expired change, reset link): the password
// cycle starts again, a temporary password stops being one, a lock is lifted, and every session of the
// account ends, so a browser left signed in elsewhere must sign in with the new password.
import type { Context } from 'hono';
import { updateAccount } from '#db/queries/account.ts';
import { deleteUserSessions } from '#db/queries/session.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { AppEnv } from '../../types.ts';

export async function setNewPassword(c: Context<AppEnv>, userId: number, newPassword: string): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now().toISOString();
  await updateAccount(db, userId, {
    passwordHash: await hashPassword(newPassword),
    passwordChangedAt: now,
    passwordNoticeAfter: null,
    mustChangePassword: false,
    failedLoginCount: 0,
    lockedUntil: null,
    updatedDtm: now,
  });
  await deleteUserSessions(db, userId);
}
