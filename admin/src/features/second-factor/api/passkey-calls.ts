// The console's passkey calls (issue 34, decision 053): the admin's own passkeys, listed, added, renamed and removed.
import { callApi } from '../../../lib/api-client.ts';
import { createPasskey } from '../../../lib/passkey-ceremony.ts';

export const passkeyKey = ['passkey'] as const;

export const getPasskeys = async () => (await callApi('GET /api/admin/passkey')).data;

/** A new passkey under `name`: the portal's options, the authenticator's answer, the portal's check. */
export async function addPasskey(name: string) {
  const { data: options } = await callApi('POST /api/admin/passkey/register-options');
  const response = await createPasskey(options);
  return callApi('POST /api/admin/passkey/register', { body: { name, response } });
}

export const renamePasskey = ({ id, name }: { id: number; name: string }) => callApi('PUT /api/admin/passkey/:id', { params: { id }, body: { name } });

export const removePasskey = (id: number) => callApi('DELETE /api/admin/passkey/:id', { params: { id } });
