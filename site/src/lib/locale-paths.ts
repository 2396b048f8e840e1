// The two language variants of a pre-built `[...locale]` page: Korean at the spec's route (no prefix)
// and English under /en/ (DESIGN.md §1). A page exports `getStaticPaths = localeStaticPaths`.
import { defaultLang, langs } from '#core/i18n/locales.ts';

export function localeStaticPaths() {
  return langs.map((lang) => ({ params: { locale: lang === defaultLang ? undefined : lang } }));
}
