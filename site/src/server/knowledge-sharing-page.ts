// What the knowledge-sharing detail and edit pages decide per reader: whether the reader may change an
// entry (its writer, or a moderator: ADMIN and CONTENT_MANAGER, as the API decides), and whether this
// view is the first of the visit, which alone counts (a reload or a return from the edit page does not).
import type { AstroGlobal } from 'astro';
import type { Auth } from '#api/lib/session.ts';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';

/** Whether the signed-in reader may edit and delete an entry written by the account `insById`. */
export function mayChange(auth: Auth | null, insById: number | null): boolean {
  if (!auth) return false;
  return CONTENT_AUTHORS.includes(auth.user.role) || (insById !== null && insById === auth.user.id);
}

/** The entries this browser viewed in this visit: a cookie without an expiry, gone when the browser closes. */
const SEEN_COOKIE = 'portal_ks_seen';
/** How many entries the cookie remembers (the oldest are forgotten first). */
const SEEN_MAX = 50;

/**
 * Whether this GET is the first view of the entry (`m12`, `d3`) in this visit; if so the entry is
 * remembered for the rest of it. Only GET counts, as on every detail page.
 */
export function firstViewOfVisit(astro: AstroGlobal, key: string): boolean {
  if (astro.request.method !== 'GET') return false;
  const seen = (astro.cookies.get(SEEN_COOKIE)?.value ?? '').split('.').filter((entry) => /^[md]\d{1,10}$/.test(entry));
  if (seen.includes(key)) return false;
  astro.cookies.set(SEEN_COOKIE, [...seen, key].slice(-SEEN_MAX).join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: astro.url.protocol === 'https:',
  });
  return true;
}

/**
 * The page's cache header: an entry page answers differently per reader (the edit link, the visit's
 * count), so it is kept by no shared cache; the browser asks again each time.
 */
export const KNOWLEDGE_PAGE_CACHE = 'private, no-cache';
