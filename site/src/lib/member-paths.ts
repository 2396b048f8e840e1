// The paths of the sign-up, sign-in and recovery screens (portal spec §2), and where a sign-in may
// continue to.
import type { Lang } from '#core/i18n/locales.ts';
import { localizePath } from './urls.ts';

export const memberPaths = {
  login: '/login',
  register: '/register',
  checkEmail: '/check-email',
  registerSuccess: '/register-success',
  changePassword: '/change-password',
  forgetId: '/forget-id',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  /** Where the mailed "lost your device" link lands (issue 34). */
  secondFactorRecovery: '/second-factor-recovery',
} as const;

export type MemberPage = keyof typeof memberPaths;

/** Every member screen's localized path, for an island that links or redirects to them. */
export function memberHrefs(lang: Lang): Record<MemberPage | 'home', string> {
  const entries = Object.entries(memberPaths).map(([page, path]) => [page, localizePath(path, lang)]);
  return { ...(Object.fromEntries(entries) as Record<MemberPage, string>), home: localizePath('/', lang) };
}

/**
 * The `?next=` target of a sign-in when it is a path of this site (`/resources/…`), else null: an
 * absolute URL, a protocol-relative `//host` or a backslash trick would send the member elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // control characters (a newline, a tab) can make a browser read the path as another origin
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(next, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
