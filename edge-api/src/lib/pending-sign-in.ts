// The state between a right password and the next step of a sign-in: the admin's access code (admin spec §4,
// docs/identity.md "Admin sign-in") or an account's second factor (issue 34). A short-lived pending sign-in in
// its own HttpOnly SameSite=Strict cookie, one per kind of session (the console's and the member's), stored as a
// one-time token's hash; the admin's 6-digit code is bound to it.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ADMIN_PENDING_LOGIN_TTL_MS } from '#core/auth/limits.ts';
import { MEMBER_PENDING_LOGIN_TTL_MS } from '#core/auth/second-factors.ts';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { findAccountById, type AccountRow } from '#db/queries/account.ts';
import {
  countTokenAttempt,
  deleteUserTokens,
  extendToken,
  findTokenByHash,
  insertOneTimeToken,
  type OneTimeTokenRow,
  type TokenPurpose,
} from '#db/queries/one-time-token.ts';
import type { SessionKind } from '#db/queries/session.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { MEMBER_PENDING_SIGN_IN_COOKIE_BASE, PENDING_SIGN_IN_COOKIE_BASE } from './session-cookies.ts';
import { secretCookieName, secretCookieOptions } from './session.ts';

type PendingKind = {
  cookie: string;
  purpose: TokenPurpose;
  ttlMs: number;
  /** The tokens bound to the pending sign-in, which go with it (the admin's access code). */
  bound: readonly TokenPurpose[];
  /** Whether the account may go on to this kind of session (the console admits ADMIN only). */
  admits: (account: AccountRow) => boolean;
  /** What a missing, ended or foreign pending sign-in answers. */
  missing: MessageKey;
};

const kinds: Record<SessionKind, PendingKind> = {
  ADMIN: {
    cookie: PENDING_SIGN_IN_COOKIE_BASE,
    purpose: 'ADMIN_PENDING_LOGIN',
    ttlMs: ADMIN_PENDING_LOGIN_TTL_MS,
    bound: ['ADMIN_CODE'],
    admits: (account) => account.role === 'ADMIN' && account.status === 'ACTIVE',
    missing: 'auth.loginRequired',
  },
  MEMBER: {
    cookie: MEMBER_PENDING_SIGN_IN_COOKIE_BASE,
    purpose: 'MEMBER_PENDING_LOGIN',
    ttlMs: MEMBER_PENDING_LOGIN_TTL_MS,
    bound: [],
    admits: (account) => account.status === 'ACTIVE',
    missing: 'secondFactor.signInExpired',
  },
};

/** `portal_admin_pending` or `portal_member_pending`, with the `__Host-` prefix over HTTPS like the session cookies (lib/session.ts). */
export function pendingCookieName(c: Context<AppEnv>, kind: SessionKind): string {
  return secretCookieName(c, kinds[kind].cookie);
}

// Strict: a pending sign-in is only ever continued from the portal's own sign-in screen
const cookieOptions = (c: Context<AppEnv>) => secretCookieOptions(c, 'Strict');

/** Starts a pending sign-in of `kind` after a right password: a token in the cookie, its hash in the table. */
export async function startPendingSignIn(c: Context<AppEnv>, kind: SessionKind, account: AccountRow): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const { purpose, ttlMs, bound } = kinds[kind];
  const token = randomToken();
  // a new password step replaces any earlier pending sign-in and what was bound to it
  for (const replaced of [purpose, ...bound]) await deleteUserTokens(db, account.id, replaced);
  await insertOneTimeToken(db, {
    userId: account.id,
    purpose,
    tokenHash: await sha256Hex(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
  });
  setCookie(c, pendingCookieName(c, kind), token, { ...cookieOptions(c), maxAge: Math.floor(ttlMs / 1000) });
}

/** The pending sign-in of `kind` this browser presents and its account (still allowed that session), or 401. */
export async function requirePendingSignIn(c: Context<AppEnv>, kind: SessionKind): Promise<{ pending: OneTimeTokenRow; account: AccountRow }> {
  // what is made now depends on the browser: not one answer for every reader (lib/cache-answers.ts)
  c.set('askedWhoReads', true);
  const { purpose, admits, missing } = kinds[kind];
  const token = getCookie(c, pendingCookieName(c, kind));
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new ApiError(401, missing);
  const { db } = c.var.deps;
  const found = await findTokenByHash(db, await sha256Hex(token), purpose);
  const pending = found && !found.usedAt && found.expiresAt > c.var.deps.now().toISOString() ? found : null;
  const account = pending ? await findAccountById(db, pending.userId) : null;
  if (!pending || !account || !admits(account)) throw new ApiError(401, missing);
  return { pending, account };
}

/**
 * Keeps the console's pending sign-in alive while its code is: until the code expires and 5 minutes more, so an
 * expired code is answered as such and a new one can be asked for without typing the password again.
 */
export async function extendPendingSignIn(c: Context<AppEnv>, pendingId: number, codeExpiresAt: Date): Promise<void> {
  const expiresAt = new Date(codeExpiresAt.getTime() + ADMIN_PENDING_LOGIN_TTL_MS).toISOString();
  await extendToken(c.var.deps.db, pendingId, expiresAt);
  setCookie(c, pendingCookieName(c, 'ADMIN'), getCookie(c, pendingCookieName(c, 'ADMIN')) ?? '', {
    ...cookieOptions(c),
    maxAge: Math.ceil((Date.parse(expiresAt) - c.var.deps.now().getTime()) / 1000),
  });
}

/** Counts one wrong second factor against the pending sign-in (it ends after a few: the password again). */
export async function countPendingAttempt(c: Context<AppEnv>, pendingId: number): Promise<void> {
  await countTokenAttempt(c.var.deps.db, pendingId);
}

/** Ends the pending sign-in of `kind`: its token and what was bound to it deleted, the cookie cleared. */
export async function endPendingSignIn(c: Context<AppEnv>, kind: SessionKind, userId: number): Promise<void> {
  const { purpose, bound } = kinds[kind];
  for (const ended of [purpose, ...bound]) await deleteUserTokens(c.var.deps.db, userId, ended);
  deleteCookie(c, pendingCookieName(c, kind), cookieOptions(c));
}

/** The stored hash of an access code: bound to the pending sign-in, so a code is useless with another one. */
export const codeHash = (pendingId: number, code: string) => sha256Hex(`${pendingId}:${code}`);
