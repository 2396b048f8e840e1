// The server-side half of the role × screen matrix (core/auth/screens.ts; portal spec §6): before a
// page renders, a role outside its screen's list is sent to the screen's `denied` target (`/`, or
// `/login` for the partner policy register, with `?next=` so the sign-in can come back).
import type { Role } from '#core/auth/roles.ts';
import { canOpen, type Screen } from '#core/auth/screens.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { localizePath } from './urls.ts';

/**
 * Where a request for a screen goes instead of the page, or null when the role may open it.
 * `requested` is the path and query the reader asked for, kept as `?next=` on the way to /login.
 */
export function pageGuardRedirect(screen: Screen, role: Role, lang: Lang, requested = ''): string | null {
  // the admin console has its own door (admin spec §2): the front door serves its SPA before pages
  if (screen.denied === '/admin/login' || canOpen(screen, role)) return null;
  const target = localizePath(screen.denied, lang);
  if (screen.denied === '/login' && requested.startsWith('/') && !requested.startsWith('//')) {
    return `${target}?${new URLSearchParams({ next: requested }).toString()}`;
  }
  return target;
}

/** Whether any role other than the visitor is needed: only then is the session looked up. */
export function needsSession(screen: Screen): boolean {
  return !canOpen(screen, 'ALL');
}

/** The page where a member accepts a new version of the terms (issue 33). */
export const ACCEPT_TERMS_ROUTE = '/my-page/accept-terms';

/**
 * Where a signed-in page goes while the member has a new version of the terms to accept (issue 33): the acceptance
 * page, which comes back to `requested` once accepted. Public pages never ask for the session, so they stay open.
 */
export function termsPendingRedirect(screen: Screen, termsPending: boolean, lang: Lang, requested: string): string | null {
  if (!termsPending || screen.route === ACCEPT_TERMS_ROUTE) return null;
  return `${localizePath(ACCEPT_TERMS_ROUTE, lang)}?${new URLSearchParams({ next: requested }).toString()}`;
}
