// Where a sign-in through a provider goes once the portal has answered (issue 34): signed in, the header's marker,
// then a new version of the terms first (issue 33), else where the sign-in was going; with two-step verification on,
// the sign-in page's second step, which goes on there.
import { SECOND_STEP_PARAM } from '#core/auth/second-factors.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { ProviderSignedIn } from '#core/schemas/sign-in-provider.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { acceptTermsHref } from '../lib/api-client.ts';
import { markSignedIn } from '../lib/local-session.ts';

export function proceedAfterProvider(lang: Lang, answer: ProviderSignedIn): void {
  if ('secondFactor' in answer) {
    const query = new URLSearchParams({ [SECOND_STEP_PARAM]: answer.secondFactor.join(','), next: answer.next });
    window.location.assign(`${memberHrefs(lang).login}?${query.toString()}`);
    return;
  }
  markSignedIn(answer.user);
  window.location.assign(answer.user.termsPending ? acceptTermsHref(lang, answer.next) : answer.next);
}
