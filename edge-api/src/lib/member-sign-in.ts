// The end of every member sign-in, however the member proved who they are (portal spec §4; issue 34: a
// password, and later a second factor, a passkey or a sign-in provider): the terms accepted again when a new
// version took effect (issue 33), the session and the device cookie started, the last access and the
// connection history written, and the session user answered.
import type { Context } from 'hono';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import { updateAccount, type AccountRow } from '#db/queries/account.ts';
import type { AppEnv } from '../types.ts';
import { rememberDevice } from './device-cookie.ts';
import { sessionUserOf } from './session-user.ts';
import { startSession } from './session.ts';
import { recordSignIn } from './sign-in.ts';
import { termsUpdateOf } from './terms-acceptance.ts';

/** Signs `account` in as a member; `detail` says how in the connection history (empty for the password). */
export async function finishMemberSignIn(c: Context<AppEnv>, account: AccountRow, detail = ''): Promise<SessionUser> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  // a version of the terms that took effect since the member's acceptance is accepted before going on (issue 33)
  const { pending: termsPending } = await termsUpdateOf(db, account, now);
  const { session } = await startSession(c, account, 'MEMBER', { termsPending });
  await rememberDevice(c, account.id);
  await updateAccount(db, account.id, { lastAccess: now.toISOString() });
  await recordSignIn(c, 'MEMBER', account.username, account.id, 'LOGIN', detail);
  return sessionUserOf(db, account, session, now);
}
