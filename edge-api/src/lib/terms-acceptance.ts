// The acceptance of a new version of the terms of use or the privacy policy (issue 33; portal spec §4: "when the
// consent period expires the user is asked to re-agree", §9: policy changes are announced 7 days ahead). A member
// whose last acceptance is older than the day a version in force took effect is asked, at the next sign-in, to
// accept the required items again: the sign-in marks the session (`termsPending`), and until the member accepts,
// lib/authorize.ts answers only the calls of the acceptance page.
import { requiredTerms, termsOfUseRevision } from '#core/auth/terms.ts';
import { localDate } from '#core/dates.ts';
import type { TermsUpdateView } from '#core/schemas/consent.ts';
import type { Db } from '#db/client.ts';
import { privacyPolicyInForce, termsOfUseLabel } from '#db/queries/consent-history.ts';
import { revisionLabel } from '#db/queries/policy.ts';
import type { AccountRow } from '#db/queries/session.ts';
import { findTermAgreement, type TermAgreementRow } from '#db/queries/term-agreement.ts';

/**
 * The calls a member who must accept a new version may still make (issue 33): the acceptance page's two, who they
 * are and signing out, and the password's change, which the sign-in may send them to first. Public calls stay
 * open to them as to everyone: lib/authorize.ts refuses only calls that need the member session.
 */
export const termsPendingCalls: ReadonlySet<string> = new Set([
  'GET /api/member/terms-update',
  'PUT /api/member/terms-update',
  'GET /api/auth/user-info',
  'POST /api/auth/logout',
  'POST /api/auth/change-password/check',
  'POST /api/auth/change-password/check-new',
  'PUT /api/auth/change-password',
  'PUT /api/auth/reject-change-password',
]);

/** The instant of the member's last acceptance of the required items; null when none was recorded (an account made in the console). */
export const acceptedAtOf = (term: TermAgreementRow | null): string | null => (term ? (term.requiredAgreedAt ?? term.agreedAt) : null);

/** What took effect since the member's last acceptance, on `now` (days are Korean, as the policies' dates are). */
export async function termsUpdateOf(db: Db, user: Pick<AccountRow, 'id' | 'lang'>, now: Date): Promise<TermsUpdateView> {
  const term = await findTermAgreement(db, user.id);
  const acceptedAt = acceptedAtOf(term);
  const acceptedDay = acceptedAt ? localDate(acceptedAt) : '';
  const policy = await privacyPolicyInForce(db, user.lang, localDate(now.toISOString()));
  // a version is new to the member when it took effect after the day they last accepted (none accepted: all are)
  const changed = (effectiveDate: string) => acceptedDay === '' || effectiveDate > acceptedDay;
  const termsOfUse = { ...termsOfUseRevision, label: termsOfUseLabel, changed: changed(termsOfUseRevision.effectiveDate) };
  const privacyPolicy = policy
    ? { id: policy.id, version: policy.version, effectiveDate: policy.effectiveDate, label: revisionLabel(policy), changed: changed(policy.effectiveDate) }
    : null;
  return {
    pending: termsOfUse.changed || (privacyPolicy?.changed ?? false),
    acceptedAt,
    termsOfUse,
    privacyPolicy,
    requiredItems: [...requiredTerms[user.lang]],
  };
}
