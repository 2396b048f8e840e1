import { callApi } from '../../../lib/api-client.ts';

export type ChangePasswordBody = { currentPassword: string; newPassword: string; confirmPassword: string };

/** PUT /api/auth/admin/change-password: the only call a session with a password-change notice may make. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await callApi<null>('/api/auth/admin/change-password', { method: 'PUT', body });
}
