// The messages the sign-in provider islands show, by key (issue 34). The pages pick them on the server and the
// islands import these lists as types only (docs/decisions/017-client-chunk-groups.md).
import { providerErrors, signInProviders } from '#core/auth/sign-in-providers.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { flashMessageKeys, formMessageKeys, profileFieldMessageKeys } from '../lib/message-keys.ts';
import { termsMessageKeys } from '../member/message-keys.ts';

const providerNames = signInProviders.map((provider) => `provider.name.${provider}` as const);

/** What a page of this area says when the identity it needs is no longer waiting, and how it goes back to sign in. */
const pendingMessageKeys = ['provider.pendingMissing', 'login.title', 'myPage.loading', ...providerNames] as const satisfies readonly MessageKey[];

// ProviderSignUpForm.tsx
export const providerSignUpMessageKeys = [
  ...formMessageKeys,
  ...termsMessageKeys,
  ...profileFieldMessageKeys,
  ...pendingMessageKeys,
  'provider.signUp.lead',
  'provider.signUp.emailLabel',
  'provider.signUp.submit',
  'provider.signUp.submitting',
  'provider.signUp.passwordNote',
  'signUp.profileSection',
  'signUp.phoneHint',
  'signUp.countryPlaceholder',
  'signUp.secondaryEmailHint',
] as const satisfies readonly MessageKey[];

// ProviderLinkForm.tsx
export const providerLinkMessageKeys = [
  ...formMessageKeys,
  ...pendingMessageKeys,
  'field.password',
  'provider.link.lead',
  'provider.link.passwordSubmit',
  'provider.link.mailSubmit',
  'provider.link.mailSent',
  'provider.link.confirming',
  'provider.link.confirmSubmit',
  'provider.link.confirmLead',
  'login.findPassword',
] as const satisfies readonly MessageKey[];

// LinkedProviders.tsx
export const linkedProvidersMessageKeys = [
  ...flashMessageKeys,
  ...providerNames,
  ...providerErrors.map((reason) => `provider.error.${reason}` as const),
  'common.networkError',
  'myPage.loading',
  'myPage.loadFailed',
  'dialog.ok',
  'dialog.cancel',
  'provider.linked.title',
  'provider.linked.lead',
  'provider.linked.none',
  'provider.linked.since',
  'provider.linked.remove',
  'provider.linked.add',
  'provider.linked.removeTitle',
  'provider.linked.removeBody',
  'provider.linked.linkedNow',
  'provider.linked.noPassword',
  'provider.buttonsLabel',
] as const satisfies readonly MessageKey[];
