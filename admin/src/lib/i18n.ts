import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang, isLang, langTags, type Lang } from '#core/i18n/locales.ts';
import { resources } from './messages.ts';

/** Where the console remembers the admin's language choice. */
const storageKey = 'adminLocale';

function storedLang(): Lang {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLang(stored) ? stored : defaultLang;
  } catch {
    return defaultLang;
  }
}

export const adminI18n = i18next.createInstance();
void adminI18n.use(initReactI18next).init({
  resources,
  lng: storedLang(),
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The console's current language (what Accept-Language carries). */
export function adminLang(): Lang {
  return isLang(adminI18n.language) ? adminI18n.language : defaultLang;
}

function applyLang(lang: Lang) {
  dayjs.locale(lang === 'ko' ? 'ko' : 'en');
  document.documentElement.lang = langTags[lang];
}
applyLang(adminLang());

/** Switches the console's language and remembers it for the next visit. */
export async function setAdminLang(lang: Lang): Promise<void> {
  try {
    window.localStorage.setItem(storageKey, lang);
  } catch {
    // storage may be off (private mode): the choice then lasts for this page only
  }
  applyLang(lang);
  await adminI18n.changeLanguage(lang);
}
