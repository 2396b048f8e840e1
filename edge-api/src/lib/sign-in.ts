// The password check of every sign-in, member and admin (DESIGN.md §4): a per-IP limit, a per-account
// lock, constant-time checks with no user enumeration (an unknown address costs a real hash and gets
// the same answer as a wrong password), and every failure in the connection history.
import type { Context } from 'hono';
import { authCodes } from '#core/auth/codes.ts';
import { ACCOUNT_LOCK_MS, ACCOUNT_LOCK_THRESHOLD, IP_FAILURE_LIMIT, IP_WINDOW_MS, SUPPORT_EMAIL } from '#core/auth/limits.ts';
import { findAccountByUsername, updateAccount, type AccountRow } from '#db/queries/account.ts';
import { recordConnection } from '#db/queries/audit.ts';
import { hitRateLimit, peekRateLimit } from '#db/queries/rate-limit.ts';
import type { SessionKind } from '#db/queries/session.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Refuses the request while its IP address is over the failure limit of `action` (429, code 184). */
export async function checkIpLimit(c: Context<AppEnv>, action: string): Promise<void> {
  const now = c.var.deps.now();
  const window = await peekRateLimit(c.var.deps.db, `${action}:${c.var.clientIp}`, now, IP_WINDOW_MS);
  if (window.count >= IP_FAILURE_LIMIT)
    throw new ApiError(429, 'auth.tooManyAttempts', { minutes: minutesUntil(window.resetsAt, now) }, authCodes.TOO_MANY_ATTEMPTS);
}

/** Counts one failure (or one request, for recovery calls) of `action` against the caller's IP address. */
export async function countIpFailure(c: Context<AppEnv>, action: string): Promise<void> {
  await hitRateLimit(c.var.deps.db, `${action}:${c.var.clientIp}`, c.var.deps.now(), IP_WINDOW_MS);
}

export async function recordSignIn(
  c: Context<AppEnv>,
  kind: SessionKind,
  username: string,
  userId: number | null,
  event: 'LOGIN' | 'LOGOUT' | 'LOGIN_FAILED' | 'SESSION_EXPIRED',
  detail = '',
) {
  await recordConnection(c.var.deps.db, {
    userId,
    username,
    kind,
    event,
    detail,
    ip: c.var.clientIp,
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
    createdAt: c.var.deps.now().toISOString(),
  });
}

/**
 * Checks an address and password. Returns the account when the password is right and the account may
 * sign in; throws the ApiError to answer otherwise: wrong credentials (400), locked (429, 183), too many
 * attempts from this IP (429, 184), not activated (403, 181), dormant (403, 182). Status answers come
 * only after a right password, so they tell nothing to someone guessing.
 */
export async function checkCredentials(c: Context<AppEnv>, kind: SessionKind, username: string, password: string): Promise<AccountRow> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  await checkIpLimit(c, 'login');
  const account = await findAccountByUsername(db, username);
  if (account?.lockedUntil && new Date(account.lockedUntil) > now) {
    await recordSignIn(c, kind, username, account.id, 'LOGIN_FAILED', 'locked');
    throw new ApiError(429, 'auth.locked', { minutes: minutesUntil(new Date(account.lockedUntil), now) }, authCodes.LOCKED);
  }
  const { ok, needsRehash } = await c.var.deps.passwords.verify(password, account?.passwordHash ?? null);
  if (!ok || !account) {
    await countIpFailure(c, 'login');
    await recordSignIn(c, kind, username, account?.id ?? null, 'LOGIN_FAILED', account ? 'wrongPassword' : 'unknownAccount');
    if (account) {
      const failures = account.failedLoginCount + 1;
      if (failures >= ACCOUNT_LOCK_THRESHOLD) {
        const until = new Date(now.getTime() + ACCOUNT_LOCK_MS);
        await updateAccount(db, account.id, { failedLoginCount: 0, lockedUntil: until.toISOString() });
        throw new ApiError(429, 'auth.locked', { minutes: minutesUntil(until, now) }, authCodes.LOCKED);
      }
      await updateAccount(db, account.id, { failedLoginCount: failures });
    }
    throw new ApiError(400, 'auth.loginFailed');
  }
  await updateAccount(db, account.id, {
    failedLoginCount: 0,
    lockedUntil: null,
    ...(needsRehash ? { passwordHash: await c.var.deps.passwords.hash(password) } : {}),
  });
  if (account.status === 'PENDING') {
    await recordSignIn(c, kind, username, account.id, 'LOGIN_FAILED', 'notActivated');
    throw new ApiError(403, 'auth.notActivated', {}, authCodes.NOT_ACTIVATED);
  }
  if (account.status === 'DORMANT') {
    await recordSignIn(c, kind, username, account.id, 'LOGIN_FAILED', 'dormant');
    throw new ApiError(403, 'auth.dormant', { email: SUPPORT_EMAIL }, authCodes.DORMANT);
  }
  return account;
}
