// The two steps of the admin sign-in (admin spec §4, docs/identity.md "Admin sign-in").
import type { AdminUser } from '#core/schemas/admin-auth.ts';
import { callApi, markSignedIn } from '../../../lib/api-client.ts';

export type Channel = 'MAIL' | 'SMS';

/** POST /api/auth/admin/login: the password step; a role other than ADMIN is refused by the server. */
export async function loginWithPassword(body: { username: string; password: string }): Promise<{ channels: Channel[] }> {
  const { data } = await callApi<{ channels: Channel[] }>('/api/auth/admin/login', { method: 'POST', body });
  return data;
}

/** GET /api/auth/admin/get-otp-login: sends (or sends again) the 6-digit code; answers the server's message. */
export async function requestAccessCode(channel: Channel): Promise<string> {
  const { message } = await callApi<unknown>('/api/auth/admin/get-otp-login', { query: { channel } });
  return message;
}

/** POST /api/auth/admin/login-admin: the code starts the admin session. */
export async function verifyAccessCode(code: string): Promise<AdminUser> {
  const { data } = await callApi<AdminUser>('/api/auth/admin/login-admin', { method: 'POST', body: { code } });
  markSignedIn(true);
  return data;
}
