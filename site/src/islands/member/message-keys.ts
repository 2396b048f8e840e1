// The messages each sign-in and account screen's island shows, by key. The page picks them on the server
// (pickMessages) and gives them to the island, which imports these lists as types only: an island's
// module is a browser entry that keeps every export, so a list exported there would ship to the browser
// for nothing (docs/decisions/017-client-chunk-groups.md).
import type { MessageKey } from '#core/i18n/translate.ts';
import { flashMessageKeys, formMessageKeys, profileFieldMessageKeys } from '../lib/message-keys.ts';
import { passkeySignInMessageKeys } from '../passkey/messages.ts';
import { secondFactorStepMessageKeys } from '../second-factor/message-keys.ts';

// PasswordFields.tsx
export const passwordRuleMessageKeys = ['signUp.passwordRulesTitle', 'signUp.ruleMet', 'signUp.ruleNotMet'] as const satisfies readonly MessageKey[];

// TermsConsent.tsx
export const termsMessageKeys = [
  'terms.section',
  'terms.agreeAll',
  'terms.requiredGroup',
  'terms.optionalGroup',
  'terms.requiredTag',
  'terms.optionalTag',
  'terms.viewSummary',
  'terms.channels',
  'terms.termsOfUse.label',
  'terms.termsOfUse.summary',
  'terms.personalInfoCollection.label',
  'terms.personalInfoCollection.summary',
  'terms.age14.label',
  'terms.age14.summary',
  'terms.privacyPolicy.label',
  'terms.privacyPolicy.summary',
  'terms.crossBorderTransfer.label',
  'terms.crossBorderTransfer.summary',
  'terms.age16.label',
  'terms.age16.summary',
  'terms.optionalCollection.label',
  'terms.optionalCollection.summary',
  'terms.marketingUse.label',
  'terms.marketingUse.summary',
  'terms.marketingReception.label',
  'terms.marketingReception.summary',
  'terms.marketingEmail.label',
  'terms.marketingMessage.label',
  'terms.marketingMobile.label',
  'terms.partnerBoard.label',
  'terms.partnerBoard.summary',
  'terms.secondaryContact.label',
  'terms.secondaryContact.summary',
] as const satisfies readonly MessageKey[];

// ActivateAccount.tsx
export const activateAccountMessageKeys = [
  'activation.working',
  'activation.success',
  'activation.expired',
  'activation.resend',
  'activation.resending',
  'activation.resent',
  'activation.invalid',
  'activation.goLogin',
  'activation.goRegister',
  'activation.goCheckEmail',
  'common.networkError',
] as const satisfies readonly MessageKey[];

// ChangePasswordForm.tsx
export const changePasswordMessageKeys = [
  ...formMessageKeys,
  ...passwordRuleMessageKeys,
  'field.username',
  'field.currentPassword',
  'field.newPassword',
  'field.confirmPassword',
  'changePassword.lead',
  'changePassword.expiredLead',
  'changePassword.checking',
  'changePassword.signInFirst',
  'changePassword.goLogin',
  'changePassword.goForgetPassword',
  'changePassword.submit',
  'changePassword.submitting',
] as const satisfies readonly MessageKey[];

// ForgetIdForm.tsx
export const forgetIdMessageKeys = [
  ...formMessageKeys,
  'field.name',
  'field.phoneNumber',
  'signUp.phoneHint',
  'recovery.findIdSubmit',
  'recovery.findIdFound',
  'recovery.findIdList',
  'recovery.sending',
  'recovery.backToLogin',
  'login.findPassword',
] as const satisfies readonly MessageKey[];

// ForgetPasswordForm.tsx
export const forgetPasswordMessageKeys = [
  ...formMessageKeys,
  'field.username',
  'recovery.findPasswordSubmit',
  'recovery.findPasswordSent',
  'recovery.sending',
  'recovery.backToLogin',
] as const satisfies readonly MessageKey[];

// LoginForm.tsx
export const loginMessageKeys = [
  ...formMessageKeys,
  ...flashMessageKeys,
  'field.username',
  'field.password',
  'dialog.ok',
  'dialog.cancel',
  'login.rememberId',
  'login.submit',
  'login.submitting',
  'login.notActivatedTitle',
  'login.resendActivation',
  'login.activationSentTitle',
  'login.activationSentBody',
  'login.dormantTitle',
  'login.expiryTitle',
  'login.expiryBody_one',
  'login.expiryBody_other',
  'login.expiryChangeNow',
  'login.expiryLater',
  'login.expiryPostpone',
  // the second step of a sign-in with a second factor (issue 34)
  ...secondFactorStepMessageKeys,
  // the sign-in by a passkey alone under the form (issue 34)
  ...passkeySignInMessageKeys,
] as const satisfies readonly (MessageKey | `${string}_${'one' | 'other'}`)[];

// RegisterForm.tsx
export const registerMessageKeys = [
  ...formMessageKeys,
  ...passwordRuleMessageKeys,
  ...termsMessageKeys,
  ...profileFieldMessageKeys,
  'field.password',
  'field.confirmPassword',
  'signUp.accountSection',
  'signUp.profileSection',
  'signUp.usernameHint',
  'signUp.phoneHint',
  'signUp.countryPlaceholder',
  'signUp.secondaryEmailHint',
  'signUp.submit',
  'signUp.submitting',
] as const satisfies readonly MessageKey[];

// ResetPasswordForm.tsx
export const resetPasswordMessageKeys = [
  ...formMessageKeys,
  ...passwordRuleMessageKeys,
  'field.newPassword',
  'field.confirmPassword',
  'recovery.resetSubmit',
  'recovery.resetMissingToken',
  'recovery.askNewLink',
  'recovery.sending',
] as const satisfies readonly MessageKey[];
