// The optional consents a member gives (portal spec §3) as the my-page shows and edits them: collection
// (item 4), marketing use (5), marketing reception (6) and its channels in Korean (61, 62, 63).
import type { MessageKey } from '#core/i18n/translate.ts';

export const optionalConsentMessageKeys = [
  'myPage.optionalCollection',
  'myPage.marketingUse',
  'myPage.marketingReception',
  'myPage.marketingEmail',
  'myPage.marketingMessage',
  'myPage.marketingMobile',
] as const satisfies readonly MessageKey[];

/** Marketing reception's channels: the agreement's item and its name. */
export const marketingChannels = [
  { item: 'isAgreeOptionalItem61', key: 'myPage.marketingEmail' },
  { item: 'isAgreeOptionalItem62', key: 'myPage.marketingMessage' },
  { item: 'isAgreeOptionalItem63', key: 'myPage.marketingMobile' },
] as const;
