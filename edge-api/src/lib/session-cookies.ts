// The names of the cookies that say who reads: a session of each kind (over HTTPS with the `__Host-`
// prefix: lib/session.ts `secretCookieName`), the signed-in hint for the pages' script, and the sign-in's
// own (the browsers an account knows, an admin's sign-in half done). Kept apart from lib/session.ts so the
// answer cache (lib/answer-cache.ts) can tell a reader's request without the session code.
export const SESSION_COOKIE_BASES = { MEMBER: 'portal_session', ADMIN: 'portal_admin' } as const;

/** The browsers that signed in to an account (lib/device-cookie.ts). */
export const DEVICE_COOKIE_BASE = 'portal_device';

/** An admin's sign-in between the password and the code (lib/pending-sign-in.ts). */
export const PENDING_SIGN_IN_COOKIE_BASE = 'portal_admin_pending';

/** A member's sign-in between the password and the second factor (issue 34, lib/pending-sign-in.ts). */
export const MEMBER_PENDING_SIGN_IN_COOKIE_BASE = 'portal_member_pending';

/**
 * A hint for the pages' script, readable by it and holding no secret: "this browser has a member
 * session", so a visitor's page never asks the API who is signed in (portal spec §2: the user menu on
 * every page, pre-rendered ones included).
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';

/**
 * Every cookie name that says who reads, on either scheme. Whatever reads one of them marks its answer as
 * made after asking who reads (`askedWhoReads`), which is then never given to another reader.
 */
export const READER_COOKIES: ReadonlySet<string> = new Set([
  ...[...Object.values(SESSION_COOKIE_BASES), DEVICE_COOKIE_BASE, PENDING_SIGN_IN_COOKIE_BASE, MEMBER_PENDING_SIGN_IN_COOKIE_BASE].flatMap((base) => [
    base,
    `__Host-${base}`,
  ]),
  SIGNED_IN_HINT_COOKIE,
]);

/**
 * The items a visit has viewed (lib/visit-views.ts): it decides only whether a view is counted, which the
 * front door does each time it gives an answer, so the answer cache neither keys by it nor refuses it.
 */
export const SEEN_COOKIE = 'portal_seen';
