// What the browser keeps about the sign-in (portal spec §3, local-storage keys; DESIGN.md §3): never the
// session token (an HttpOnly cookie), only what the header shows before the server answers, plus the
// one-shot message a page shows after a redirect.

/** The spec's local items that logout clears (portal spec §4). */
export const LOGOUT_CLEARED_ITEMS = ['auth', 'marketing', 'offPop', 'recommendedChangePassword', 'sendActive'] as const;
/** Remember-id (portal spec §9): the address of the last sign-in, when the member asked for it. */
export const REMEMBERED_ID_KEY = 'rememberedId';
const AUTH_KEY = 'auth';
const FLASH_KEY = 'portal_flash';

/** `id`, the account's, tells the reader's own rows on a page kept for many readers (own-account.ts). */
/**
 * `termsPending`: a new version of the terms waits for the member's acceptance (issue 33), so the header leaves
 * the bell's member calls alone until then.
 */
export type SignedInMarker = { name: string; role: string; id?: number | undefined; termsPending?: boolean | undefined };

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the member session's hint cookie is set (edge-api/src/lib/session.ts SIGNED_IN_HINT_COOKIE, not
 * HttpOnly, set and cleared with the session): without it there is no session to ask the server about.
 */
export const hasSessionHint = (): boolean => document.cookie.split('; ').some((part) => part.startsWith('portal_signed_in='));

/** Marks the browser signed in (after a sign-in or a user-info answer). */
export function markSignedIn(user: SignedInMarker): void {
  storage('local')?.setItem(AUTH_KEY, JSON.stringify({ name: user.name, role: user.role, id: user.id, termsPending: user.termsPending === true }));
}

/** The marker, if this browser believes it is signed in. */
export function signedInMarker(): SignedInMarker | null {
  const raw = storage('local')?.getItem(AUTH_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SignedInMarker>;
    return typeof parsed.name === 'string' && typeof parsed.role === 'string'
      ? { name: parsed.name, role: parsed.role, id: parsed.id, termsPending: parsed.termsPending === true }
      : null;
  } catch {
    return null;
  }
}

/** Forgets the sign-in: every item the spec's logout clears. */
export function clearSignedIn(): void {
  const local = storage('local');
  for (const key of LOGOUT_CLEARED_ITEMS) local?.removeItem(key);
}

/** A message key for the next page to show as a toast (after a redirect). */
export function setFlash(key: string, type: 'success' | 'error' | 'info' = 'info'): void {
  storage('session')?.setItem(FLASH_KEY, JSON.stringify({ key, type }));
}

/** The pending one-shot message, removed as it is read. */
export function takeFlash(): { key: string; type: 'success' | 'error' | 'info' } | null {
  const session = storage('session');
  const raw = session?.getItem(FLASH_KEY);
  if (!raw) return null;
  session?.removeItem(FLASH_KEY);
  try {
    return JSON.parse(raw) as { key: string; type: 'success' | 'error' | 'info' };
  } catch {
    return null;
  }
}
