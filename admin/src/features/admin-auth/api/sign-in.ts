// The two steps of the admin sign-in (admin spec §4, docs/identity.md "Admin sign-in"); the second by an
// authenticator code, a console passkey or a recovery code where the admin has one (issue 34).
import type { InferInput } from 'valibot';
import type { adminCodeChannels, adminCodeSchema, AdminLoginAnswer, adminLoginSchema, AdminUser } from '#core/schemas/admin-auth.ts';
import { callApi, markSignedIn } from '../../../lib/api-client.ts';
import { answerWithPasskey } from '../../../lib/passkey-ceremony.ts';

/** Where the access code is sent (core/schemas/admin-auth.ts). */
export type Channel = (typeof adminCodeChannels)[number];

/** POST /api/auth/admin/login: the password step; a role other than ADMIN is refused by the server. */
export async function loginWithPassword(body: InferInput<typeof adminLoginSchema>): Promise<AdminLoginAnswer> {
  const { data } = await callApi('POST /api/auth/admin/login', { body });
  return data;
}

/** GET /api/auth/admin/get-otp-login: sends (or sends again) the 6-digit code; answers the server's message. */
export async function requestAccessCode(channel: Channel): Promise<string> {
  const { message } = await callApi('GET /api/auth/admin/get-otp-login', { query: { channel } });
  return message;
}

/** An authenticator code, or a recovery code in its place (issue 34). */
export type SecondFactorProof = { method: 'TOTP' | 'RECOVERY_CODE'; code: string } | { method: 'PASSKEY' };

/**
 * POST /api/auth/admin/login-second-factor: the admin's own second factor starts the admin session instead of the
 * code. A passkey answers the challenge of this pending sign-in first.
 */
export async function verifySecondFactor(proof: SecondFactorProof): Promise<AdminUser> {
  const body =
    proof.method === 'PASSKEY'
      ? { method: proof.method, response: await answerWithPasskey((await callApi('POST /api/auth/admin/login-second-factor/passkey-options')).data) }
      : proof;
  const { data } = await callApi('POST /api/auth/admin/login-second-factor', { body });
  markSignedIn(true);
  return data;
}

/** POST /api/auth/admin/login-admin: the code starts the admin session. */
export async function verifyAccessCode(code: InferInput<typeof adminCodeSchema>['code']): Promise<AdminUser> {
  const { data } = await callApi('POST /api/auth/admin/login-admin', { body: { code } });
  markSignedIn(true);
  return data;
}
