// A bilingual field of the authoring forms (portal spec §3: every text has a Kr and an En variant):
// one group per field, named by the field, holding the Korean and the English input side by side.
// Each input's name says both ("Title (Korean)") while the visible label shows the language, so both
// variants stay in the form and are reached in order with the keyboard.
import { useId, type ReactNode } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { ControlledField, FieldError, FieldErrors, FieldRegistration } from '../forms/use-schema-form.ts';
import { RichTextEditor, richTextEditorMessageKeys } from '../rich-text/RichTextEditor.tsx';

export const bilingualMessageKeys = [
  'editor.langKo',
  'editor.langEn',
  'editor.requiredMark',
  ...richTextEditorMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof bilingualMessageKeys)[number], string>;

export type Variant = 'Kr' | 'En';
export const variants: readonly Variant[] = ['Kr', 'En'];

/** "Title (Korean)", as the input's label reads it; the visible part is the language. */
export const variantLabel = (field: string, variant: Variant, messages: Messages) =>
  `${field} (${messages[variant === 'Kr' ? 'editor.langKo' : 'editor.langEn']})`;

/**
 * The visible label shows the language; the input is named by a hidden element holding both parts
 * ("Title (Korean)"), referenced with aria-labelledby (hidden elements still name what points at them),
 * so the name reads whole instead of in pieces of visually hidden text.
 */
function VariantLabel({
  nameId,
  htmlFor,
  field,
  variant,
  messages,
  required = false,
}: {
  nameId: string;
  htmlFor?: string;
  field: string;
  variant: Variant;
  messages: Messages;
  /** This variant alone is required (a partner FAQ's Korean text): the mark sits by the language. */
  required?: boolean;
}) {
  const language = messages[variant === 'Kr' ? 'editor.langKo' : 'editor.langEn'];
  const mark = required && <RequiredMark messages={messages} />;
  return (
    <>
      {htmlFor ? (
        <label htmlFor={htmlFor} className="authoring-variant">
          {language}
          {mark}
        </label>
      ) : (
        <span className="authoring-variant" aria-hidden="true">
          {language}
          {mark}
        </span>
      )}
      <span id={nameId} hidden>
        {variantLabel(field, variant, messages)}
      </span>
    </>
  );
}

function RequiredMark({ messages }: { messages: Messages }) {
  return (
    <span className="authoring-required">
      {' '}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({messages['editor.requiredMark']})</span>
    </span>
  );
}

/**
 * Which variants must be filled: both (`true`), neither (`false`), or one language alone (`'Kr'`: the
 * partner FAQ, whose English text is optional).
 */
export type Required = boolean | Variant;
const requires = (required: Required, variant: Variant) => required === true || required === variant;

function Group({ field, required, messages, children }: { field: string; required: Required; messages: Messages; children: ReactNode }) {
  return (
    <fieldset className="authoring-pair">
      <legend className="authoring-legend">
        {field}
        {required === true && <RequiredMark messages={messages} />}
      </legend>
      <div className="authoring-pair-grid">{children}</div>
    </fieldset>
  );
}

type Errors = Partial<Record<Variant, string | undefined>>;

function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="form-error">
      {text}
    </p>
  ) : null;
}

type TextProps = {
  field: string;
  /** The form's registrations of the two variants (`register('titleKr')`, `register('titleEn')`). */
  registrations: Record<Variant, FieldRegistration>;
  errors: Errors;
  messages: Messages;
  required?: Required;
  maxLength?: number;
  /** A textarea (source code) instead of a one-line input. */
  multiline?: boolean;
  type?: 'text' | 'url';
  hint?: string;
  disabled?: boolean;
};

/** Two one-line inputs (title, a how-to-use address) or two plain textareas (source code). */
export function BilingualText({
  field,
  registrations,
  errors,
  messages,
  required = false,
  maxLength,
  multiline = false,
  type = 'text',
  hint,
  disabled,
}: TextProps) {
  const id = useId();
  return (
    <Group field={field} required={required} messages={messages}>
      {variants.map((variant) => {
        const inputId = `${id}-${variant}`;
        const describedBy = [hint ? `${id}-hint` : '', errors[variant] ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
        const common = {
          id: inputId,
          className: multiline ? 'form-input authoring-code' : 'form-input',
          lang: variant === 'Kr' ? 'ko' : 'en',
          maxLength,
          disabled,
          'aria-required': requires(required, variant) || undefined,
          'aria-invalid': errors[variant] ? true : undefined,
          'aria-labelledby': `${inputId}-name`,
          'aria-describedby': describedBy,
          ...registrations[variant],
        };
        return (
          <div key={variant} className="form-field">
            <VariantLabel nameId={`${inputId}-name`} htmlFor={inputId} field={field} variant={variant} messages={messages} required={required === variant} />
            {multiline ? <textarea rows={8} spellCheck={false} {...common} /> : <input type={type} {...common} />}
            <ErrorText id={`${inputId}-error`} text={errors[variant]} />
          </div>
        );
      })}
      {hint && (
        <p id={`${id}-hint`} className="form-hint authoring-pair-hint">
          {hint}
        </p>
      )}
    </Group>
  );
}

type RichProps = {
  field: string;
  /** The form's fields of the two variants (`field('overviewKr')`, `field('overviewEn')`). */
  fields: Record<Variant, ControlledField<string>>;
  /** The stored HTML of each variant when the form starts (edit pages). */
  initial: Record<Variant, string>;
  errors: Errors;
  messages: Messages;
  disabled?: boolean;
  /** Marked required (an FAQ's answer); most rich texts may stay empty. */
  required?: Required;
};

/** Two rich-text editors (overview, pain point…). */
export function BilingualRichText({ field, fields, initial, errors, messages, disabled, required = false }: RichProps) {
  const id = useId();
  return (
    <Group field={field} required={required} messages={messages}>
      {variants.map((variant) => {
        const labelId = `${id}-${variant}-label`;
        const errorId = `${id}-${variant}-error`;
        return (
          <div key={variant} className="form-field">
            <VariantLabel nameId={labelId} field={field} variant={variant} messages={messages} required={required === variant} />
            <RichTextEditor
              labelId={labelId}
              fieldLabel={variantLabel(field, variant, messages)}
              initialHtml={initial[variant]}
              onChange={fields[variant].onChange}
              onBlur={fields[variant].onBlur}
              messages={messages}
              describedBy={errors[variant] ? errorId : undefined}
              invalid={Boolean(errors[variant])}
              disabled={disabled}
            />
            <ErrorText id={errorId} text={errors[variant]} />
          </div>
        );
      })}
    </Group>
  );
}

/** The two variants' errors of a field, translated by the form. */
export function pairErrors(
  errorOf: (error: FieldError | undefined, label: string) => string | undefined,
  field: string,
  messages: Messages,
  errors: Partial<Record<Variant, FieldError | undefined>>,
): Errors {
  return { Kr: errorOf(errors.Kr, variantLabel(field, 'Kr', messages)), En: errorOf(errors.En, variantLabel(field, 'En', messages)) };
}

/** How a form turns a field's error into its text (a server's message as it is, a schema's key translated). */
export type ErrorOf = (error: FieldError | undefined, label: string) => string | undefined;

/**
 * The rich-text fields of a kind of content, in order: each a Korean and an English editor, named
 * `<stem>Kr` and `<stem>En` in the form, with its label and its errors.
 */
export function BilingualRichTextFields<Stem extends string>({
  fields,
  field,
  initial,
  errors,
  errorOf,
  messages,
}: {
  fields: readonly { stem: Stem; label: string }[];
  /** The form's `field`, for each variant of each stem. */
  field: (name: `${Stem}${Variant}`) => ControlledField<string>;
  initial: Readonly<Record<string, unknown>>;
  errors: FieldErrors;
  errorOf: ErrorOf;
  messages: Messages;
}) {
  const text = (name: string) => {
    const value = initial[name];
    return typeof value === 'string' ? value : '';
  };
  const errorAt = (name: string) => errors[name];
  return fields.map(({ stem, label }) => (
    <BilingualRichText
      key={stem}
      field={label}
      fields={{ Kr: field(`${stem}Kr`), En: field(`${stem}En`) }}
      initial={{ Kr: text(`${stem}Kr`), En: text(`${stem}En`) }}
      errors={pairErrors(errorOf, label, messages, { Kr: errorAt(`${stem}Kr`), En: errorAt(`${stem}En`) })}
      messages={messages}
    />
  ));
}
