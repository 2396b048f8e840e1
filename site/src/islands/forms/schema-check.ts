// What the form hook (use-schema-form.ts) needs of valibot to run a shared schema. Loaded with the
// form's schema when the form is first used, so a screen ships no validation code before then.
import * as v from 'valibot';
import type { FieldError } from './field-error.ts';

/** The first issue of each path, every pipe run to its end (so a confirmation is checked with the rest). */
export function checkValues<O>(schema: v.GenericSchema<unknown, O>, values: unknown): { errors: Record<string, FieldError>; output?: O } {
  const result = v.safeParse(schema, values, { abortPipeEarly: false });
  if (result.success) return { errors: {}, output: result.output };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !errors[path]) errors[path] = { type: issue.type, message: issue.message };
  }
  return { errors };
}
