// Text as the portal stores it (issue: text stored exactly as sent). Every stored text is Unicode NFC,
// so Hangul typed on one system (precomposed) and pasted from another (decomposed jamo) is the same
// text, compares equal and is found by search. Characters a reader cannot see but that change what
// they see are not stored: control characters (NUL and the like) and the bidirectional overrides and
// isolates that turn `invoice‮fdp.txt` into what reads as `invoicetxt.pdf`. Where a person typed such
// a character, the form and the API say so (validation.invisibleCharacters); where none typed it
// (a file's name, pasted rich text), it is removed. Text that is not Unicode at all (a lone UTF-16
// surrogate, which JSON's `"\ud800"` gives) is refused everywhere (validation.illFormedText): stored, it
// would silently become U+FFFD.

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const controls = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/** Bidirectional marks, embeddings, overrides and isolates (LRM, RLM, ALM, LRE…RLO, LRI…PDI). */
const bidi = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/** Zero-width space and no-break space and the byte-order mark: invisible, never meaningful in a name or title. */
const zeroWidth = '\\u200B\\u2060\\uFEFF';

const invisible = new RegExp(`[${controls}${bidi}${zeroWidth}]`, 'u');
const invisibleAll = new RegExp(`[${controls}${bidi}${zeroWidth}]`, 'gu');
/** In one line of text (a title, a name), line breaks and tabs are controls too. */
const lineBreaks = /[\t\n\r]/;

/** Half of a UTF-16 surrogate pair without its other half: in `u` mode a whole pair is one code point outside this range. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** Whether a text is Unicode: no lone surrogate, which no encoding can store and UTF-8 turns into U+FFFD. */
export function isWellFormedText(text: string): boolean {
  return !loneSurrogate.test(text);
}

/** Whether a text holds a character that must not be stored (a line break, too, when `singleLine`). */
export function hasInvisibleCharacters(text: string, options: { singleLine?: boolean } = {}): boolean {
  return invisible.test(text) || (options.singleLine === true && lineBreaks.test(text));
}

/** The text in NFC, as stored. */
export function normalizeText(text: string): string {
  return text.normalize('NFC');
}

/** The text in NFC without the characters that must not be stored: for what nobody typed (file names, pasted rich text). */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(invisibleAll, '');
}

/** A file's name as it is shown and downloaded: no folders, no invisible characters or line breaks, in NFC. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).at(-1) ?? '';
  return cleanText(base)
    .replace(/[\t\n\r]/g, ' ')
    .trim();
}
