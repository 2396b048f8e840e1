// When an admin's password expires (admin spec §3, admin batch: adminPasswordUpdatePeriod, in days):
// that many days after it was set. The members' password cycle does not apply to admins, and neither
// does its "change after 3 months", which only the member sign-in offers.
const DAY_MS = 24 * 60 * 60 * 1000;

export function adminPasswordExpiresAt(account: { passwordChangedAt: string }, periodDays: number): Date {
  return new Date(Date.parse(account.passwordChangedAt) + periodDays * DAY_MS);
}

/** Expired: the admin's session may only change the password (the console's change-password-only mode). */
export const adminPasswordExpired = (account: { passwordChangedAt: string }, periodDays: number, now: Date) =>
  adminPasswordExpiresAt(account, periodDays) <= now;
