// The console's sign-in by a passkey alone (issue 34, decision 053): the portal's challenge for this browser, the
// authenticator's answer, and the admin session, with no mailed code.
import type { AdminUser } from '#core/schemas/admin-auth.ts';
import { callApi, markSignedIn } from '../../../lib/api-client.ts';
import { answerWithPasskey } from '../../../lib/passkey-ceremony.ts';

export async function signInWithPasskey(): Promise<AdminUser> {
  const { data: options } = await callApi('POST /api/auth/admin/passkey/login-options');
  const response = await answerWithPasskey(options);
  const { data } = await callApi('POST /api/auth/admin/passkey/login', { body: { response } });
  markSignedIn(true);
  return data;
}
