// What the second-factor tests share (issue 34): an authenticator app's code computed in the test with `otpauth`
// from the secret the enrolment showed (at the test app's clock), and the enrolment of a member on My Page and of
// an admin in the console through the real calls.
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { TOTP_RULES } from '#core/auth/second-factors.ts';
import type { RecoveryCodeList, TotpEnrolment } from '#core/schemas/second-factor.ts';
import { freshIp, readJson, type TestApp } from './api-kit.ts';

/** The code an authenticator app shows for the enrolment's secret (typed with spaces) at `at`, `steps` steps away. */
export function appCode(secret: string, at: Date, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replaceAll(' ', '')),
    algorithm: TOTP_RULES.algorithm,
    digits: TOTP_RULES.digits,
    period: TOTP_RULES.periodSeconds,
    timestamp: at.getTime() + steps * TOTP_RULES.periodSeconds * 1000,
  });
}

/** The app's clock in the test: the test app's fixed instant, else now. */
export const appNow = (t: TestApp) => t.clock.now ?? new Date();

export type Enrolled = { secret: string; codes: string[] };

/**
 * Enrols an authenticator app through the calls of `base` (`/api/member/second-factor` after the password
 * again, or `/api/admin/my-second-factor`) with the session `cookie`; answers the secret and the recovery codes.
 */
export async function enrolApp(t: TestApp, cookie: string, base: string, password?: string): Promise<Enrolled> {
  const headers = { cookie, 'x-test-ip': freshIp() };
  if (password !== undefined) expect((await t.send('POST', '/api/auth/import-password', { password }, 'ko', headers)).status).toBe(200);
  const started = await t.send('POST', `${base}/totp`, undefined, 'ko', headers);
  expect(started.status).toBe(200);
  const { secret } = (await readJson<TotpEnrolment>(started)).data;
  const confirmed = await t.send('PUT', `${base}/totp`, { code: appCode(secret, appNow(t)) }, 'ko', headers);
  expect(confirmed.status).toBe(200);
  return { secret, codes: (await readJson<RecoveryCodeList>(confirmed)).data.codes };
}
