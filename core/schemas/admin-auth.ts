// Payloads of the admin sign-in and the console's history calls (admin spec §3, §7.1).
import * as v from 'valibot';
import { secondFactorKinds } from '../auth/second-factors.ts';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { changePasswordSchema, emailSchema, phoneSchema, resetPasswordSchema } from './account.ts';
import { keywordQuery, pageQuery, pageSizeQuery, typedText } from './common.ts';
import { personalDataReason } from './masking.ts';
import { currentPasswordSchema } from './password.ts';

/** The signed-in admin: the answer of the code step and of user-info (admin spec §3: username, roleCd). */
export const adminUser = v.object({
  username: v.string(),
  name: v.string(),
  roleCd: v.literal('ADMIN'),
  /** When the session ends at the latest; the console's cookie expiry (admin spec §4). */
  expireDate: v.string(),
  /** The password must be changed before anything else (expired under the cycle, or temporary). */
  passwordChangeNotice: v.boolean(),
  /** The console's policy wants a strong second factor this admin lacks: it is enrolled before anything else (issue 34). */
  enrolSecondFactor: v.boolean(),
});
export type AdminUser = v.InferOutput<typeof adminUser>;

/** POST /api/auth/admin/login: the password step. */
export const adminLoginSchema = v.object({ username: emailSchema, password: currentPasswordSchema });
/** Where the access code may be sent. */
export const adminCodeChannels = ['MAIL', 'SMS'] as const;
/**
 * The password step's answer: the channels the code may be sent by (none when the console's policy wants the
 * admin's strong factor instead), the admin's second factors that may take the code's place, and whether the
 * sign-in leads to the enrolment of one (the policy is on and the admin has none: issue 34).
 */
export const adminLoginAnswer = v.object({
  channels: v.array(v.picklist(adminCodeChannels)),
  secondFactor: v.array(v.picklist(secondFactorKinds)),
  enrolSecondFactor: v.boolean(),
});
export type AdminLoginAnswer = v.InferOutput<typeof adminLoginAnswer>;
/** GET /api/auth/admin/get-otp-login?channel=MAIL|SMS: send (or send again) the access code. */
export const adminOtpQuery = v.object({ channel: v.optional(v.picklist(adminCodeChannels, 'validation.invalid'), 'MAIL') });
/** What GET /api/auth/admin/get-otp-login answers: the channel and where the code went, masked. */
export const adminCodeSent = v.object({ channel: v.picklist(adminCodeChannels), sentTo: v.string() });
/** GET /api/auth/admin/logout: `password-expired` when the admin declined to change an expired password (admin spec §4). */
export const adminLogoutQuery = v.object({ reason: v.optional(v.literal('password-expired')) });
/** POST /api/auth/admin/login-admin: the access code. */
export const adminCodeSchema = v.object({ code: v.pipe(v.string('validation.required'), v.regex(/^\d{6}$/, 'validation.code6')) });

/** The console's password change and reset take the member's payloads (the same rules, portal spec §5). */
export const adminChangePasswordSchema = changePasswordSchema;
export const adminResetPasswordSchema = resetPasswordSchema;
export const adminFindIdSchema = v.object({
  name: v.pipe(typedText({ singleLine: true }), v.trim(), v.nonEmpty('validation.required'), v.maxLength(50, 'validation.maxLength')),
  phoneNumber: phoneSchema,
});

/** A calendar date in a query (YYYY-MM-DD). */
const dateQuery = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')));

/**
 * The kind of record a history list shows (an event, an action, a data type, a job): one of the list's
 * own values, in upper case; a list without such a column ignores it.
 */
export const HISTORY_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;
const historyTypeQuery = v.optional(v.pipe(v.string(), v.trim(), v.regex(HISTORY_TYPE_PATTERN, 'validation.invalid')));

/** The filters of the history lists: date range (inclusive, Korean calendar days), keyword, type, paging. */
export const historyQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(LIST_PAGE_SIZE),
  fromDate: dateQuery,
  toDate: dateQuery,
  keyword: keywordQuery,
  type: historyTypeQuery,
});
export type HistoryQuery = v.InferOutput<typeof historyQuery>;

/**
 * An Excel export: the same filters, and the reason for downloading personal information in full; an
 * export without one is masked as the list is (issue 33, decision 051).
 */
export const historyExportQuery = v.object({
  ...historyQuery.entries,
  reason: v.optional(personalDataReason),
});
