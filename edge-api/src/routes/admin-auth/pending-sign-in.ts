// The state between the two steps of the admin sign-in (admin spec §4, docs/identity.md "Admin
// sign-in"): after the password, a short-lived pending sign-in in its own HttpOnly SameSite=Strict
// cookie; then a 6-digit code bound to that pending sign-in. Both are one-time tokens stored hashed.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ADMIN_PENDING_LOGIN_TTL_MS } from '#core/auth/limits.ts';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { findAccountById, type AccountRow } from '#db/queries/account.ts';
import { deleteUserTokens, extendToken, findTokenByHash, insertOneTimeToken, type OneTimeTokenRow } from '#db/queries/one-time-token.ts';
import { ApiError } from '../../lib/api-error.ts';
import { PENDING_SIGN_IN_COOKIE_BASE } from '../../lib/session-cookies.ts';
import { secretCookieName, secretCookieOptions } from '../../lib/session.ts';
import type { AppEnv } from '../../types.ts';

/** `portal_admin_pending`, with the `__Host-` prefix over HTTPS like the session cookies (lib/session.ts). */
export function pendingCookieName(c: Context<AppEnv>): string {
  return secretCookieName(c, PENDING_SIGN_IN_COOKIE_BASE);
}

// Strict: the pending sign-in is only ever continued from the console itself
const cookieOptions = (c: Context<AppEnv>) => secretCookieOptions(c, 'Strict');

/** Starts a pending admin sign-in after a right password: a token in the cookie, its hash in the table. */
export async function startPendingSignIn(c: Context<AppEnv>, account: AccountRow): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const token = randomToken();
  // a new password step replaces any earlier pending sign-in and its code
  await deleteUserTokens(db, account.id, 'ADMIN_PENDING_LOGIN');
  await deleteUserTokens(db, account.id, 'ADMIN_CODE');
  await insertOneTimeToken(db, {
    userId: account.id,
    purpose: 'ADMIN_PENDING_LOGIN',
    tokenHash: await sha256Hex(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ADMIN_PENDING_LOGIN_TTL_MS).toISOString(),
  });
  setCookie(c, pendingCookieName(c), token, { ...cookieOptions(c), maxAge: Math.floor(ADMIN_PENDING_LOGIN_TTL_MS / 1000) });
}

/** The pending sign-in this browser presents and its account (still an active admin), or 401. */
export async function requirePendingSignIn(c: Context<AppEnv>): Promise<{ pending: OneTimeTokenRow; account: AccountRow }> {
  // what is made now depends on the browser: not one answer for every reader (lib/cache-answers.ts)
  c.set('askedWhoReads', true);
  const token = getCookie(c, pendingCookieName(c));
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new ApiError(401, 'auth.loginRequired');
  const { db } = c.var.deps;
  const found = await findTokenByHash(db, await sha256Hex(token), 'ADMIN_PENDING_LOGIN');
  const pending = found && !found.usedAt && found.expiresAt > c.var.deps.now().toISOString() ? found : null;
  const account = pending ? await findAccountById(db, pending.userId) : null;
  if (!pending || !account || account.role !== 'ADMIN' || account.status !== 'ACTIVE') throw new ApiError(401, 'auth.loginRequired');
  return { pending, account };
}

/**
 * Keeps the pending sign-in alive while its code is: until the code expires and 5 minutes more, so an
 * expired code is answered as such and a new one can be asked for without typing the password again.
 */
export async function extendPendingSignIn(c: Context<AppEnv>, pendingId: number, codeExpiresAt: Date): Promise<void> {
  const expiresAt = new Date(codeExpiresAt.getTime() + ADMIN_PENDING_LOGIN_TTL_MS).toISOString();
  await extendToken(c.var.deps.db, pendingId, expiresAt);
  setCookie(c, pendingCookieName(c), getCookie(c, pendingCookieName(c)) ?? '', {
    ...cookieOptions(c),
    maxAge: Math.ceil((Date.parse(expiresAt) - c.var.deps.now().getTime()) / 1000),
  });
}

/** Ends the pending sign-in: its token and codes deleted, the cookie cleared. */
export async function endPendingSignIn(c: Context<AppEnv>, userId: number): Promise<void> {
  await deleteUserTokens(c.var.deps.db, userId, 'ADMIN_PENDING_LOGIN');
  await deleteUserTokens(c.var.deps.db, userId, 'ADMIN_CODE');
  deleteCookie(c, pendingCookieName(c), cookieOptions(c));
}

/** The stored hash of an access code: bound to the pending sign-in, so a code is useless with another one. */
export const codeHash = (pendingId: number, code: string) => sha256Hex(`${pendingId}:${code}`);
