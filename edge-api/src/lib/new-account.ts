// The rows of a new member's account, written in one batch with what the caller adds (portal spec §3): the
// account, what was agreed with the history of each consent and the version of its text in force (issue 33),
// and, for an address whose partner application was approved before it had an account, the PARTNER role with
// its history row (docs/partner.md). The sign-up (awaiting activation) and the sign-up through a provider
// (issue 34: active, the provider verified the address) both make accounts this way.
import { sql } from 'drizzle-orm';
import { hasAllRequiredTerms, parseTermsContent } from '#core/auth/terms.ts';
import { localDate } from '#core/dates.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { TermAgreementInput } from '#core/schemas/account.ts';
import type { BatchItem, Db } from '#db/client.ts';
import { dialCodeExists, insertAccountStatement, type NewAccount } from '#db/queries/account.ts';
import { consentFlagsOf, consentHistoryStatements, consentVersionsOn } from '#db/queries/consent-history.ts';
import { approvedApplicationWithoutAccount, partnerGrantStatements } from '#db/queries/partner-application.ts';
import { insertTermAgreementStatement, optionalTermsContentOf } from '#db/queries/term-agreement.ts';
import { ApiError } from './api-error.ts';

export type NewMember = Omit<NewAccount, 'id' | 'role' | 'lang' | 'createdDtm'> & { username: string };

/**
 * The checks of a sign-up that need the database or the caller's language (core/schemas/account.ts leaves them to the
 * server): every required term agreed in `lang`, and a country code of the list. 422 with what is wrong.
 */
export async function checkSignUpInput(db: Db, input: { historyTermAgreement: TermAgreementInput; country: string }, lang: Lang): Promise<void> {
  if (!hasAllRequiredTerms(parseTermsContent(input.historyTermAgreement.requiredTermsContent), lang)) throw new ApiError(422, 'auth.requiredTermsMissing');
  if (!(await dialCodeExists(db, input.country))) throw new ApiError(422, 'auth.countryUnknown');
}

/**
 * The statements that make the account of `member` with the consents of `terms` in `lang`, and the id of the
 * account as SQL for the caller's own rows in the same batch (a link, a token): all are written or none.
 */
export async function newAccountStatements(
  db: Db,
  member: NewMember,
  terms: TermAgreementInput,
  lang: Lang,
  now: Date,
): Promise<{ statements: BatchItem[]; userId: ReturnType<typeof sql<number>> }> {
  const userId = sql<number>`(select id from user_account where username = ${member.username})`;
  // an approved partner application of this address waits for its account: only the mailbox's owner can use
  // the account (an activation link, or a provider that verified the address), so the role reaches no one else
  const partnerApproval = await approvedApplicationWithoutAccount(db, member.username);
  const channels = {
    isAgreeOptionalItem61: terms.isAgreeOptionalItem6 && terms.isAgreeOptionalItem61,
    isAgreeOptionalItem62: terms.isAgreeOptionalItem6 && terms.isAgreeOptionalItem62,
    isAgreeOptionalItem63: terms.isAgreeOptionalItem6 && terms.isAgreeOptionalItem63,
  };
  const agreement = {
    userId,
    lang,
    isAgreeRequiredTerms: true,
    isAgreeOptionalItem4: terms.isAgreeOptionalItem4,
    isAgreeOptionalItem5: terms.isAgreeOptionalItem5,
    isAgreeOptionalItem6: terms.isAgreeOptionalItem6,
    ...channels,
    isAgreePartnerBoard: terms.isAgreePartnerBoard,
    isAgreeSecondaryContact: terms.isAgreeSecondaryContact,
    requiredTermsContent: terms.requiredTermsContent,
    optionalTermsContent: optionalTermsContentOf({ ...terms, ...channels }),
    agreedAt: now.toISOString(),
    marketingAgreedAt: terms.isAgreeOptionalItem5 ? now.toISOString() : null,
  };
  // the history of what was agreed, with the version of each text in force (issue 33)
  const versionOf = await consentVersionsOn(db, lang, localDate(now.toISOString()));
  const statements = [
    insertAccountStatement(db, { ...member, role: partnerApproval ? 'PARTNER' : 'MEMBER', lang, createdDtm: now.toISOString() }),
    insertTermAgreementStatement(db, agreement),
    ...consentHistoryStatements(db, {}, consentFlagsOf(agreement), { userId, source: 'SIGN_UP', at: now.toISOString(), versionOf }),
    ...(partnerApproval ? partnerGrantStatements(db, partnerApproval, userId, now.toISOString()) : []),
  ] as BatchItem[];
  return { statements, userId };
}
