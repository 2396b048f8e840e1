// The two steps of the admin sign-in (admin spec §4, docs/identity.md "Admin sign-in").
import type { InferInput } from 'valibot';
import type { adminCodeChannels, adminCodeSchema, AdminLoginAnswer, adminLoginSchema, AdminUser } from '#core/schemas/admin-auth.ts';
import { callApi, markSignedIn } from '../../../lib/api-client.ts';

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

/** POST /api/auth/admin/login-admin: the code starts the admin session. */
export async function verifyAccessCode(code: InferInput<typeof adminCodeSchema>['code']): Promise<AdminUser> {
  const { data } = await callApi('POST /api/auth/admin/login-admin', { body: { code } });
  markSignedIn(true);
  return data;
}
