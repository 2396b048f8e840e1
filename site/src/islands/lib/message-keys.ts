// The message keys many islands show: what the shared schemas emit and a failed call, and the flashes a
// page leaves for the next. A page picks its island's messages with them on the server; the islands import
// them as types only, so no list of keys reaches the browser (docs/decisions/017-client-chunk-groups.md).
import type { MessageKey } from '#core/i18n/translate.ts';

/** The keys a form needs to translate what the shared schemas emit, and a failed call. */
export const formMessageKeys = [
  'validation.required',
  'validation.email',
  'validation.phone',
  'validation.maxLength',
  'validation.invalid',
  'validation.invisibleCharacters',
  'validation.illFormedText',
  'validation.token',
  'validation.passwordLength',
  'validation.passwordMix',
  'validation.passwordDigitRun',
  'validation.passwordRepeat',
  'validation.passwordConfirm',
  'validation.passwordSame',
  'auth.requiredTermsMissing',
  'api.validation',
  'common.networkError',
  'signUp.optional',
] as const satisfies readonly MessageKey[];

/** The member's own data as sign-up, the my-page record and its change form label it. */
export const profileFieldMessageKeys = [
  'field.username',
  'field.name',
  'field.companyName',
  'field.departmentName',
  'field.phoneNumber',
  'field.country',
  'field.secondaryEmail',
] as const satisfies readonly MessageKey[];

/** The flashes the portal leaves; its page picks them for the island's useFlashToast. */
export const flashMessageKeys = [
  'auth.updateSuccess',
  'auth.sessionExpired',
  'auth.loginRequired',
  'auth.loggedOut',
  'auth.accountDeleted',
  'auth.passwordChanged',
  'auth.resetDone',
  'auth.activated',
] as const satisfies readonly MessageKey[];

/** The toasts' own words (ui/Toast.tsx): the close button and the region's name. */
export const toastMessageKeys = ['toast.close', 'common.toastRegion'] as const satisfies readonly MessageKey[];
