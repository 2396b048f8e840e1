import type { InferInput } from 'valibot';
import type { adminChangePasswordSchema } from '#core/schemas/admin-auth.ts';
import { callApi } from '../../../lib/api-client.ts';

export type ChangePasswordBody = InferInput<typeof adminChangePasswordSchema>;

/** PUT /api/auth/admin/change-password: the only call a session with a password-change notice may make. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await callApi('PUT /api/auth/admin/change-password', { body });
}
