// The end of every console sign-in, however the admin proved who they are (admin spec §4; issue 34: the
// mailed or texted code, and later an authenticator code or a passkey): the admin session (limited to the
// password change when the password is too old or temporary), the device cookie, the console sign-in the
// quarterly access review shows (issue 33) and the connection history; the answer of the sign-in.
import type { Context } from 'hono';
import { adminPasswordExpired } from '#core/auth/admin-password-expiry.ts';
import type { AdminUser } from '#core/schemas/admin-auth.ts';
import { updateAccount, type AccountRow } from '#db/queries/account.ts';
import { getAdminBatch } from '#db/queries/batch-setting.ts';
import type { SessionRow } from '#db/queries/session.ts';
import type { AppEnv } from '../types.ts';
import { rememberDevice } from './device-cookie.ts';
import { consoleSignInRule } from './second-factor/console-policy.ts';
import { startSession } from './session.ts';
import { recordSignIn } from './sign-in.ts';

/** The answer of the sign-in's last step and of user-info (admin spec §3: username, roleCd; docs/identity.md). */
export const adminUser = (user: AccountRow, session: Pick<SessionRow, 'expiresAt' | 'passwordChangeOnly' | 'enrolSecondFactor'>): AdminUser => ({
  username: user.username,
  name: user.name,
  roleCd: 'ADMIN',
  expireDate: session.expiresAt,
  passwordChangeNotice: session.passwordChangeOnly,
  enrolSecondFactor: session.enrolSecondFactor,
});

/** Older than the admin batch's password period, or a temporary password that must be replaced (scripts/create-admin.ts). */
async function passwordMustChange(c: Context<AppEnv>, account: AccountRow): Promise<boolean> {
  const batch = await getAdminBatch(c.var.deps.db);
  return account.mustChangePassword || adminPasswordExpired(account, batch.adminPasswordUpdatePeriod, c.var.deps.now());
}

/** Signs `account` in to the console; `detail` says how in the connection history (empty for the access code). */
export async function finishAdminSignIn(c: Context<AppEnv>, account: AccountRow, detail = ''): Promise<AdminUser> {
  const now = c.var.deps.now();
  const passwordChangeOnly = await passwordMustChange(c, account);
  // the console's policy wants a strong second factor the admin lacks: the session may only enrol one (issue 34)
  const { mustEnrol: enrolSecondFactor } = await consoleSignInRule(c.var.deps.db, account.id);
  const { session } = await startSession(c, account, 'ADMIN', { passwordChangeOnly, enrolSecondFactor });
  await rememberDevice(c, account.id);
  // the console sign-in is the ADMIN role's last use, which the quarterly access review shows (issue 33)
  await updateAccount(c.var.deps.db, account.id, { lastAccess: now.toISOString(), consoleSignedInAt: now.toISOString() });
  await recordSignIn(c, 'ADMIN', account.username, account.id, 'LOGIN', detail);
  return adminUser(account, session);
}
