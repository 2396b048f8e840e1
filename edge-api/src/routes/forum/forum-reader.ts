// Who reads the forum. The public forum calls read no session in the call matrix (core/auth/calls.ts:
// a visitor may call them), but what they answer depends on the reader (restricted boards, "mine"), so
// they look the session up themselves: the console's when there is one, the member's otherwise.
import type { Context } from 'hono';
import type { ForumReader } from '#db/queries/forum-visibility.ts';
import { loadSession, type Auth } from '../../lib/session.ts';
import type { AppEnv } from '../../types.ts';

export const readerOfAuth = (auth: Auth | null): ForumReader => (auth ? { accountId: auth.user.id, email: auth.user.username, role: auth.user.role } : null);

/** The reader of a call: its session when the matrix loaded one, else whichever session the request presents. */
export async function forumReader(c: Context<AppEnv>): Promise<ForumReader> {
  const auth = c.var.auth ?? (await loadSession(c, 'ADMIN')) ?? (await loadSession(c, 'MEMBER'));
  // answers that depend on the reader: never `okForEveryone`, and no cache on the way may keep them
  c.header('cache-control', 'private, no-store');
  return readerOfAuth(auth);
}
