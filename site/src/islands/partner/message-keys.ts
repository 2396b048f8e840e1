// The messages of the become-a-partner application's island, by key: the page picks them on the server and
// the island imports the list as a type only, so it does not ship to the browser (member/message-keys.ts).
import type { MessageKey } from '#core/i18n/translate.ts';
import { businessTypeLabelKey, partnerBusinessTypes } from '#core/partner-codes.ts';
import { formMessageKeys } from '../lib/message-keys.ts';

export const partnerApplicationMessageKeys = [
  ...formMessageKeys,
  ...partnerBusinessTypes.map(businessTypeLabelKey),
  'partner.field.company',
  'partner.field.businessTypes',
  'partner.field.businessTypesHint',
  'partner.field.name',
  'partner.field.contact',
  'partner.field.contactHint',
  'partner.field.email',
  'partner.field.emailHint',
  'partner.field.country',
  'partner.countryPlaceholder',
  'partner.privacyHeading',
  'partner.privacyText',
  'partner.field.privacy',
  'partner.selectBusinessType',
  'partner.privacyRequired',
  'partner.submit',
  'partner.submitting',
  'partner.appliedHeading',
  'partner.appliedText',
] as const satisfies readonly MessageKey[];
