// Authenticator codes (issue 34, RFC 6238) with `otpauth` (pure JavaScript on every runtime) and the QR code of an
// enrolment with `uqr` (an SVG made without a canvas): a new secret, the text a person types, the `otpauth://` URI
// an app reads, and the time step a code belongs to, a step either side of now accepted (core/auth/second-factors.ts).
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { TOTP_ISSUER, TOTP_RULES } from '#core/auth/second-factors.ts';

const totpOf = (secret: Uint8Array, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_RULES.algorithm,
    digits: TOTP_RULES.digits,
    period: TOTP_RULES.periodSeconds,
    secret: new Secret({ buffer: secret.slice().buffer }),
  });

/** A new secret: 160 random bits, RFC 4226's recommended length for HMAC-SHA-1. */
export const newTotpSecret = (): Uint8Array => crypto.getRandomValues(new Uint8Array(TOTP_RULES.secretBytes));

/** The secret as a person types it into an app: base32 in groups of four (`ABCD EFGH …`). */
export const typedSecret = (secret: Uint8Array): string => (totpOf(secret).secret.base32.match(/.{1,4}/g) ?? []).join(' ');

/** The `otpauth://totp/…` URI of the secret for an account (its sign-in ID as the label). */
export const otpauthUri = (secret: Uint8Array, account: string): string => totpOf(secret, account).toString();

/** The URI as a QR code: an SVG as a data URL, which the pages' image policy allows (`img-src data:`). */
export function qrCodeDataUrl(uri: string): string {
  const svg = renderSVG(uri, { ecc: 'M', border: 2 });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** How far off a code may be and still be told apart from a wrong one: 5 minutes either side. */
const TOLD_APART_STEPS = 10;

export type CodeCheck = { step: number } | { outOfTime: true } | null;

/**
 * The time step the code belongs to, if it is the secret's code of the step of `now` or of the step before or
 * after; `outOfTime` when it is a code of the secret from a few minutes away (an old code, or a device whose clock
 * is off), so the message can say so; null when it is not the secret's code at all. Whether the step was already
 * used is the caller's to check (no replay).
 */
export function checkCode(secret: Uint8Array, code: string, now: Date): CodeCheck {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOLD_APART_STEPS });
  if (delta === null) return null;
  if (Math.abs(delta) > TOTP_RULES.window) return { outOfTime: true };
  return { step: totp.counter({ timestamp }) + delta };
}
