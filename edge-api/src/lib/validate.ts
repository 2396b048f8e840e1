import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

/** The first issue of a failed parse as a 422 whose message names the field and its limit. */
export function validationError(issue: v.BaseIssue<unknown> | undefined, t: AppEnv['Variables']['t']): ApiError {
  // the innermost field with a name in the catalogue: `user.phoneNumber` reads as the mobile number,
  // `historyTermAgreement.requiredTermsContent` as the consent
  const keys = (issue?.path ?? [])
    .map((item) => item.key)
    .filter((key): key is string => typeof key === 'string')
    .reverse();
  const labelled = keys.find((key) => t(`field.${key}` as MessageKey) !== `field.${key}`);
  const label = labelled ? t(`field.${labelled}` as MessageKey) : (keys[0] ?? '');
  // a custom message is a catalogue key; a field that is absent altogether is "required"
  const custom = issue && t(issue.message as MessageKey) !== issue.message ? issue.message : undefined;
  const key = (custom ?? (issue && issue.input === undefined ? 'validation.required' : 'validation.invalid')) as MessageKey;
  const limit = typeof issue?.requirement === 'number' ? issue.requirement : '';
  return new ApiError(422, key, { field: label, min: limit, max: limit });
}

/**
 * Validates a part of the request with a shared valibot schema from core/ and documents it in the
 * OpenAPI document. A failure answers 422 with the message in the caller's language, never a 500.
 */
export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(target: T, schema: S) {
  return validator(target, schema, (result, c) => {
    if (result.success) return;
    // the standard-schema issues lack valibot's requirement (the limit to name), so parse once more
    const parsed = v.safeParse(schema, (result as { data?: unknown }).data);
    throw validationError(parsed.issues?.[0], (c as unknown as { var: AppEnv['Variables'] }).var.t);
  });
}
