import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang } from '#core/i18n/locales.ts';
import { pickMessages } from '#core/i18n/translate.ts';

// The console's strings, in Korean (the admin default) and English; only the keys the console uses.
const keys = ['admin.consoleName'] as const;

export const adminI18n = i18next.createInstance();
void adminI18n.use(initReactI18next).init({
  resources: { ko: { translation: pickMessages('ko', keys) }, en: { translation: pickMessages('en', keys) } },
  lng: defaultLang,
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
