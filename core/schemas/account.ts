// Payloads of the member identity calls (portal spec §3, §5, §7.2). One schema serves the form in the
// browser and the call on the server; checks that need the database (is the country known, is the
// address taken) are added on the server only. Messages are catalogue keys.
import * as v from 'valibot';
import { TOKEN_PATTERN } from '../auth/token.ts';
import { optionalLine, requiredLine, wellFormedText } from './common.ts';
import { currentPasswordSchema, newPasswordSchema } from './password.ts';

/** portal spec §5: lowercase letters, digits, `_ . -`, @, a domain and a TLD of 2 to 32 letters (typed capitals are lowered). */
export const EMAIL_PATTERN = /^[a-z0-9_.-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,32}$/;

export const emailSchema = v.pipe(
  v.string('validation.required'),
  wellFormedText(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('validation.required'),
  v.maxLength(254, 'validation.maxLength'),
  v.regex(EMAIL_PATTERN, 'validation.email'),
);

/** Digits only, at most 11 (the form shows 3-4-4 groups and sends the digits). */
export const phoneSchema = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.regex(/^\d{7,11}$/, 'validation.phone'));

/** A dialling prefix of the seeded country list (`+82`); the server checks that it exists. */
export const countrySchema = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.regex(/^\+\d{1,4}$/, 'validation.invalid'));

/** A JSON text list of consent item ids (`["TERMS_OF_USE","AGE_14"]`). */
const termsContent = v.pipe(
  v.string(),
  v.maxLength(2000, 'validation.maxLength'),
  v.check((text) => {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string' && /^[A-Z0-9_]{1,40}$/.test(item));
    } catch {
      return false;
    }
  }, 'validation.invalid'),
);

/** The consent part of the sign-up payload; the optional items default to false (portal spec §3). */
export const termAgreementSchema = v.object({
  isAgreeRequiredTerms: v.literal(true, 'auth.requiredTermsMissing'),
  isAgreeOptionalItem4: v.optional(v.boolean(), false),
  isAgreeOptionalItem5: v.optional(v.boolean(), false),
  isAgreeOptionalItem6: v.optional(v.boolean(), false),
  isAgreeOptionalItem61: v.optional(v.boolean(), false),
  isAgreeOptionalItem62: v.optional(v.boolean(), false),
  isAgreeOptionalItem63: v.optional(v.boolean(), false),
  isAgreePartnerBoard: v.optional(v.boolean(), false),
  isAgreeSecondaryContact: v.optional(v.boolean(), false),
  requiredTermsContent: termsContent,
  optionalTermsContent: v.optional(termsContent, '[]'),
});
export type TermAgreementInput = v.InferOutput<typeof termAgreementSchema>;

/** POST /api/public/sign-up */
export const signUpSchema = v.object({
  username: emailSchema,
  password: newPasswordSchema,
  name: requiredLine(50),
  companyName: requiredLine(100),
  departmentName: optionalLine(100),
  phoneNumber: phoneSchema,
  country: countrySchema,
  secondaryEmail: v.optional(v.union([v.literal(''), emailSchema], 'validation.email'), ''),
  historyTermAgreement: termAgreementSchema,
});
export type SignUpInput = v.InferOutput<typeof signUpSchema>;

/** The sign-up form: the payload plus the confirmation, which must match. */
export const signUpFormSchema = v.pipe(
  v.object({ ...signUpSchema.entries, confirmPassword: v.string('validation.required') }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'validation.passwordConfirm'),
    ['confirmPassword'],
  ),
);

/** POST /api/auth/login */
export const loginSchema = v.object({ username: emailSchema, password: currentPasswordSchema });

/** A mailed link's token (activation, reset): 43 URL-safe characters. */
export const tokenSchema = v.pipe(v.string('validation.token'), v.regex(TOKEN_PATTERN, 'validation.token'));

/** POST /api/public/activate-account and /api/public/resend-activation (with the expired link's token) */
export const activationTokenSchema = v.object({ token: tokenSchema });

/** POST /api/auth/member/send-link-active-account: the credentials just typed at the refused sign-in. */
export const resendActivationByLoginSchema = loginSchema;

/** PUT /api/auth/change-password */
export const changePasswordSchema = v.pipe(
  v.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema, confirmPassword: v.string('validation.required') }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, 'validation.passwordConfirm'),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck([['currentPassword'], ['newPassword']], (input) => input.currentPassword !== input.newPassword, 'validation.passwordSame'),
    ['newPassword'],
  ),
);

/** POST /api/public/change-expired-password: the sign-in refused with code 180, then the change. */
export const changeExpiredPasswordSchema = v.pipe(
  v.object({ username: emailSchema, currentPassword: currentPasswordSchema, newPassword: newPasswordSchema, confirmPassword: v.string('validation.required') }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, 'validation.passwordConfirm'),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck([['currentPassword'], ['newPassword']], (input) => input.currentPassword !== input.newPassword, 'validation.passwordSame'),
    ['newPassword'],
  ),
);

/** POST /api/auth/change-password/check and /api/auth/import-password */
export const passwordCheckSchema = v.object({ password: currentPasswordSchema });
/** POST /api/auth/change-password/check-new */
export const newPasswordCheckSchema = v.object({ newPassword: newPasswordSchema });

/** POST /api/public/find-username: the name and mobile number given at sign-up. */
export const findUsernameSchema = v.object({ name: requiredLine(50), phoneNumber: phoneSchema });
/** POST /api/public/find-password and /api/v1/users/forgot-password */
export const forgotPasswordSchema = v.object({ username: emailSchema });
/** POST /api/v1/users/reset-password: the mailed link's token and the new password. */
export const resetPasswordSchema = v.pipe(
  v.object({ token: tokenSchema, newPassword: newPasswordSchema, confirmPassword: v.string('validation.required') }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, 'validation.passwordConfirm'),
    ['confirmPassword'],
  ),
);

/** PUT /api/auth/edit-my-page: the editable fields, the mailed code, and the optional consents. */
export const editMyPageSchema = v.object({
  user: v.object({
    name: requiredLine(50),
    companyName: requiredLine(100),
    departmentName: optionalLine(100),
    phoneNumber: phoneSchema,
    country: countrySchema,
    secondaryEmail: v.optional(v.union([v.literal(''), emailSchema], 'validation.email'), ''),
  }),
  otp: v.pipe(v.string('validation.required'), v.regex(/^\d{6}$/, 'validation.code6')),
  historyTermAgreement: v.optional(
    v.object({
      isAgreeOptionalItem4: v.boolean(),
      isAgreeOptionalItem5: v.boolean(),
      isAgreeOptionalItem6: v.boolean(),
      isAgreeOptionalItem61: v.boolean(),
      isAgreeOptionalItem62: v.boolean(),
      isAgreeOptionalItem63: v.boolean(),
    }),
  ),
});
export type EditMyPageInput = v.InferOutput<typeof editMyPageSchema>;

/** PUT /api/auth/change-term-agreement-use-marketing */
export const marketingConsentSchema = v.object({ isAgreeItem5: v.boolean() });
/** PUT /api/auth/change-term-agreement: re-agreeing when the consent period has expired. */
export const reAgreeSchema = v.object({ isAgreeItem5: v.boolean(), isAgreeOptionalItem6: v.optional(v.boolean(), false) });
/** DELETE /api/auth/delete-account: the password again, so a left-open browser cannot delete the account. */
export const deleteAccountSchema = v.object({ password: currentPasswordSchema });
