// Korean-only pages (core/auth/screens.ts `koreanOnly`; portal spec §2): their English counterpart is the
// English home, so the language switch's English link goes there and /en/<page> is redirected there.
// Two of them offer no English link at all (spec §2, behaviour of the shell): the supporters' privacy
// notice and the partner FAQ, which exist for Korean readers only.
import { screenOf, type Screen } from '#core/auth/screens.ts';
import { defaultLang, langs, type Lang } from '#core/i18n/locales.ts';
import { counterpartUrl, localizePath, splitLangPath } from './urls.ts';

const koreanSwitchOnly: readonly string[] = ['/privacy_policy_sup', '/partner/partner-FAQ'];

/** The languages the switch offers on a page and where each goes: the same page, or the English home. */
export function languageSwitchTargets(url: URL): { lang: Lang; href: string }[] {
  const screen = screenOf(splitLangPath(url.pathname).path);
  return langs.flatMap((lang) => {
    if (!screen?.koreanOnly || lang === defaultLang) return [{ lang, href: counterpartUrl(url, lang) }];
    return koreanSwitchOnly.includes(screen.route) ? [] : [{ lang, href: localizePath('/', lang) }];
  });
}

/** Where a request for a Korean-only page in another language goes (that language's home), or null. */
export function koreanOnlyRedirect(screen: Screen | undefined, lang: Lang): string | null {
  return screen?.koreanOnly && lang !== defaultLang ? localizePath('/', lang) : null;
}
