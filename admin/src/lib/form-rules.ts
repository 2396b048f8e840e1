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

export function schemaRule(schema: v.GenericSchema, t: TFunction, field: string): FormRule {
  return checkRule((value) => {
    const result = v.safeParse(schema, value ?? '');
    if (result.success) return null;
    const issue = result.issues[0];
    const limit = typeof issue.requirement === 'number' ? issue.requirement : '';
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    return t(key, { field, min: limit, max: limit });
  });
}
