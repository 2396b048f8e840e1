// The consent block of sign-up (portal spec §3, sign-up payload): the items each language offers, the
// "agree to all" box, the marketing channels under item 6 (Korean only), and the payload part built
// from the boxes ticked. The ids are those of core/auth/terms.ts.
import { hasAllRequiredTerms, optionalTerms, requiredTerms, type OptionalTerm, type RequiredTerm } from '#core/auth/terms.ts';
import type { Lang } from '#core/i18n/locales.ts';

export type ConsentId = RequiredTerm | OptionalTerm;
export type ConsentItem = { id: ConsentId; required: boolean; children: readonly OptionalTerm[] };

const CHANNELS = ['MARKETING_EMAIL', 'MARKETING_MESSAGE', 'MARKETING_MOBILE'] as const satisfies readonly OptionalTerm[];
const PARENT: OptionalTerm = 'MARKETING_RECEPTION';

/** The items shown in a language, in order: its required terms, then the optional ones. */
export function consentItems(lang: Lang): ConsentItem[] {
  const required = requiredTerms[lang].map((id): ConsentItem => ({ id, required: true, children: [] }));
  const optional = (['OPTIONAL_COLLECTION', 'MARKETING_USE', PARENT, 'PARTNER_BOARD', 'SECONDARY_CONTACT'] as const).map((id): ConsentItem => ({
    id,
    required: false,
    children: id === PARENT && lang === 'ko' ? CHANNELS : [],
  }));
  return [...required, ...optional];
}

/** Every box of the block, the channels included. */
export function allConsentIds(lang: Lang): ConsentId[] {
  return consentItems(lang).flatMap((item) => [item.id, ...item.children]);
}

/**
 * Ticks or clears one box. Item 6 carries its channels with it; a channel ticks item 6, and clearing
 * the last channel clears it, so "reception" is agreed exactly when some channel is.
 */
export function toggleConsent(checked: ReadonlySet<ConsentId>, id: ConsentId, on: boolean, lang: Lang): Set<ConsentId> {
  const next = new Set(checked);
  const set = (target: ConsentId, value: boolean) => (value ? next.add(target) : next.delete(target));
  set(id, on);
  const channels = lang === 'ko' ? CHANNELS : [];
  if (id === PARENT) for (const channel of channels) set(channel, on);
  if ((channels as readonly ConsentId[]).includes(id))
    set(
      PARENT,
      channels.some((channel) => next.has(channel)),
    );
  return next;
}

/** "Agree to all": every box, or none. */
export function toggleAllConsents(on: boolean, lang: Lang): Set<ConsentId> {
  return new Set(on ? allConsentIds(lang) : []);
}

/** Whether every box is ticked (the state of "agree to all"). */
export function allConsented(checked: ReadonlySet<ConsentId>, lang: Lang): boolean {
  return allConsentIds(lang).every((id) => checked.has(id));
}

/** The `historyTermAgreement` of the payload: the flags and the JSON text lists of consented ids. */
export function termAgreementOf(checked: ReadonlySet<ConsentId>, lang: Lang) {
  const has = (id: ConsentId) => checked.has(id);
  const required = requiredTerms[lang].filter(has);
  const optional = optionalTerms.filter((id) => has(id) && allConsentIds(lang).includes(id));
  return {
    isAgreeRequiredTerms: hasAllRequiredTerms(required, lang),
    isAgreeOptionalItem4: has('OPTIONAL_COLLECTION'),
    isAgreeOptionalItem5: has('MARKETING_USE'),
    isAgreeOptionalItem6: has(PARENT),
    isAgreeOptionalItem61: has('MARKETING_EMAIL'),
    isAgreeOptionalItem62: has('MARKETING_MESSAGE'),
    isAgreeOptionalItem63: has('MARKETING_MOBILE'),
    isAgreePartnerBoard: has('PARTNER_BOARD'),
    isAgreeSecondaryContact: has('SECONDARY_CONTACT'),
    requiredTermsContent: JSON.stringify(required),
    optionalTermsContent: JSON.stringify(optional),
  };
}
