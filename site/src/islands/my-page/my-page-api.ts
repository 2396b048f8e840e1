// Loading my page's data (GET /api/auth/get-mypage-info). Without a fresh password re-entry the server
// answers 403 (auth.reauthRequired): the member goes back to the re-entry, which returns here.
import type { Lang } from '#core/i18n/locales.ts';
import type { MyPageInfo } from '#core/schemas/account-answers.ts';
import { importPasswordHref } from '../../lib/my-page-paths.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';

/** The member's data, or null when the page is on its way to the password re-entry. */
export async function loadMyPageInfo(lang: Lang): Promise<MyPageInfo | null> {
  try {
    return (await callApi('GET /api/auth/get-mypage-info', { lang })).data;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 403) {
      window.location.assign(importPasswordHref(lang, window.location.pathname));
      return null;
    }
    throw error;
  }
}
