import type { InferInput } from 'valibot';
import type { adminResetPasswordSchema } from '#core/schemas/admin-auth.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/admin/find-password: a reset link by mail; the same answer whether or not the address exists. */
export async function findPassword(username: string): Promise<string> {
  const { message } = await callApi('POST /api/auth/admin/find-password', { body: { username } });
  return message;
}

/** PUT /api/auth/admin/reset-password: the mailed link's token and the new password. */
export async function resetPassword(body: InferInput<typeof adminResetPasswordSchema>): Promise<void> {
  await callApi('PUT /api/auth/admin/reset-password', { body });
}
