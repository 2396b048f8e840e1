import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { termAgreementSchema } from '#core/schemas/account.ts';
import { allConsented, allConsentIds, consentItems, termAgreementOf, toggleAllConsents, toggleConsent, type ConsentId } from './consent.ts';

const none = new Set<ConsentId>();

describe('sign-up consent block', () => {
  it('offers each language its own required terms, and the marketing channels in Korean only', () => {
    expect(
      consentItems('ko')
        .filter((item) => item.required)
        .map((item) => item.id),
    ).toEqual(['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14']);
    expect(
      consentItems('en')
        .filter((item) => item.required)
        .map((item) => item.id),
    ).toEqual(['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16']);
    expect(allConsentIds('ko')).toContain('MARKETING_MOBILE');
    expect(allConsentIds('en')).not.toContain('MARKETING_EMAIL');
    expect(allConsentIds('en')).toContain('MARKETING_RECEPTION');
  });

  it('agrees to everything, or to nothing', () => {
    const all = toggleAllConsents(true, 'ko');
    expect(allConsented(all, 'ko')).toBe(true);
    expect(allConsented(toggleConsent(all, 'PARTNER_BOARD', false, 'ko'), 'ko')).toBe(false);
    expect(toggleAllConsents(false, 'ko').size).toBe(0);
  });

  it('ticks the channels with item 6, and item 6 with any channel', () => {
    const six = toggleConsent(none, 'MARKETING_RECEPTION', true, 'ko');
    expect([...six].sort()).toEqual(['MARKETING_EMAIL', 'MARKETING_MESSAGE', 'MARKETING_MOBILE', 'MARKETING_RECEPTION']);
    const mailOnly = toggleConsent(none, 'MARKETING_EMAIL', true, 'ko');
    expect(mailOnly.has('MARKETING_RECEPTION')).toBe(true);
    expect(toggleConsent(mailOnly, 'MARKETING_EMAIL', false, 'ko').has('MARKETING_RECEPTION')).toBe(false);
    expect([...toggleConsent(none, 'MARKETING_RECEPTION', true, 'en')]).toEqual(['MARKETING_RECEPTION']);
  });

  it('builds the payload the shared schema accepts, with the consented ids as JSON text', () => {
    let checked = none;
    for (const id of ['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16', 'MARKETING_USE'] as const)
      checked = toggleConsent(checked, id, true, 'en');
    const agreement = termAgreementOf(checked, 'en');
    expect(agreement).toMatchObject({ isAgreeRequiredTerms: true, isAgreeOptionalItem5: true, isAgreeOptionalItem4: false, isAgreeOptionalItem61: false });
    expect(JSON.parse(agreement.requiredTermsContent)).toEqual(['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16']);
    expect(JSON.parse(agreement.optionalTermsContent)).toEqual(['MARKETING_USE']);
    expect(v.safeParse(termAgreementSchema, agreement).success).toBe(true);
  });

  it('leaves the required flag false until every required term is ticked, which the schema refuses', () => {
    const partial = termAgreementOf(toggleConsent(toggleConsent(none, 'TERMS_OF_USE', true, 'ko'), 'AGE_14', true, 'ko'), 'ko');
    expect(partial.isAgreeRequiredTerms).toBe(false);
    const result = v.safeParse(termAgreementSchema, partial);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('auth.requiredTermsMissing');
    expect(termAgreementOf(toggleAllConsents(true, 'ko'), 'ko').isAgreeOptionalItem63).toBe(true);
  });
});
