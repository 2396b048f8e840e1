// The language switch's links (LanguageSwitch.astro) remember the reader's choice in a cookie for a
// year. Started by BaseLayout's page script.
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '../lib/lang-cookie.ts';

export function rememberLanguageChoice(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    link.addEventListener('click', () => {
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${LANG_COOKIE}=${link.dataset.langSwitch}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
    });
  }
}
