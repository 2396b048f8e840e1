// Who reads a public call whose answer depends on the reader (the forum's restricted boards and "mine",
// a forum post's files, site-wide search). These calls read no session in the call matrix
// (core/auth/calls.ts: a visitor may call them), so they look the session up themselves: the console's
// when there is one, the member's otherwise.
import type { Context } from 'hono';
import type { ForumReader } from '#db/queries/forum-visibility.ts';
import type { AppEnv } from '../types.ts';
import { loadSession, type Auth } from './session.ts';

export const readerOfAuth = (auth: Auth | null): ForumReader => (auth ? { accountId: auth.user.id, email: auth.user.username, role: auth.user.role } : null);

/** The reader of a call: its session when the matrix loaded one, else whichever session the request presents. */
export async function sessionReader(c: Context<AppEnv>): Promise<ForumReader> {
  const auth = c.var.auth ?? (await loadSession(c, 'ADMIN')) ?? (await loadSession(c, 'MEMBER'));
  // answers that depend on the reader: never `okForEveryone`, and no cache on the way may keep them
  c.header('cache-control', 'private, no-store');
  return readerOfAuth(auth);
}
