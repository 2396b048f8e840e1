// The consent boxes a reader ticked before the sign-up form's island hydrated, in a module of their own: only the
// sign-up form takes them up, so the provider sign-up's screen, which shares consent.ts, does not carry it.
import type { Lang } from '#core/i18n/locales.ts';
import { allConsentIds, toggleAllConsents, toggleConsent, type ConsentId } from './consent.ts';

/**
 * The boxes a reader ticked before the form's island hydrated (`ticked`, the ids of the boxes; `allTicked`, "agree
 * to all"), as the live form would have ticked them: React keeps such a tick on screen but not in its state.
 */
export function consentsTicked(ticked: readonly string[], allTicked: boolean, lang: Lang): Set<ConsentId> {
  if (allTicked) return toggleAllConsents(true, lang);
  const known: readonly string[] = allConsentIds(lang);
  return ticked.filter((id): id is ConsentId => known.includes(id)).reduce((next, id) => toggleConsent(next, id, true, lang), new Set<ConsentId>());
}
