// The password rules of portal spec §5, as plain checks (for forms that show every broken rule) and as
// a valibot pipe (for the shared schemas). A rule's message is a key of the message catalogues.
import * as v from 'valibot';

export type PasswordRule = {
  key: 'validation.passwordLength' | 'validation.passwordMix' | 'validation.passwordDigitRun' | 'validation.passwordRepeat';
  test: (password: string) => boolean;
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;

const lengthOk = (p: string) => [...p].length >= PASSWORD_MIN && [...p].length <= PASSWORD_MAX;
// letters, digits and special characters (anything printable that is neither), all three
const mixOk = (p: string) => /[A-Za-z]/.test(p) && /\d/.test(p) && /[^A-Za-z\d\s]/.test(p);
// "no run of more than 4 consecutive digits": at most 4 digits next to each other
const digitRunOk = (p: string) => !/\d{5}/.test(p);
// "no more than 3 identical characters in a row"
const repeatOk = (p: string) => !/(.)\1{3}/u.test(p);

export const passwordRules: readonly PasswordRule[] = [
  { key: 'validation.passwordLength', test: lengthOk },
  { key: 'validation.passwordMix', test: mixOk },
  { key: 'validation.passwordDigitRun', test: digitRunOk },
  { key: 'validation.passwordRepeat', test: repeatOk },
];

/** The rules a password breaks, in the order above (empty when it is acceptable). */
export function brokenPasswordRules(password: string): PasswordRule['key'][] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

/** A new password: every rule of the policy, each with its own message. */
export const newPasswordSchema = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.check(lengthOk, 'validation.passwordLength'),
  v.check(mixOk, 'validation.passwordMix'),
  v.check(digitRunOk, 'validation.passwordDigitRun'),
  v.check(repeatOk, 'validation.passwordRepeat'),
);

/** A password being checked (sign-in, re-entry): any non-empty text of sane length. */
export const currentPasswordSchema = v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'), v.maxLength(128, 'validation.maxLength'));
