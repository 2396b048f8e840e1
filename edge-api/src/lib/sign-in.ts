// The password check of every sign-in, member and admin (DESIGN.md §4): a per-IP limit, a per-account
// lock, constant-time checks with no user enumeration (an unknown address costs a real hash and gets
// the same answer as a wrong password), and every failure in the connection history. The address limit
// and the account's lock slow the clients the portal does not know; a browser the account has signed
// in from before (its device cookie, lib/device-cookie.ts, decision 032) passes both and has a lock of
// its own, so a spray from an office's shared address does not lock the office's members out.
import type { Context } from 'hono';
import { authCodes } from '#core/auth/codes.ts';
import { ACCOUNT_LOCK_MS, ACCOUNT_LOCK_THRESHOLD, IP_FAILURE_LIMIT, IP_WINDOW_MS, SUPPORT_EMAIL } from '#core/auth/limits.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { connectionEvents } from '#core/schemas/history.ts';
import { findAccountByUsername, updateAccount, type AccountRow } from '#db/queries/account.ts';
import { recordConnection } from '#db/queries/audit.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '#db/queries/rate-limit.ts';
import type { SessionKind } from '#db/queries/session.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { countWrongPassword, deviceLockedUntil, forgiveWrongPasswords, knownDevice } from './device-cookie.ts';

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Refuses the request while the failures counted under `key` reach the limit (429, code 184). */
async function checkLimit(c: Context<AppEnv>, key: string, message: MessageKey): Promise<void> {
  const now = c.var.deps.now();
  const window = await peekRateLimit(c.var.deps.db, key, now, IP_WINDOW_MS);
  if (window.count >= IP_FAILURE_LIMIT) throw new ApiError(429, message, { minutes: minutesUntil(window.resetsAt, now) }, authCodes.TOO_MANY_ATTEMPTS);
}

/** Refuses the request while its IP address is over the failure limit of `action` (429, code 184). */
export async function checkIpLimit(c: Context<AppEnv>, action: string): Promise<void> {
  await checkLimit(c, `${action}:${c.var.clientIp}`, 'auth.tooManyAttempts');
}

/** Counts one failure (or one request, for recovery calls) of `action` against the caller's IP address. */
export async function countIpFailure(c: Context<AppEnv>, action: string): Promise<void> {
  await hitRateLimit(c.var.deps.db, `${action}:${c.var.clientIp}`, c.var.deps.now(), IP_WINDOW_MS);
}

export type AttemptLimit = {
  /** Refuses the request (429, code 184) while the caller is over the limit. */
  check: () => Promise<void>;
  /** Counts one attempt. */
  count: () => Promise<void>;
  /** After a completed sign-in: a known browser's count starts again; an address's stays. */
  forgive: () => Promise<void>;
};

/**
 * The limit of a sign-in step after the password (the admin's access code: sends and wrong codes) for
 * this caller: counted against the browser when the account has signed in from it before, else against
 * the caller's address, with the same number and window. A known browser's count starts again at each
 * sign-in it completes, so an admin signing in all day from one browser never meets it.
 */
export async function attemptLimit(c: Context<AppEnv>, action: string, userId: number): Promise<AttemptLimit> {
  const device = await knownDevice(c, userId);
  const key = device ? `${action}:device:${device.id}` : `${action}:${c.var.clientIp}`;
  return {
    check: () => checkLimit(c, key, device ? 'auth.deviceTooManyAttempts' : 'auth.tooManyAttempts'),
    count: async () => {
      await hitRateLimit(c.var.deps.db, key, c.var.deps.now(), IP_WINDOW_MS);
    },
    forgive: async () => {
      if (device) await clearRateLimit(c.var.deps.db, key);
    },
  };
}

export async function recordSignIn(
  c: Context<AppEnv>,
  kind: SessionKind,
  username: string,
  userId: number | null,
  event: (typeof connectionEvents)[number],
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
 * only after a right password, so they tell nothing to someone guessing. A browser the account has
 * signed in from is held only by its own lock (429, 183): OWASP's device cookie protocol.
 */
export async function checkCredentials(c: Context<AppEnv>, kind: SessionKind, username: string, password: string): Promise<AccountRow> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const account = await findAccountByUsername(db, username);
  const device = account ? await knownDevice(c, account.id) : null;
  const lockedUntil = device ? deviceLockedUntil(device, now) : null;
  if (lockedUntil) {
    await recordSignIn(c, kind, username, account?.id ?? null, 'LOGIN_FAILED', 'browserLocked');
    throw new ApiError(429, 'auth.deviceLocked', { minutes: minutesUntil(lockedUntil, now) }, authCodes.LOCKED);
  }
  if (!device) await checkIpLimit(c, 'login');
  if (!device && account?.lockedUntil && new Date(account.lockedUntil) > now) {
    await recordSignIn(c, kind, username, account.id, 'LOGIN_FAILED', 'locked');
    throw new ApiError(429, 'auth.locked', { minutes: minutesUntil(new Date(account.lockedUntil), now) }, authCodes.LOCKED);
  }
  const { ok, needsRehash } = await c.var.deps.passwords.verify(password, account?.passwordHash ?? null);
  if (!ok || !account) {
    await recordSignIn(c, kind, username, account?.id ?? null, 'LOGIN_FAILED', account ? 'wrongPassword' : 'unknownAccount');
    if (device) {
      // the browser's own lock; the address and the account's lock are for clients the portal does not know
      const until = await countWrongPassword(c, device, now);
      if (until) throw new ApiError(429, 'auth.deviceLocked', { minutes: minutesUntil(until, now) }, authCodes.LOCKED);
      throw new ApiError(400, 'auth.loginFailed');
    }
    await countIpFailure(c, 'login');
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
  if (device) await forgiveWrongPasswords(c, device);
  const change = {
    // the count and lock of unknown clients are theirs: a known browser's sign-in leaves them as they are
    ...(device ? {} : { failedLoginCount: 0, lockedUntil: null }),
    ...(needsRehash ? { passwordHash: await c.var.deps.passwords.hash(password) } : {}),
  };
  if (Object.keys(change).length > 0) await updateAccount(db, account.id, change);
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
