// What the account calls answer (portal spec §3): the session user, my page and the small answers of
// recovery. The contract (core/api/) and the server read these; the browser only their types, so they
// stay apart from the forms' schemas (account.ts), which the islands load when a form is first used.
import * as v from 'valibot';
import { accountRoles } from '../auth/roles.ts';

/**
 * The consent flags of the session user (portal spec §3): the required terms, the Korean 2-1 to 2-4
 * items (terms of use, personal information, third parties / cross-border, age), 3-1 (partner board)
 * and 5 (marketing). Defaults: required true, the others false.
 */
export const historyTermAgreement = v.object({
  isAgreeRequiredTerms: v.boolean(),
  isAgreeItem2p1: v.boolean(),
  isAgreeItem2p2: v.boolean(),
  isAgreeItem2p3: v.boolean(),
  isAgreeItem2p4: v.boolean(),
  isAgreeItem3p1: v.boolean(),
  isAgreeItem5: v.boolean(),
});
export type HistoryTermAgreement = v.InferOutput<typeof historyTermAgreement>;

/** GET /api/auth/user-info and the sign-in answer. */
export const sessionUser = v.object({
  /** The account's id: tells the member's own rows apart on pages kept for many readers (the forum's). */
  id: v.number(),
  name: v.string(),
  username: v.string(),
  role: v.picklist(accountRoles),
  lang: v.picklist(['ko', 'en']),
  isRecommendedChangePassword: v.boolean(),
  /** Days until the password expires, while the 7-day warning runs; null otherwise. */
  noticeActualDay: v.nullable(v.number()),
  /** The marketing consent period has ended: the member is asked to agree again. */
  isShowPopUpAgreementExpired: v.boolean(),
  historyTermAgreement,
  /** When the session ends without activity (ISO), so the browser's idle timer agrees with the server. */
  sessionExpiresAt: v.string(),
  /** A newer version of the terms or the privacy policy is in force: the member accepts it at /my-page/accept-terms first (issue 33). */
  termsPending: v.boolean(),
});
export type SessionUser = v.InferOutput<typeof sessionUser>;

/** GET /api/auth/get-mypage-info */
export const myPageInfo = v.object({
  username: v.string(),
  name: v.string(),
  companyName: v.string(),
  departmentName: v.string(),
  phoneNumber: v.string(),
  country: v.string(),
  secondaryEmail: v.string(),
  privilege: v.nullable(v.string()),
  createdDtm: v.string(),
  lastAccess: v.nullable(v.string()),
  historyTermAgreement: v.object({
    ...historyTermAgreement.entries,
    isAgreeOptionalItem4: v.boolean(),
    isAgreeOptionalItem6: v.boolean(),
    isAgreeOptionalItem61: v.boolean(),
    isAgreeOptionalItem62: v.boolean(),
    isAgreeOptionalItem63: v.boolean(),
    marketingAgreedAt: v.nullable(v.string()),
  }),
});
export type MyPageInfo = v.InferOutput<typeof myPageInfo>;

/** POST /api/public/find-username: the addresses of the accounts found, masked. */
export const foundUsernames = v.object({ usernames: v.array(v.string()) });

/** POST /api/auth/get-mypage-otp: where the code went, masked. */
export const myPageCodeSent = v.object({ sentTo: v.string() });
