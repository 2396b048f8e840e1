import * as v from 'valibot';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { cleanText, hasInvisibleCharacters, isWellFormedText, normalizeText } from '../text-safety.ts';

// Messages here are keys of the message catalogues (validation.*); the API and the pages translate them,
// with the field name and the requirement as values.

/**
 * Refuses text that is not Unicode (a lone surrogate) with a message naming the field, in the browser's
 * forms as the API does for every input (edge-api/src/lib/validate.ts): stored, it would become U+FFFD.
 */
export const wellFormedText = () => v.check(isWellFormedText, 'validation.illFormedText');

/**
 * Text a person types, as it is stored (core/text-safety.ts): Unicode, in NFC, and refused with a message
 * when it holds a character a reader cannot see (a control character, a text-direction override; in one
 * line, a line break too). Pipe trimming and lengths after it.
 */
export const typedText = (options: { singleLine: boolean; message?: string }) =>
  v.pipe(
    v.string(options.message),
    wellFormedText(),
    v.transform(normalizeText),
    v.check((text) => !hasInvisibleCharacters(text, { singleLine: options.singleLine }), 'validation.invisibleCharacters'),
  );

/** A required line of typed text (a name, a title), trimmed, at most `max` characters. */
export const requiredLine = (max: number) =>
  v.pipe(
    typedText({ singleLine: true, message: 'validation.required' }),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.maxLength'),
  );

/** An optional line of typed text, trimmed, at most `max` characters; empty when absent. */
export const optionalLine = (max: number) => v.optional(v.pipe(typedText({ singleLine: true }), v.trim(), v.maxLength(max, 'validation.maxLength')), '');

/** Rich text as stored: Unicode, in NFC, invisible characters taken out (pasted text brings them; the sanitiser does the rest). */
export const richTextInput = (max: number) => v.pipe(v.string(), wellFormedText(), v.maxLength(max, 'validation.maxLength'), v.transform(cleanText));

/** The largest id a row may have (SQLite and D1 integers are 64-bit, but ids of the spec's clients are 32-bit). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row's id in a body (the account to change, the owner to move content to); `message` names what is wrong. */
export const recordIdNumber = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_RECORD_ID, message));

/** The id of an item a payload names: the one an update changes, a related one. */
export const itemId = v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'));

/** A row's id as an address gives it (`/detail/42`, `?id=42`): digits without a leading zero, within MAX_RECORD_ID; null otherwise. */
export function parseRecordId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A path parameter `:id` of a row (DELETE /api/admin/success-story/:id): a 422 names it when it is not one. */
export const recordIdParam = v.object({
  id: v.pipe(
    v.string(),
    v.check((text) => parseRecordId(text) !== null, 'validation.invalid'),
    v.transform((text) => Number(text)),
  ),
});

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

/** Free text in a query string: Unicode, in NFC without invisible characters, trimmed, at most 100 characters, absent when blank. */
export const keywordQuery = v.optional(
  v.pipe(
    v.string(),
    wellFormedText(),
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

/** The answer of a save or a delete that names only the row it changed. */
export const savedId = v.object({ id: v.number() });

/** A row's id in a query string (`?id=42`). */
export const recordIdQuery = queryInteger({ min: 1, max: MAX_RECORD_ID });

/** The envelope every API response carries (admin spec §7): declared once, for every layer. */
export type Envelope<T> = { success: boolean; message: string; data: T; code: number; status: number };

/** The envelope's schema, for the API's OpenAPI document (its output type is `Envelope`: core/schemas/contract.test.ts). */
export const envelopeSchema = <T extends v.GenericSchema>(data: T) =>
  v.object({
    success: v.boolean(),
    message: v.string(),
    data,
    code: v.number(),
    status: v.number(),
  });

/** One page of a list, for every list call and page: its items, the total, and the page count. */
/**
 * A page of a list. `more` is set by the lists that count only so far (the console's histories,
 * HISTORY_WINDOW): more records match than `total`, and the filters must narrow to reach them.
 */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalPages: number; more?: boolean };

/** A page's schema, for the OpenAPI document (its output type is `Page`). */
export const pageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
    totalPages: v.pipe(v.number(), v.description('at least 1: an empty list has one, empty, page')),
    more: v.optional(
      v.pipe(v.boolean(), v.description('a history list counted only so far: more records match than `total`; narrow the filters to reach them')),
    ),
  });

/** A page of a list; an empty list has one, empty, page (so page 1 always exists). */
export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A bilingual text field of a view: `<name>Kr` and `<name>En` (portal spec §1: each content field has both). */
export const bilingualText = <K extends string>(name: K) =>
  ({ [`${name}Kr`]: v.string(), [`${name}En`]: v.string() }) as Record<`${K}Kr` | `${K}En`, v.StringSchema<undefined>>;

/**
 * A field the form always sends: when a caller leaves it out, the answer names it with its own message
 * (valibot's object reports a missing key with the object's message otherwise).
 */
export const requiredField = <S extends v.GenericSchema>(schema: S, message: string) =>
  v.pipe(
    // a default makes the object run the pipe for a missing key
    v.optional(v.unknown(), null),
    v.check((value) => value !== null, message),
    schema,
  );
