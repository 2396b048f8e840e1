// The limits of identity and access, chosen here and reported in the identity issue's closing note.
// Where the spec gives a number (activation 10 minutes, idle 30 minutes, password cycle 3 months and
// warning 7 days, access code 6 digits) it is used as given.

import { retentionRule } from '../schemas/retention.ts';

const MINUTE = 60 * 1000;

/** Activation links live 10 minutes (portal spec §4, §9). */
export const ACTIVATION_TTL_MS = 10 * MINUTE;
/** Password reset links: long enough to open the mail, short enough to be useless later. */
export const PASSWORD_RESET_TTL_MS = 30 * MINUTE;
/** The one-time code of my page's change-info. */
export const MYPAGE_OTP_TTL_MS = 10 * MINUTE;
/** Wrong tries of the my-page code before it is dead. */
export const MYPAGE_OTP_MAX_TRIES = 5;
/** After the password is re-entered, my page is open this long without asking again. */
export const REAUTH_TTL_MS = 10 * MINUTE;

/** The admin access code: 6 digits, 5 minutes, 5 tries, once (DESIGN.md §4). */
export const ADMIN_CODE_DIGITS = 6;
export const ADMIN_CODE_TTL_MS = 5 * MINUTE;
export const ADMIN_CODE_MAX_TRIES = 5;
/** Between the password step and the access code of the admin sign-in. */
export const ADMIN_PENDING_LOGIN_TTL_MS = 5 * MINUTE;

/** Member sessions end after 30 idle minutes (portal spec §4) and at most 12 hours after sign-in. */
export const MEMBER_IDLE_MS = 30 * MINUTE;
export const MEMBER_SESSION_MAX_MS = 12 * 60 * MINUTE;
/** Admin sessions: the same idle limit, and a working day at most. */
export const ADMIN_IDLE_MS = 30 * MINUTE;
export const ADMIN_SESSION_MAX_MS = 8 * 60 * MINUTE;
/** A session's last-seen time is written at most this often, so reads do not all become writes. */
export const SESSION_TOUCH_MS = MINUTE;

/** Per account: 5 wrong passwords in a row from unknown clients lock it for them for 15 minutes. */
export const ACCOUNT_LOCK_THRESHOLD = 5;
export const ACCOUNT_LOCK_MS = 15 * MINUTE;
/**
 * Per IP address, for clients the portal does not know: 20 failed sign-ins or recovery requests in 15
 * minutes, then a wait until the window ends. A known browser's code step counts the same way against
 * the browser instead, and starts again at each completed sign-in.
 */
export const IP_FAILURE_LIMIT = 20;
export const IP_WINDOW_MS = 15 * MINUTE;

/**
 * A browser an account has signed in from (its device cookie, decision 032) is known for 90 days from
 * its last sign-in; until a password change or reset revokes it. One browser's cookie remembers its 10
 * latest accounts, and an account its 20 latest browsers.
 */
export const DEVICE_COOKIE_TTL_MS = 90 * 24 * 60 * MINUTE;
export const DEVICE_COOKIE_ACCOUNTS = 10;
export const DEVICE_COOKIES_PER_ACCOUNT = 20;
/** A known browser's own lock (OWASP's device lockout): 5 wrong passwords in a row from it, 15 minutes. */
export const DEVICE_LOCK_THRESHOLD = 5;
export const DEVICE_LOCK_MS = 15 * MINUTE;

/** The password cycle's defaults (admin spec §3, password cycle id 1): 3 months, warning 7 days before. */
export const PASSWORD_CYCLE_MONTHS = 3;
export const PASSWORD_NOTICE_DAYS = 7;

/**
 * Marketing consent lasts 1 year 6 months (portal spec §9, the retention rule `marketingConsent`), within the 2
 * years of Korea's Network Act (art. 50(8)): the notice batch asks before it ends, and the retention job withdraws it.
 */
export const MARKETING_CONSENT_MONTHS = (retentionRule('marketingConsent').period as { months: number }).months;

/** Where a dormant member writes to be reactivated (portal spec §4). */
export const SUPPORT_EMAIL = 'support@example-analytics.com';
