// The console account's own second factor (issue 34, "My security"): its state, the enrolment of an authenticator
// app and its confirmation, new recovery codes, and turning the app off with the password.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const mySecondFactorKey = ['my-second-factor'] as const;

/** GET /api/admin/my-second-factor */
export const useMySecondFactor = () => useQuery({ queryKey: mySecondFactorKey, queryFn: async () => (await callApi('GET /api/admin/my-second-factor')).data });

export const startEnrolment = () => callApi('POST /api/admin/my-second-factor/totp');

export const confirmEnrolment = (code: string) => callApi('PUT /api/admin/my-second-factor/totp', { body: { code } });

export const renewRecoveryCodes = () => callApi('POST /api/admin/my-second-factor/recovery-codes');

export const turnOffApp = (password: string) => callApi('DELETE /api/admin/my-second-factor/totp', { body: { password } });
