// The calls of My Page's security page (issue 34), by key: the island's words for them, so its components stay views.
import type { Lang } from '#core/i18n/locales.ts';
import { callApi } from '../lib/api-client.ts';

export const loadSecurity = (lang: Lang) => callApi('GET /api/member/second-factor', { lang }).then((answer) => answer.data);
export const startEnrolment = (lang: Lang) => callApi('POST /api/member/second-factor/totp', { lang });
export const confirmEnrolment = (lang: Lang, code: string) => callApi('PUT /api/member/second-factor/totp', { body: { code }, lang });
export const renewCodes = (lang: Lang) => callApi('POST /api/member/second-factor/recovery-codes', { lang });
export const turnOff = (lang: Lang, password: string) => callApi('DELETE /api/member/second-factor/totp', { body: { password }, lang });
