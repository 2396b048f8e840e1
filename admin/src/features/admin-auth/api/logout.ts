import { callApi, markSignedIn } from '../../../lib/api-client.ts';

/**
 * GET /api/auth/admin/logout. `password-expired` is the spec's error flag (admin spec §4): the admin
 * declined to change an expired password. The local sign-in ends whatever the server answers.
 */
export async function logout(reason?: 'password-expired'): Promise<void> {
  try {
    await callApi('GET /api/auth/admin/logout', { query: { reason }, quiet: true });
  } catch {
    // the session is gone either way: an ended session cannot be ended again
  } finally {
    markSignedIn(false);
  }
}
