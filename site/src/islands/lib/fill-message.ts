// How every island puts values and plurals into a catalogue message, the way i18next does it for the
// pages (core/i18n/translate.ts): `{{name}}` placeholders filled in, and a plural key used without
// its suffix, the `_one` / `_other` form chosen by the language's plural rules from `count`. Islands
// get their strings with pickMessages (templates, unfilled), so they fill them here, not with i18next.
import { defaultLang, type Lang } from '#core/i18n/locales.ts';

export type MessageValues = Record<string, string | number>;

type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;
/** A key of the island's messages; plural keys are named without their `_one` / `_other` suffix. */
export type IslandMessageKey<M> = (keyof M & string) | PluralBase<keyof M & string>;

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralForm(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * The message of `key` with its values filled in. With a numeric `count` and plural forms in the
 * messages (`key_one`, `key_other`), the form the language's rules choose is used (Korean: always
 * `_other`). A placeholder without a value is left as it is.
 */
export function fillMessage<M extends Readonly<Record<string, string>>>(
  messages: M,
  key: IslandMessageKey<M>,
  values: MessageValues = {},
  lang: Lang = defaultLang,
): string {
  const source: Readonly<Record<string, string>> = messages;
  let template = source[key];
  if (typeof values['count'] === 'number') {
    template = source[`${key}_${pluralForm(lang, values['count'])}`] ?? source[`${key}_other`] ?? template;
  }
  return (template ?? key).replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
