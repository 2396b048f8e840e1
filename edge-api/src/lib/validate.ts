import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isWellFormedText } from '#core/text-safety.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

type Translate = AppEnv['Variables']['t'];

/**
 * The name of the field at `path`: the innermost key with a name in the catalogue (`user.phoneNumber`
 * reads as the mobile number, `historyTermAgreement.requiredTermsContent` as the consent), else the
 * innermost key as sent.
 */
function fieldLabel(path: readonly unknown[], t: Translate): string {
  const keys = path.filter((key): key is string => typeof key === 'string').reverse();
  const labelled = keys.find((key) => t(`field.${key}` as MessageKey) !== `field.${key}`);
  return labelled ? t(`field.${labelled}` as MessageKey) : (keys[0] ?? '');
}

/** The first issue of a failed parse as a 422 whose message names the field and its limit. */
export function validationError(issue: v.BaseIssue<unknown> | undefined, t: Translate): ApiError {
  const label = fieldLabel(
    (issue?.path ?? []).map((item) => item.key),
    t,
  );
  // a custom message is a catalogue key; a field that is absent altogether is "required"
  const custom = issue && t(issue.message as MessageKey) !== issue.message ? issue.message : undefined;
  const key = (custom ?? (issue && issue.input === undefined ? 'validation.required' : 'validation.invalid')) as MessageKey;
  const limit = typeof issue?.requirement === 'number' ? issue.requirement : '';
  return new ApiError(422, key, { field: label, min: limit, max: limit });
}

/**
 * Where the input holds text that is not Unicode (a lone surrogate, in a value or a key): the path of the
 * first such string, or null. Files of a form are not text.
 */
export function illFormedTextAt(value: unknown, path: readonly (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedTextAt(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object' || value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = isWellFormedText(key) ? illFormedTextAt(item, [...path, key]) : [...path, key];
    if (found) return found;
  }
  return null;
}

/**
 * Validates a part of the request with a shared valibot schema from core/ and documents it in the
 * OpenAPI document. A failure answers 422 with the message in the caller's language, never a 500.
 * Before the schema's own verdict, every string of the input as sent (body, query, form fields, path
 * parameters, whatever the schema does with them) must be Unicode: a lone surrogate (`"\ud800"` in JSON)
 * is refused naming its field, where storing it would have turned it into U+FFFD.
 */
export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(target: T, schema: S) {
  return validator(target, schema, (result, c) => {
    const t = (c as unknown as { var: AppEnv['Variables'] }).var.t;
    // the hook is handed the input as sent, whether the schema took it or not
    const input = (result as { data?: unknown }).data;
    const illFormed = illFormedTextAt(input);
    if (illFormed) throw new ApiError(422, 'validation.illFormedText', { field: fieldLabel(illFormed, t) });
    if (result.success) return;
    // the standard-schema issues lack valibot's requirement (the limit to name), so parse once more
    throw validationError(v.safeParse(schema, input).issues?.[0], t);
  });
}
