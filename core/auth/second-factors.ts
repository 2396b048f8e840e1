// The second factors of a sign-in (issue 34): what an account may prove after its password, the rules of the
// authenticator codes (RFC 6238) and of the recovery codes, and the calls a console session that must first
// enrol a strong factor may make. One list of kinds for the API, the site and the console: a passkey
// (another part of issue 34) is a kind here, and edge-api/src/lib/second-factor/factors.ts lists which of
// them an account has.

/**
 * The kinds of second factor, strongest first. `TOTP` an authenticator app's 6-digit code, `PASSKEY` a
 * WebAuthn credential, `RECOVERY_CODE` one of the ten single-use codes shown at enrolment (it stands in for
 * a strong factor the member no longer has, and is offered only beside one).
 */
export const secondFactorKinds = ['TOTP', 'PASSKEY', 'RECOVERY_CODE'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/** The factors the console's policy counts as strong (issue 34: "an authenticator code or a passkey"). */
export const strongFactorKinds = ['TOTP', 'PASSKEY'] as const satisfies readonly SecondFactorKind[];
export type StrongFactorKind = (typeof strongFactorKinds)[number];

/**
 * The sign-in page's parameter that opens its second step at once (`/login?secondFactor=TOTP,RECOVERY_CODE`): a sign-in
 * through a Kakao, Naver or Google account with two-step verification on comes back there, its pending sign-in in the
 * browser's cookie, and the step offers the kinds named.
 */
export const SECOND_STEP_PARAM = 'secondFactor';

/** The kinds a `?secondFactor=` names, known ones only, in their order. */
export const secondStepKinds = (text: string | null): SecondFactorKind[] => secondFactorKinds.filter((kind) => (text ?? '').split(',').includes(kind));

/**
 * The authenticator code (RFC 6238 with the parameters every authenticator app reads from a QR code): HMAC-SHA-1,
 * 6 digits, a 30-second step; a code of the step before or after is accepted too (a phone's clock may be off by
 * a little), and a step once used is never accepted again.
 */
export const TOTP_RULES = { algorithm: 'SHA1', digits: 6, periodSeconds: 30, window: 1, secretBytes: 20 } as const;

/** The issuer an authenticator app shows beside the account (the `otpauth://` URI's issuer). */
export const TOTP_ISSUER = 'Analytics Portal';

/** How long a secret shown for enrolment waits for its first code before it is dropped. */
export const TOTP_ENROLMENT_TTL_MS = 15 * 60 * 1000;

/**
 * Ten recovery codes, each shown once: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i),
 * written `xxxxx-xxxxx`; about 50 bits each, so a hash without a slow function is enough behind the limits.
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_PATTERN = /^[a-hj-km-np-z2-9]{5}-?[a-hj-km-np-z2-9]{5}$/;

/** A recovery code as typed (spaces, capitals, with or without its dash) in the form it is hashed in. */
export const normaliseRecoveryCode = (typed: string) => typed.trim().toLowerCase().replace(/\s+/g, '').replace('-', '');

/** Between a right password and the second factor of a member's sign-in (the console's pending sign-in lasts as long). */
export const MEMBER_PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;

/** Wrong second factors one pending sign-in takes before it ends and the password is asked again. */
export const SECOND_FACTOR_MAX_TRIES = 5;

/** The mailed "lost your device" link of a member (issue 34): opened with the password, it turns the second factor off. */
export const SECOND_FACTOR_RECOVERY_TTL_MS = 30 * 60 * 1000;

/**
 * The calls of a console session that must first enrol a strong factor (the console's policy is on and the
 * admin had none): its own second factor, who it is, and leaving. Like the expired password's session
 * (lib/authorize.ts), everything else is refused until the enrolment is confirmed.
 */
export const enrolOnlyCalls: ReadonlySet<string> = new Set([
  'GET /api/auth/admin/user-info',
  'GET /api/auth/admin/logout',
  'GET /api/admin/my-second-factor',
  'POST /api/admin/my-second-factor/totp',
  'PUT /api/admin/my-second-factor/totp',
  'GET /api/admin/passkey',
  'POST /api/admin/passkey/register-options',
  'POST /api/admin/passkey/register',
]);
