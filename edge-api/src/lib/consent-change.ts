// A change of a member's optional consents (portal spec §3, §4; issue 33), as the statements of one batch: the
// consent row with its flags, its list of items and the marketing period, and the history of what was agreed or
// withdrawn, with the version of the text in force. My Page's switches, its change-info form, the renewal of an
// expired marketing consent and the one-click withdrawal all go through here.
import type { Context } from 'hono';
import { requiredTerms, withdrawableTerms, type WithdrawableTerm } from '#core/auth/terms.ts';
import { localDate } from '#core/dates.ts';
import type { ConsentState } from '#core/schemas/consent.ts';
import type { BatchItem, Db } from '#db/client.ts';
import { consentFlagsOf, consentHistoryStatements, consentVersionsOn, lastConsentChanges, type ConsentSource } from '#db/queries/consent-history.ts';
import type { AccountRow } from '#db/queries/session.ts';
import { findTermAgreement, optionalTermsContentOf, upsertTermAgreementStatement, type TermAgreementChange } from '#db/queries/term-agreement.ts';
import type { AppEnv } from '../types.ts';

export type OptionalConsents = { item4?: boolean; item5?: boolean; item6?: boolean; item61?: boolean; item62?: boolean; item63?: boolean };

/**
 * The statements of a change of optional items. Agreeing to marketing use (5) starts its consent period (a new
 * agreement, or a renewal when `renew`, recorded again in the history); the reception channels (6-1 to 6-3)
 * exist only under item 6, so withdrawing 6 withdraws them too.
 */
export async function consentChangeStatements(
  c: Context<AppEnv>,
  user: AccountRow,
  change: OptionalConsents,
  options: { renew: boolean; source: ConsentSource },
): Promise<BatchItem[]> {
  const { db } = c.var.deps;
  const now = c.var.deps.now().toISOString();
  const current = await findTermAgreement(db, user.id);
  const item6 = change.item6 ?? current?.isAgreeOptionalItem6 ?? false;
  const flags = {
    isAgreeOptionalItem4: change.item4 ?? current?.isAgreeOptionalItem4 ?? false,
    isAgreeOptionalItem5: change.item5 ?? current?.isAgreeOptionalItem5 ?? false,
    isAgreeOptionalItem6: item6,
    isAgreeOptionalItem61: item6 && (change.item61 ?? current?.isAgreeOptionalItem61 ?? false),
    isAgreeOptionalItem62: item6 && (change.item62 ?? current?.isAgreeOptionalItem62 ?? false),
    isAgreeOptionalItem63: item6 && (change.item63 ?? current?.isAgreeOptionalItem63 ?? false),
  };
  const after = {
    ...flags,
    isAgreePartnerBoard: current?.isAgreePartnerBoard ?? false,
    isAgreeSecondaryContact: current?.isAgreeSecondaryContact ?? false,
  };
  const values: TermAgreementChange = {
    ...flags,
    optionalTermsContent: optionalTermsContentOf(after),
    marketingAgreedAt: !flags.isAgreeOptionalItem5 ? null : options.renew || !current?.isAgreeOptionalItem5 ? now : (current.marketingAgreedAt ?? now),
  };
  const versionOf = await consentVersionsOn(db, user.lang, localDate(now));
  const history = consentHistoryStatements(
    db,
    consentFlagsOf(current),
    consentFlagsOf({ requiredTermsContent: current?.requiredTermsContent ?? '[]', ...after }),
    { userId: user.id, source: options.source, at: now, versionOf },
    options.renew && flags.isAgreeOptionalItem5 ? ['MARKETING_USE'] : [],
  );
  // the query is wrapped in the list: an async function answering the query itself would run it (a query is a thenable)
  return [upsertTermAgreementStatement(db, user.id, user.lang, values, now), ...history];
}

/** Each optional item's flag in a change (withdrawing 6 withdraws its channels; granting a channel grants 6 with it). */
export function changeOfItem(item: WithdrawableTerm, agreed: boolean): OptionalConsents {
  switch (item) {
    case 'OPTIONAL_COLLECTION':
      return { item4: agreed };
    case 'MARKETING_USE':
      return { item5: agreed };
    case 'MARKETING_RECEPTION':
      return { item6: agreed };
    case 'MARKETING_EMAIL':
      return agreed ? { item6: true, item61: true } : { item61: false };
    case 'MARKETING_MESSAGE':
      return agreed ? { item6: true, item62: true } : { item62: false };
    case 'MARKETING_MOBILE':
      return agreed ? { item6: true, item63: true } : { item63: false };
  }
}

/** The member's consents as My Page and the export show them: each required item of their language and each withdrawable item, with its last change. */
export async function consentStatesOf(db: Db, user: Pick<AccountRow, 'id' | 'lang'>): Promise<{ required: ConsentState[]; optional: ConsentState[] }> {
  const flags = consentFlagsOf(await findTermAgreement(db, user.id));
  const required = requiredTerms[user.lang];
  const changed = await lastConsentChanges(db, user.id, [...required, ...withdrawableTerms]);
  const stateOf = (item: string): ConsentState => ({ item, agreed: flags[item] === true, changedAt: changed.get(item) ?? null });
  return { required: required.map(stateOf), optional: withdrawableTerms.map(stateOf) };
}
