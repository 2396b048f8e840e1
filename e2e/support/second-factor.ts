// What the second-factor stories share (issue 34): an authenticator app's code, computed here with `otpauth` from the
// key the enrolment showed, as the member's phone would (the server runs on this machine's clock).
import { Secret, TOTP } from 'otpauth';

/** The code of `key` (typed with spaces) for now, or `steps` 30-second steps away. */
export function appCode(key: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), timestamp: Date.now() + steps * 30_000 });
}
