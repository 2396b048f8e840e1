// Form rules from the shared valibot schemas of core/ (CONVENTIONS.md: one schema for the form and the
// API): the first issue becomes the field's message, in the admin's language.
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import * as v from 'valibot';

/** A rule failing with a translated message whenever `broken` says so. */
export function checkRule(broken: (value: unknown) => string | null): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = broken(value);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/**
 * A rule failing with the first issue's message, as the API answers it (edge-api/src/lib/validate.ts): the
 * message key the schema names when the console's messages have it, else `validation.invalid`.
 */
export function schemaRule(schema: v.GenericSchema, t: TFunction, field: string): FormRule {
  return checkRule((value) => {
    const result = v.safeParse(schema, value ?? '');
    if (result.success) return null;
    const issue = result.issues[0];
    const limit = typeof issue.requirement === 'number' ? issue.requirement : '';
    const values = { field, min: limit, max: limit };
    const text = t(issue.message, values);
    return text === issue.message ? t('validation.invalid', values) : text;
  });
}
