import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang, isLang, langTags, type Lang } from '#core/i18n/locales.ts';
import { catalogues, pickMessages } from '#core/i18n/translate.ts';

// The console's strings, in Korean (the admin default, admin spec §6) and English: every `admin.*` key
// and the validation messages the shared schemas of core/ name.
type Key = keyof (typeof catalogues)['ko'];
const keys = (Object.keys(catalogues.ko) as Key[]).filter((key) => key.startsWith('admin.') || key.startsWith('validation.'));

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
  resources: { ko: { translation: pickMessages('ko', keys) }, en: { translation: pickMessages('en', keys) } },
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
