import { accountRoles, type AccountRole } from '#core/auth/roles.ts';
import { langs, type Lang } from '#core/i18n/locales.ts';
import { accountStatuses, type AccountStatus } from '#core/schemas/people.ts';
import { oneOf } from '../one-of.ts';
import rows from './accounts.json' with { type: 'json' };

export type AccountSeed = {
  username: string;
  name: string;
  companyName: string;
  departmentName: string;
  phoneNumber: string;
  country: string;
  role: AccountRole;
  lang: Lang;
  status: AccountStatus;
  privilege: string | null;
  /** How long ago the password was set, in days (the password cycle counts from it). */
  passwordAgeDays: number;
};

/** The demo password of every demo account (README, "demo accounts"): it follows the password rules. */
export const DEMO_PASSWORD = 'Portal#2026!';

/** One active account per role, so every screen of the portal and the console can be tried (accounts.json). */
export const demoAccounts: readonly AccountSeed[] = rows.map((row) => ({
  ...row,
  role: oneOf(accountRoles, row.role),
  lang: oneOf(langs, row.lang),
  status: oneOf(accountStatuses, row.status),
}));

/**
 * The writer of the demo models and stories: the demo content manager, by name, as content records its
 * writer (`insByUserName`), so the console's ownership screen finds what they wrote.
 */
export const DEMO_CONTENT_WRITER = demoAccounts.find((account) => account.role === 'CONTENT_MANAGER')?.name ?? '';
