import * as v from 'valibot';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { cleanText, hasInvisibleCharacters, normalizeText } from '../text-safety.ts';

// Messages here are keys of the message catalogues (validation.*); the API and the pages translate them,
// with the field name and the requirement as values.

/**
 * Text a person types, as it is stored (core/text-safety.ts): in NFC, and refused with a message when it
 * holds a character a reader cannot see (a control character, a text-direction override; in one line,
 * a line break too). Pipe trimming and lengths after it.
 */
export const typedText = (options: { singleLine: boolean; message?: string }) =>
  v.pipe(
    v.string(options.message),
    v.transform(normalizeText),
    v.check((text) => !hasInvisibleCharacters(text, { singleLine: options.singleLine }), 'validation.invisibleCharacters'),
  );

/** Rich text as stored: in NFC, invisible characters taken out (pasted text brings them; the sanitiser does the rest). */
export const richTextInput = (max: number) => v.pipe(v.string(), v.maxLength(max, 'validation.maxLength'), v.transform(cleanText));

/** A whole number in a query string, with bounds. */
function integerText(options: { min: number; max: number }) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,9}$/, 'validation.integer'),
    v.transform(Number),
    v.minValue(options.min, 'validation.min'),
    v.maxValue(options.max, 'validation.max'),
  );
}

/** An optional whole number in a query string. */
export const queryInteger = (options: { min: number; max: number }) => v.optional(integerText(options));

/** A whole number in a query string, or the fallback when absent. */
export const queryIntegerOr = (fallback: number, options: { min: number; max: number }) => v.optional(integerText(options), String(fallback));

export const pageQuery = queryIntegerOr(1, { min: 1, max: 100_000 });
export const pageSizeQuery = (fallback: number) => queryIntegerOr(fallback, { min: 1, max: MAX_PAGE_SIZE });

/** Free text in a query string: in NFC without invisible characters, trimmed, at most 100 characters, absent when blank. */
export const keywordQuery = v.optional(
  v.pipe(
    v.string(),
    v.transform(cleanText),
    v.trim(),
    v.maxLength(100, 'validation.maxLength'),
    v.transform((value) => value || undefined),
  ),
);

/** Catalogue codes, given comma-separated (`CNN,XGB`) or repeated (`algorithms=CNN&algorithms=XGB`). */
export const codeListQuery = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())], 'validation.code'),
    v.transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
    v.array(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,12}$/, 'validation.code'))),
    v.maxLength(60, 'validation.code'),
  ),
);

/** The envelope every API response carries (admin spec §7). */
export const envelopeSchema = <T extends v.GenericSchema>(data: T) =>
  v.object({
    success: v.boolean(),
    message: v.string(),
    data,
    code: v.number(),
    status: v.number(),
  });
