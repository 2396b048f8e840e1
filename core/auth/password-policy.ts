// The password rules of portal spec §5 as plain checks, for the forms that show every broken rule while
// a password is typed; core/schemas/password.ts makes them the shared schemas' pipe. Kept free of
// valibot, so a screen that lists the rules does not load the schemas with them. A rule's message is a
// key of the message catalogues.

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

export const passwordRules = [
  { key: 'validation.passwordLength', test: lengthOk },
  { key: 'validation.passwordMix', test: mixOk },
  { key: 'validation.passwordDigitRun', test: digitRunOk },
  { key: 'validation.passwordRepeat', test: repeatOk },
] as const satisfies readonly PasswordRule[];

/** The rules a password breaks, in the order above (empty when it is acceptable). */
export function brokenPasswordRules(password: string): PasswordRule['key'][] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}
