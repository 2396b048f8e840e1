import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '#core/attachment-rules.ts';
import { defaultLang, isLang, langTags } from '#core/i18n/locales.ts';

/** Instants (in the admin's time zone) and byte sizes (1024-based, as the upload limits) in the console's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : defaultLang;
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(langTags[lang], { dateStyle: 'medium', timeStyle: 'short' });
    return { instant: (at: string | number) => dates.format(new Date(at)), size: (bytes: number) => formatSize(bytes, lang) };
  }, [lang]);
}
