// Server-side sessions in HttpOnly cookies (DESIGN.md §3). The cookie carries a random token; the
// database keeps its SHA-256. Member and admin sessions are separate cookies and separate rows.
// Over HTTPS the cookies take the `__Host-` prefix (Secure, Path=/, no Domain); on plain-HTTP local
// runs they keep the same attributes without Secure, which browsers would refuse there.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ADMIN_IDLE_MS, ADMIN_SESSION_MAX_MS, MEMBER_IDLE_MS, MEMBER_SESSION_MAX_MS, SESSION_TOUCH_MS } from '#core/auth/limits.ts';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { deleteSession, findLiveSession, insertSession, touchSession, type AccountRow, type SessionKind, type SessionRow } from '#db/queries/session.ts';
import type { AppEnv, Auth } from '../types.ts';
import { readerMemoOf } from './reader-memo.ts';
import { SESSION_COOKIE_BASES, SIGNED_IN_HINT_COOKIE } from './session-cookies.ts';

export type { Auth } from '../types.ts';

const lifetimes: Record<SessionKind, { idle: number; max: number }> = {
  MEMBER: { idle: MEMBER_IDLE_MS, max: MEMBER_SESSION_MAX_MS },
  ADMIN: { idle: ADMIN_IDLE_MS, max: ADMIN_SESSION_MAX_MS },
};

/** Whether the browser used HTTPS (the scheme a trusted proxy forwards, behind one: lib/site-address.ts). */
const isHttps = (c: Context<AppEnv>) => c.var.origin.startsWith('https:');

/** A secret cookie's name for this request's scheme: `__Host-` over HTTPS, as it is on plain-HTTP local runs. */
export function secretCookieName(c: Context<AppEnv>, base: string): string {
  return isHttps(c) ? `__Host-${base}` : base;
}

/** The attributes of a secret cookie: HttpOnly, the whole site, Secure over HTTPS. */
export function secretCookieOptions(c: Context<AppEnv>, sameSite: 'Lax' | 'Strict' = 'Lax') {
  return { path: '/', httpOnly: true, secure: isHttps(c), sameSite };
}

/** The cookie of a kind of session, as named for this request's scheme. */
export function sessionCookieName(c: Context<AppEnv>, kind: SessionKind): string {
  return secretCookieName(c, SESSION_COOKIE_BASES[kind]);
}

const cookieOptions = (c: Context<AppEnv>) => secretCookieOptions(c);

export { SIGNED_IN_HINT_COOKIE } from './session-cookies.ts';

/** The token a request presents for a kind of session: its cookie, or a bearer token (API clients). */
function presentedToken(c: Context<AppEnv>, kind: SessionKind): string | undefined {
  // what is made now depends on who reads: not one answer for every reader (lib/cache-answers.ts)
  c.set('askedWhoReads', true);
  const cookie = getCookie(c, sessionCookieName(c, kind));
  if (cookie) return cookie;
  const header = c.req.header('authorization');
  const match = header ? /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header) : null;
  return match?.[1];
}

/** Whether the request carried a session token of this kind at all (to tell "expired" from "never signed in"). */
export function presentsSession(c: Context<AppEnv>, kind: SessionKind): boolean {
  return presentedToken(c, kind) !== undefined;
}

/**
 * Starts a session for an account: a new random token every time (no session fixation), any session
 * the request already had of this kind ended, the cookie set HttpOnly.
 */
export async function startSession(
  c: Context<AppEnv>,
  user: AccountRow,
  kind: SessionKind,
  options: { passwordChangeOnly?: boolean; termsPending?: boolean; enrolSecondFactor?: boolean } = {},
) {
  // the old session ends; its cookie is simply overwritten by the new one below
  await endSession(c, kind, { keepCookie: true });
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const token = randomToken();
  const { idle, max } = lifetimes[kind];
  const row = {
    id: await sha256Hex(token),
    userId: user.id,
    kind,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    idleExpiresAt: new Date(now.getTime() + idle).toISOString(),
    expiresAt: new Date(now.getTime() + max).toISOString(),
    passwordChangeOnly: options.passwordChangeOnly ?? false,
    termsPending: options.termsPending ?? false,
    enrolSecondFactor: options.enrolSecondFactor ?? false,
    ip: c.var.clientIp,
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
  };
  await insertSession(db, row);
  setCookie(c, sessionCookieName(c, kind), token, cookieOptions(c));
  if (kind === 'MEMBER') setCookie(c, SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(c), httpOnly: false });
  return { token, session: { ...row, reauthUntil: null } satisfies SessionRow };
}

/**
 * The live session of a kind, renewed: each use pushes its idle end forward (written at most once a
 * minute). Null when there is none or it has ended.
 */
export async function loadSession(c: Context<AppEnv>, kind: SessionKind): Promise<Auth | null> {
  const token = presentedToken(c, kind);
  if (!token) return null;
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const memo = readerMemoOf(db);
  const mark = memo?.mark ?? 0;
  const found = await findLiveSession(db, await sha256Hex(token), kind, now.toISOString());
  if (!found) return null;
  if (now.getTime() - new Date(found.session.lastSeenAt).getTime() >= SESSION_TOUCH_MS) {
    const idleExpiresAt = new Date(Math.min(now.getTime() + lifetimes[kind].idle, new Date(found.session.expiresAt).getTime())).toISOString();
    await touchSession(db, found.session.id, now.toISOString(), idleExpiresAt);
    found.session.lastSeenAt = now.toISOString();
    found.session.idleExpiresAt = idleExpiresAt;
  }
  const auth = { ...found, kind };
  // whatever else the request records of its reader (lib/content-usage.ts) need not look it up again
  if (kind === 'MEMBER') c.set('memberSession', auth);
  // and Node's fast path need not either, while it stays as found (lib/reader-memo.ts)
  memo?.rememberSession(auth, mark);
  return auth;
}

/** Ends the request's session of a kind (if any) and clears its cookie. */
export async function endSession(c: Context<AppEnv>, kind: SessionKind, options: { keepCookie?: boolean } = {}): Promise<void> {
  const token = presentedToken(c, kind);
  if (token) await deleteSession(c.var.deps.db, await sha256Hex(token));
  if (options.keepCookie) return;
  if (getCookie(c, sessionCookieName(c, kind)) !== undefined) deleteCookie(c, sessionCookieName(c, kind), cookieOptions(c));
  if (kind === 'MEMBER' && getCookie(c, SIGNED_IN_HINT_COOKIE) !== undefined) deleteCookie(c, SIGNED_IN_HINT_COOKIE, { ...cookieOptions(c), httpOnly: false });
}
