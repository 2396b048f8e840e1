// An identity a provider vouched for that signs no account in yet (issue 34, decision 054): a new person
// finishing the sign-up, or the owner of the account with the provider's address proving it. The browser
// holds a random token in an HttpOnly cookie for PENDING_TTL_MS; the table keeps its SHA-256.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomToken, sha256Hex, TOKEN_PATTERN } from '#core/auth/token.ts';
import { findLivePending, insertProviderPending, type ProviderFlowRow, type ProviderPendingRow } from '#db/queries/sign-in-provider.ts';
import type { AppEnv } from '../../types.ts';
import { ApiError } from '../api-error.ts';
import { secretCookieName, secretCookieOptions } from '../session.ts';
import type { ProviderIdentity } from './protocol.ts';

/** Long enough to read the terms and fill the sign-up's fields, or to find the mailed link. */
export const PENDING_TTL_MS = 30 * 60_000;
export const PENDING_COOKIE_BASE = 'portal_provider_pending';

const cookieOptions = (c: Context<AppEnv>) => secretCookieOptions(c, 'Lax');
const cookieName = (c: Context<AppEnv>) => secretCookieName(c, PENDING_COOKIE_BASE);

/** Keeps the identity waiting for this browser; `accountId` is the account with the provider's address, if any. */
export async function startPending(c: Context<AppEnv>, identity: ProviderIdentity, flow: ProviderFlowRow, accountId: number | null): Promise<void> {
  const token = randomToken();
  const now = c.var.deps.now();
  await insertProviderPending(c.var.deps.db, {
    id: await sha256Hex(token),
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    name: identity.name.slice(0, 50),
    phoneNumber: identity.phoneNumber,
    country: identity.country,
    lang: flow.lang,
    nextPath: flow.nextPath,
    accountId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PENDING_TTL_MS).toISOString(),
  });
  setCookie(c, cookieName(c), token, { ...cookieOptions(c), maxAge: PENDING_TTL_MS / 1000 });
}

/** The identity this browser holds, unused and unexpired, or null. */
export async function findPending(c: Context<AppEnv>): Promise<ProviderPendingRow | null> {
  // what is made now depends on the browser: not one answer for every reader (lib/cache-answers.ts)
  c.set('askedWhoReads', true);
  const token = getCookie(c, cookieName(c));
  return token && TOKEN_PATTERN.test(token) ? findLivePending(c.var.deps.db, await sha256Hex(token), c.var.deps.now().toISOString()) : null;
}

/** The identity this browser holds; 400 `provider.pendingMissing` otherwise (start again at the provider). */
export async function requirePending(c: Context<AppEnv>): Promise<ProviderPendingRow> {
  const row = await findPending(c);
  if (!row) throw new ApiError(400, 'provider.pendingMissing');
  return row;
}

/** Clears the browser's cookie once the identity is used. */
export function endPending(c: Context<AppEnv>): void {
  deleteCookie(c, cookieName(c), cookieOptions(c));
}
