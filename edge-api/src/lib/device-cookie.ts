// Known browsers (OWASP's device cookies; decision 032, docs/identity.md "Known browsers"). A completed
// sign-in leaves the browser a cookie bound to the account: a random token whose SHA-256 is the row, so it
// cannot be forged, and deleting the row revokes it. A known browser signs its account in past the
// per-address limit and the account's lock, which slow only the clients the portal does not know; wrong
// passwords from it lock that browser alone. It is not a session: signing out keeps it.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE_ACCOUNTS, DEVICE_COOKIE_TTL_MS, DEVICE_COOKIES_PER_ACCOUNT, DEVICE_LOCK_MS, DEVICE_LOCK_THRESHOLD } from '#core/auth/limits.ts';
import { isToken, randomToken, sha256Hex } from '#core/auth/token.ts';
import {
  clearDeviceFailures,
  countDeviceFailure,
  findLiveDeviceCookies,
  insertDeviceCookie,
  renewDeviceCookie,
  type DeviceCookieRow,
} from '#db/queries/device-cookie.ts';
import type { AppEnv } from '../types.ts';
import { DEVICE_COOKIE_BASE } from './session-cookies.ts';
import { secretCookieName, secretCookieOptions } from './session.ts';

export type KnownDevice = DeviceCookieRow;

/** `portal_device`, with the `__Host-` prefix over HTTPS like the session cookies (lib/session.ts). */
export const deviceCookieName = (c: Context<AppEnv>) => secretCookieName(c, DEVICE_COOKIE_BASE);

/** The cookie's tokens, one per account the browser remembers, the latest sign-in first. */
function presentedTokens(c: Context<AppEnv>): string[] {
  // what is made now depends on the browser: not one answer for every reader (lib/cache-answers.ts)
  c.set('askedWhoReads', true);
  return (getCookie(c, deviceCookieName(c)) ?? '').split('.').filter(isToken).slice(0, DEVICE_COOKIE_ACCOUNTS);
}

/** The presented tokens that are live device cookies, with their rows; forged, revoked and expired ones drop out. */
async function presentedDevices(c: Context<AppEnv>): Promise<{ token: string; row: DeviceCookieRow }[]> {
  const tokens = presentedTokens(c);
  const hashes = await Promise.all(tokens.map(sha256Hex));
  const rows = await findLiveDeviceCookies(c.var.deps.db, hashes, c.var.deps.now().toISOString());
  return tokens.flatMap((token, at) => {
    const row = rows.find((candidate) => candidate.tokenHash === hashes[at]);
    return row ? [{ token, row }] : [];
  });
}

/** This browser's live device cookie for the account, or null: another account's cookie makes no browser known. */
export async function knownDevice(c: Context<AppEnv>, userId: number): Promise<KnownDevice | null> {
  return (await presentedDevices(c)).find((device) => device.row.userId === userId)?.row ?? null;
}

/**
 * After a completed sign-in: the browser's cookie for the account lives on from now (a new one when it
 * had none), beside the browser's other live accounts. The token stays the same, so every tab and
 * window of the browser stays known.
 */
export async function rememberDevice(c: Context<AppEnv>, userId: number): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const expiresAt = new Date(now.getTime() + DEVICE_COOKIE_TTL_MS).toISOString();
  const presented = await presentedDevices(c);
  const own = presented.find((device) => device.row.userId === userId);
  let token = own?.token;
  if (own) await renewDeviceCookie(db, own.row.id, expiresAt);
  else {
    token = randomToken();
    await insertDeviceCookie(db, { userId, tokenHash: await sha256Hex(token), createdAt: now.toISOString(), expiresAt }, DEVICE_COOKIES_PER_ACCOUNT);
  }
  const others = presented.filter((device) => device.row.userId !== userId).map((device) => device.token);
  setCookie(c, deviceCookieName(c), [token, ...others].slice(0, DEVICE_COOKIE_ACCOUNTS).join('.'), {
    // Strict: only the portal's own sign-in forms ever need it
    ...secretCookieOptions(c, 'Strict'),
    maxAge: DEVICE_COOKIE_TTL_MS / 1000,
  });
}

/** The end of the browser's own lock while it lasts, else null. */
export function deviceLockedUntil(device: KnownDevice, now: Date): Date | null {
  return device.lockedUntil && new Date(device.lockedUntil) > now ? new Date(device.lockedUntil) : null;
}

/** A wrong password from a known browser at `now`: the end of its lock when this one locks it, else null. */
export async function countWrongPassword(c: Context<AppEnv>, device: KnownDevice, now: Date): Promise<Date | null> {
  const lockUntil = new Date(now.getTime() + DEVICE_LOCK_MS).toISOString();
  const locked = await countDeviceFailure(c.var.deps.db, device.id, DEVICE_LOCK_THRESHOLD, lockUntil);
  return locked ? new Date(locked) : null;
}

/** The right password from a known browser ends its row of wrong passwords. */
export async function forgiveWrongPasswords(c: Context<AppEnv>, device: KnownDevice): Promise<void> {
  if (device.failedLoginCount > 0 || device.lockedUntil) await clearDeviceFailures(c.var.deps.db, device.id);
}
