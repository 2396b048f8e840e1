// The my-page screens (portal spec §2) and where the password re-entry may continue to.
import type { Lang } from '#core/i18n/locales.ts';
import { safeNextPath } from './member-paths.ts';
import { localizePath, splitLangPath } from './urls.ts';

export const myPagePaths = {
  importPassword: '/my-page/import-password',
  info: '/my-page/info',
  changeInfo: '/my-page/change-info',
  /** What the member watches, tracks or muted (issue 32): no password again, it holds no personal data. */
  watching: '/my-page/watching',
  /** How the member hears of each kind of notification (issue 32): no password again either. */
  notifications: '/my-page/notifications',
  /** The member's private bookmarks (decision 045): no password again either. */
  bookmarks: '/my-page/bookmarks',
  /** The member's own data and consents (issue 33): behind the password again, like the information. */
  myData: '/my-page/my-data',
  /** The acceptance of a new version of the terms, where a sign-in goes first when one took effect (issue 33). */
  acceptTerms: '/my-page/accept-terms',
  /** How the member signs in: two-step verification, passkeys and linked sign-in providers (issue 34); behind the password again. */
  security: '/my-page/security',
} as const;

/**
 * Where /my-page/import-password goes after the password (portal spec §2): the requested `?next=`
 * when it is another my-page screen of this site, else /my-page/info, in the page's language.
 */
export function myPageNext(next: string | null | undefined, lang: Lang): string {
  const safe = safeNextPath(next);
  if (safe) {
    const { path } = splitLangPath(new URL(safe, 'http://portal.invalid').pathname);
    if (path.startsWith('/my-page/') && path !== myPagePaths.importPassword) return safe;
  }
  return localizePath(myPagePaths.info, lang);
}

/** The password re-entry that comes back to `current` (a my-page path with its language prefix). */
export function importPasswordHref(lang: Lang, current: string): string {
  return `${localizePath(myPagePaths.importPassword, lang)}?${new URLSearchParams({ next: current }).toString()}`;
}
