// What a pre-rendered member screen (sign-in, sign-up, recovery, check-email, activation) starts from.
// Kept apart from member-paths.ts, which islands import: the translator stays out of their bundles.
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { memberHrefs } from './member-paths.ts';
import { langFromLocaleParam } from './page-lang.ts';

/** The screen's language (Korean where the prefix is not one of ours: the page is pre-rendered), its `t`, the member screens' hrefs. */
export function memberPage(locale: string | undefined): { lang: Lang; t: ReturnType<typeof translator>; hrefs: ReturnType<typeof memberHrefs> } {
  const lang = langFromLocaleParam(locale) ?? 'ko';
  return { lang, t: translator(lang), hrefs: memberHrefs(lang) };
}
