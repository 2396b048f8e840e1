// The recovery codes (issue 34): ten single-use codes shown once, at the confirmation of an enrolment and at each
// renewal, that stand in for the second factor when its device is lost. Stored as hashes bound to the account;
// about 50 random bits each (core/auth/second-factors.ts), behind the sign-in's limits.
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '#core/auth/second-factors.ts';
import { sha256Hex } from '#core/auth/token.ts';

/** The largest multiple of the alphabet's size below 256: bytes above it are drawn again (no modulo bias). */
const ceiling = Math.floor(256 / RECOVERY_CODE_ALPHABET.length) * RECOVERY_CODE_ALPHABET.length;

function randomCharacters(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < ceiling && text.length < length) text += RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length];
    }
  }
  return text;
}

/** Ten new codes as shown (`xxxxx-xxxxx`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = randomCharacters(10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** The stored hash of a code (normalised: core/schemas/second-factor.ts `recoveryCodeSchema`) of an account. */
export const recoveryCodeHash = (userId: number, normalised: string) => sha256Hex(`recovery:${userId}:${normalised.replace('-', '')}`);
