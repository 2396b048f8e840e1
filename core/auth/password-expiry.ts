// When a password expires (portal spec §4; admin spec §3, password cycle): `defaultPeriod` months after
// it was set, or after the member chose "change after 3 months"; from `noticePeriod` days before, the
// sign-in warns. A disabled cycle never expires.
import { addMonths } from '../dates.ts';

export type PasswordCycleSetting = { defaultPeriod: number; enable: boolean; noticePeriod: number };
export type PasswordDates = { passwordChangedAt: string; passwordNoticeAfter: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the password expires, or null when the cycle is off. */
export function passwordExpiresAt(account: PasswordDates, cycle: PasswordCycleSetting): Date | null {
  if (!cycle.enable) return null;
  const base = [account.passwordChangedAt, account.passwordNoticeAfter]
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
  return base ? addMonths(new Date(base), cycle.defaultPeriod) : null;
}

/** Expired (sign-in refused, code 180), or the days left while the warning runs (`noticeActualDay`). */
export function passwordState(account: PasswordDates, cycle: PasswordCycleSetting, now: Date): { expired: boolean; noticeActualDay: number | null } {
  const expiresAt = passwordExpiresAt(account, cycle);
  if (!expiresAt) return { expired: false, noticeActualDay: null };
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { expired: true, noticeActualDay: null };
  const days = Math.ceil(left / DAY_MS);
  return { expired: false, noticeActualDay: days <= cycle.noticePeriod ? days : null };
}
