// The signed-in member as the browser sees it (core/schemas/account.ts, SessionUser): the sign-in
// answer and GET /api/auth/user-info. Nothing secret goes in it: no hash, no token.
import { MARKETING_CONSENT_MONTHS } from '#core/auth/limits.ts';
import { passwordState } from '#core/auth/password-expiry.ts';
import { parseTermsContent } from '#core/auth/terms.ts';
import { addMonths } from '#core/dates.ts';
import type { HistoryTermAgreement, MyPageInfo, SessionUser } from '#core/schemas/account-answers.ts';
import type { Db } from '#db/client.ts';
import { getPasswordCycle } from '#db/queries/password-cycle.ts';
import type { AccountRow, SessionRow } from '#db/queries/session.ts';
import { findTermAgreement, type TermAgreementRow } from '#db/queries/term-agreement.ts';

/** The flags of an account without a consent row (portal spec §3): required terms true, the others false. */
const defaultFlags: HistoryTermAgreement = {
  isAgreeRequiredTerms: true,
  isAgreeItem2p1: false,
  isAgreeItem2p2: false,
  isAgreeItem2p3: false,
  isAgreeItem2p4: false,
  isAgreeItem3p1: false,
  isAgreeItem5: false,
};

/**
 * The session user's consent flags from the stored consent (core/schemas/account.ts): 2-1 terms of
 * use, 2-2 personal information (the English privacy policy), 2-3 third parties / cross-border
 * transfer, 2-4 the minimum age, 3-1 the partner board, 5 marketing use.
 */
export function termFlags(term: TermAgreementRow | null): HistoryTermAgreement {
  if (!term) return defaultFlags;
  const required = parseTermsContent(term.requiredTermsContent);
  const has = (...items: string[]) => items.some((item) => required.includes(item));
  return {
    isAgreeRequiredTerms: term.isAgreeRequiredTerms,
    isAgreeItem2p1: has('TERMS_OF_USE'),
    isAgreeItem2p2: has('PERSONAL_INFO_COLLECTION', 'PRIVACY_POLICY'),
    isAgreeItem2p3: has('CROSS_BORDER_TRANSFER'),
    isAgreeItem2p4: has('AGE_14', 'AGE_16'),
    isAgreeItem3p1: term.isAgreePartnerBoard,
    isAgreeItem5: term.isAgreeOptionalItem5,
  };
}

/** Marketing consent is confirmed again after its period (MARKETING_CONSENT_MONTHS): has it run out? */
export function marketingConsentExpired(term: TermAgreementRow | null, now: Date): boolean {
  if (!term?.isAgreeOptionalItem5) return false;
  const since = term.marketingAgreedAt ?? term.agreedAt;
  return addMonths(new Date(since), MARKETING_CONSENT_MONTHS) <= now;
}

export async function sessionUserOf(db: Db, user: AccountRow, session: Pick<SessionRow, 'idleExpiresAt' | 'termsPending'>, now: Date): Promise<SessionUser> {
  const [cycle, term] = await Promise.all([getPasswordCycle(db), findTermAgreement(db, user.id)]);
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    role: user.role,
    lang: user.lang,
    isRecommendedChangePassword: user.mustChangePassword,
    noticeActualDay: passwordState(user, cycle, now).noticeActualDay,
    isShowPopUpAgreementExpired: marketingConsentExpired(term, now),
    historyTermAgreement: termFlags(term),
    sessionExpiresAt: session.idleExpiresAt,
    termsPending: session.termsPending,
  };
}

/** GET /api/auth/get-mypage-info and the answer of edit-my-page. */
export async function myPageInfoOf(db: Db, user: AccountRow): Promise<MyPageInfo> {
  const term = await findTermAgreement(db, user.id);
  return {
    username: user.username,
    name: user.name,
    companyName: user.companyName,
    departmentName: user.departmentName,
    phoneNumber: user.phoneNumber,
    country: user.country,
    secondaryEmail: user.secondaryEmail,
    privilege: user.privilege,
    createdDtm: user.createdDtm,
    lastAccess: user.lastAccess,
    historyTermAgreement: {
      ...termFlags(term),
      isAgreeOptionalItem4: term?.isAgreeOptionalItem4 ?? false,
      isAgreeOptionalItem6: term?.isAgreeOptionalItem6 ?? false,
      isAgreeOptionalItem61: term?.isAgreeOptionalItem61 ?? false,
      isAgreeOptionalItem62: term?.isAgreeOptionalItem62 ?? false,
      isAgreeOptionalItem63: term?.isAgreeOptionalItem63 ?? false,
      marketingAgreedAt: term?.marketingAgreedAt ?? null,
    },
  };
}
