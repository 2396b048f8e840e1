// Payloads and answers of the second factors (issue 34): the sign-in's second step, the enrolment of an
// authenticator app with its recovery codes, turning it off, the "lost your device" link, and the console's
// policy and reset. One schema serves the form in the browser and the call on the server.
import * as v from 'valibot';
import { normaliseRecoveryCode, RECOVERY_CODE_PATTERN, secondFactorKinds, strongFactorKinds } from '../auth/second-factors.ts';
import { personal } from '../privacy/personal.ts';
import { sessionUser } from './account-answers.ts';
import { tokenSchema } from './account.ts';
import { authenticationResponseSchema } from './passkey.ts';
import { currentPasswordSchema } from './password.ts';

/** An authenticator app's code: 6 digits (spaces typed between the groups are dropped). */
export const totpCodeSchema = v.pipe(
  v.string('secondFactor.codeFormat'),
  v.transform((typed) => typed.replace(/\s+/g, '')),
  v.regex(/^\d{6}$/, 'secondFactor.codeFormat'),
);

/** A recovery code as typed: capitals, spaces and the dash are forgiven; stored and compared without the dash. */
export const recoveryCodeSchema = v.pipe(
  v.string('secondFactor.recoveryCodeFormat'),
  v.maxLength(40, 'secondFactor.recoveryCodeFormat'),
  v.transform((typed) => typed.trim().toLowerCase().replace(/\s+/g, '')),
  v.regex(RECOVERY_CODE_PATTERN, 'secondFactor.recoveryCodeFormat'),
  v.transform(normaliseRecoveryCode),
);

/**
 * The second step of a sign-in (member: POST /api/auth/login/second-factor; console: POST
 * /api/auth/admin/login-second-factor): an authenticator code, a passkey's answer to the pending sign-in's
 * challenge, or one of the recovery codes in their place.
 */
export const secondFactorProofSchema = v.variant('method', [
  v.object({ method: v.literal('TOTP'), code: totpCodeSchema }),
  v.object({ method: v.literal('PASSKEY'), response: authenticationResponseSchema }),
  v.object({ method: v.literal('RECOVERY_CODE'), code: recoveryCodeSchema }),
]);
export type SecondFactorProof = v.InferOutput<typeof secondFactorProofSchema>;

/** PUT …/second-factor/totp: the first code of the app, which makes the enrolment active. */
export const totpConfirmSchema = v.object({ code: totpCodeSchema });

/** DELETE …/second-factor/totp: turning the app off asks for the password. */
export const secondFactorOffSchema = v.object({ password: currentPasswordSchema });

/** POST /api/public/second-factor/recover: the mailed "lost your device" link's token and the password. */
export const secondFactorRecoverSchema = v.object({ token: tokenSchema, password: currentPasswordSchema });

/** PUT /api/admin/second-factor-policy */
export const secondFactorPolicyBody = v.object({ consoleStrongFactorRequired: v.boolean('validation.invalid') });

/** The factors an account can prove after its password (core/auth/second-factors.ts). */
export const secondFactorList = v.array(v.picklist(secondFactorKinds));

/** What a right password answers when a second factor must follow: no session yet, the factors to choose from. */
export const secondFactorChallenge = v.object({ secondFactor: secondFactorList });
export type SecondFactorChallenge = v.InferOutput<typeof secondFactorChallenge>;

/** POST /api/auth/login: the session user, or the second factor it waits for (issue 34). */
export const memberLoginAnswer = v.union([sessionUser, secondFactorChallenge]);
export type MemberLoginAnswer = v.InferOutput<typeof memberLoginAnswer>;

/**
 * A new authenticator secret, shown once until it is confirmed: the text to type (grouped by four), the
 * `otpauth://` URI an app reads, and the same as a QR code (an SVG data URL).
 */
export const totpEnrolment = v.object({ secret: v.string(), otpauthUri: v.string(), qrCode: v.string(), expiresAt: v.string() });
export type TotpEnrolment = v.InferOutput<typeof totpEnrolment>;

/** The recovery codes, shown once (at the confirmation of an enrolment and at each renewal). */
export const recoveryCodeList = v.object({ codes: v.array(v.string()) });
export type RecoveryCodeList = v.InferOutput<typeof recoveryCodeList>;

/** An account's own second factors as My Page and the console's "My security" show them. */
export const secondFactorState = v.object({
  factors: secondFactorList,
  /** When the authenticator app was confirmed; null without one. */
  totpEnrolledAt: v.nullable(v.string()),
  recoveryCodesLeft: v.number(),
  /** Whether the console's policy requires a strong factor of this account (console accounts only). */
  strongFactorRequired: v.boolean(),
});
export type SecondFactorState = v.InferOutput<typeof secondFactorState>;

/** The console's second-factor policy (one row). */
export const secondFactorPolicy = v.object({ consoleStrongFactorRequired: v.boolean(), updatedAt: v.string() });
export type SecondFactorPolicy = v.InferOutput<typeof secondFactorPolicy>;

/** A console account and its strong factors, for the reset (personal fields masked as every console list's). */
export const consoleFactorAccount = v.object({
  id: v.number(),
  username: personal('email'),
  name: personal('name'),
  factors: v.array(v.picklist(strongFactorKinds)),
  totpEnrolledAt: v.nullable(v.string()),
  /** The signed-in admin's own row: it is reset by turning it off, never by the reset. */
  self: v.boolean(),
});
export type ConsoleFactorAccount = v.InferOutput<typeof consoleFactorAccount>;
export const consoleFactorAccounts = v.object({ items: v.array(consoleFactorAccount) });
