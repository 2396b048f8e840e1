// The search glossary's console calls (issue 31, docs/search.md): ADMINs and content managers list, add,
// edit and delete the terms a search reads in both languages. The form in the console and the API check a
// term with the schemas below; that no other term holds either side already (spacing and case ignored) is
// checked on the server only, against the table's keys (db/queries/search/glossary.ts).
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { isHangul } from '../search/hangul.ts';
import { keywordQuery, MAX_RECORD_ID, pageQuery, pageSizeQuery, typedText } from './common.ts';

/** The longest term, in either language. */
export const GLOSSARY_TERM_MAX = 60;

/** A Hangul syllable: a Korean term is written in them (initial consonants alone, ㅅㅇ, are no term). */
const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/u;
/** What a search reads as a word (core/search/tokenize.ts): a term of none would match nothing. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A term as typed: one line, trimmed, required, at most GLOSSARY_TERM_MAX characters; each side adds its script's rule. */
const termText = (messages: { required: string; tooLong: string }) =>
  v.pipe(
    typedText({ singleLine: true, message: messages.required }),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(GLOSSARY_TERM_MAX, messages.tooLong),
  );

/** The Korean term: Hangul, at most GLOSSARY_TERM_MAX characters, trimmed. */
export const glossaryKo = v.optional(
  v.pipe(
    termText({ required: 'searchGlossary.koRequired', tooLong: 'searchGlossary.koTooLong' }),
    v.check((text) => HANGUL_SYLLABLE.test(text), 'searchGlossary.koNeedsHangul'),
  ),
  '',
);

/** The English term: no Hangul, a letter or digit at least, at most GLOSSARY_TERM_MAX characters, trimmed. */
export const glossaryEn = v.optional(
  v.pipe(
    termText({ required: 'searchGlossary.enRequired', tooLong: 'searchGlossary.enTooLong' }),
    v.check((text) => !isHangul(text), 'searchGlossary.enHasHangul'),
    v.check((text) => WORD_CHARACTER.test(text), 'searchGlossary.enNeedsWord'),
  ),
  '',
);

/** POST /api/admin/search-glossary and PUT /api/admin/search-glossary/:id: a term in both languages. */
export const glossaryTermBody = v.object({ ko: glossaryKo, en: glossaryEn });
export type GlossaryTermBody = v.InferOutput<typeof glossaryTermBody>;

/** GET /api/admin/search-glossary: a page of terms, those whose Korean or English holds `keyword` when given. */
export const glossaryListQuery = v.object({ pageNo: pageQuery, pageSize: pageSizeQuery(LIST_PAGE_SIZE), keyword: keywordQuery });

/** A term as the console lists it: both sides, and who wrote it and when (ISO instants). */
export const glossaryItem = v.object({
  id: v.pipe(v.number(), v.maxValue(MAX_RECORD_ID)),
  ko: v.string(),
  en: v.string(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
});
export type GlossaryItem = v.InferOutput<typeof glossaryItem>;

/**
 * The envelope's code of a 409 on a save, by the side another term holds already: the console shows the
 * message on that side's field.
 */
export const glossaryClashCodes = { ko: 4091, en: 4092 } as const;

/** The console's address that opens the glossary's add dialog with `words` (a search that found nothing) filled in. */
export const glossaryAddPath = (words: string) => `/admin/search-glossary?add=${encodeURIComponent(words)}`;

/** Which side of a new term words belong on: Korean when they hold Hangul, else English; trimmed and cut to a term's length. */
export function glossaryPrefill(words: string): Partial<GlossaryTermBody> {
  // cut by UTF-16 units as the length rule counts them, never inside a character
  const text = words
    .trim()
    .slice(0, GLOSSARY_TERM_MAX)
    .replace(/[\ud800-\udbff]$/, '')
    .trim();
  if (!text) return {};
  return isHangul(text) ? { ko: text } : { en: text };
}
