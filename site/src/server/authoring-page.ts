// What every authoring page (registration and edit of a kind of content) hands its layout and its form
// island: the trail from the kind's list (and the record, when editing) in the page's language, and the
// props every form takes, so a page holds only its own title, values and code lists.
import type { Lang } from '#core/i18n/locales.ts';
import { pickMessages } from '#core/i18n/translate.ts';
import type { Db } from '#db/client.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import { localizePath } from '../lib/urls.ts';
import { codeOptions } from './authoring-values.ts';

type CatalogueKey = Parameters<typeof pickMessages>[1][number];

/** A page of the trail: a path of the site, put in the page's language here, and its label. */
export type AuthoringCrumb = { path: string; label: string };

/** The breadcrumb trail of an authoring page: the kind's list, then the record when editing. */
export function authoringTrail(lang: Lang, ...crumbs: AuthoringCrumb[]): { href: string; label: string }[] {
  return crumbs.map(({ path, label }) => ({ href: localizePath(path, lang), label }));
}

/** The props every authoring form takes: the language, its messages, and a registration, or the edit of `id`. */
export function authoringForm<Key extends CatalogueKey>(lang: Lang, keys: readonly Key[], id?: number) {
  const messages = pickMessages(lang, keys);
  return id === undefined ? { lang, messages, mode: 'registration' as const } : { lang, messages, mode: 'edit' as const, id };
}

/** The industry and algorithm code lists of the model, story and knowledge forms, in the page's language. */
export async function catalogueOptions(db: Db, lang: Lang) {
  const [industries, algorithms] = await Promise.all([listIndustries(db), listAlgorithms(db)]);
  return { industries: codeOptions(industries, lang), algorithms: codeOptions(algorithms, lang) };
}
