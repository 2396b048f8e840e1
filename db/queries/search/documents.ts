// What the search index holds of a row: its title and plain body per language, its path and date
// (db/queries/search/sources.ts loads them per kind; refresh.ts writes them).
import type { ContentKindName } from '#core/content-kinds.ts';
import { richTextToPlain } from '#core/plain-text.ts';
import { isHangul } from '#core/search/hangul.ts';

/** How much of a body the index keeps, in characters: the start of a long text says what it is about. */
export const SEARCH_BODY_LENGTH = 4000;

export type SearchLang = 'ko' | 'en';

/** A row as the index holds it: one text per language it was written in. */
export type SearchDocument = {
  kind: ContentKindName;
  refId: number;
  path: string;
  writtenAt: string;
  texts: { lang: SearchLang; title: string; body: string }[];
};

/** A field's text: rich text as its words, plain text as written. */
export type Field = { text: string | null | undefined; rich?: boolean };

const plainOf = (field: Field) => {
  const text = field.text ?? '';
  return (field.rich ? richTextToPlain(text) : text).replace(/\s+/g, ' ').trim();
};

/**
 * A body from its fields in order of weight, then `tail` (the row's algorithm codes, its tags): the tail is
 * kept whole and the fields cut to leave it room within SEARCH_BODY_LENGTH.
 */
export function bodyOf(fields: readonly Field[], tail: readonly string[] = []): string {
  const end = tail.filter(Boolean).join(' ');
  const room = Math.max(0, SEARCH_BODY_LENGTH - end.length - 1);
  const main = fields.map(plainOf).filter(Boolean).join(' ');
  const cut = main.length > room ? [...main].slice(0, room).join('') : main;
  return [cut, end].filter(Boolean).join(' ').slice(0, SEARCH_BODY_LENGTH);
}

/** The texts of a bilingual row: a language is indexed when it has a title or a body (the other title stands in). */
export function bilingualTexts(ko: { title: string; body: string }, en: { title: string; body: string }): SearchDocument['texts'] {
  const texts: SearchDocument['texts'] = [];
  if (ko.title.trim() || ko.body) texts.push({ lang: 'ko', title: ko.title.trim() || en.title.trim(), body: ko.body });
  if (en.title.trim() || en.body) texts.push({ lang: 'en', title: en.title.trim() || ko.title.trim(), body: en.body });
  return texts;
}

/** The text of a row written in one language (a post, a question, a shared model): Korean when its own words have Hangul. */
export function oneLanguageText(title: string, fields: readonly Field[], tail: readonly string[] = []): SearchDocument['texts'] {
  const lang = isHangul(title) || isHangul(bodyOf(fields)) ? 'ko' : 'en';
  return [{ lang, title: title.trim(), body: bodyOf(fields, tail) }];
}
