// A form's errors, apart from the form hook (use-schema-form.ts) so that the schema check it loads later
// (schema-check.ts) names them without importing the hook back.

/** An error of one field: a schema's message key, or a text already translated (`type: 'text'`). */
export type FieldError = { type: string; message: string };
/** The errors of a form by field path (`user.name`). */
export type FieldErrors = Readonly<Partial<Record<string, FieldError>>>;
