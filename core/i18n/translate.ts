import { createInstance, type TFunction } from 'i18next';
import { en, ko } from './catalogues.ts';
import { defaultLang, langs, type Lang } from './locales.ts';

export type CatalogueKey = keyof typeof ko;
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;
/** A catalogue key; plural keys are used without their `_one` / `_other` suffix. */
export type MessageKey = CatalogueKey | PluralBase<CatalogueKey>;
export type Messages = Record<CatalogueKey, string>;

export const catalogues: Record<Lang, Messages> = { ko, en };

const i18n = createInstance({
  resources: Object.fromEntries(langs.map((lang) => [lang, { translation: catalogues[lang] }])),
  lng: defaultLang,
  fallbackLng: false,
  supportedLngs: [...langs],
  // keys are flat and dotted ("nav.products"); i18next must not split them
  keySeparator: false,
  nsSeparator: false,
  // Astro, React and JSON escape on output; escaping here would double-escape
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
void i18n.init();

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const fixed = new Map<Lang, TFunction>();

/** A translator fixed to one language: pages, islands and the API each take one per request. */
export function translator(lang: Lang): Translate {
  let t = fixed.get(lang);
  if (!t) {
    t = i18n.getFixedT(lang);
    fixed.set(lang, t);
  }
  const bound = t;
  return (key, values) => bound(key, values ?? {});
}

/** The strings an island needs, picked from the catalogue so the island ships only those. */
export function pickMessages<K extends CatalogueKey>(lang: Lang, keys: readonly K[]): Record<K, string> {
  const source = catalogues[lang];
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Record<K, string>;
}
