// My page's password again (portal spec §2 /my-page/import-password; docs/identity.md): the calls that show or
// hand out the member's personal data answer only within REAUTH_TTL_MS of the password's re-entry in this session.
import type { Context } from 'hono';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { requireAuth } from './authorize.ts';

/** The signed-in account, if the password was re-entered in this session within REAUTH_TTL_MS; a 403 otherwise. */
export function requireReauth(c: Context<AppEnv>) {
  const auth = requireAuth(c);
  const until = auth.session.reauthUntil;
  if (!until || until <= c.var.deps.now().toISOString()) throw new ApiError(403, 'auth.reauthRequired');
  return auth;
}
