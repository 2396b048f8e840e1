// Two one-line inputs or two plain textareas of a bilingual field (a title, a how-to-use address or
// source code), side by side, reached in order with the keyboard.
import { useId } from 'react';
import type { FieldRegistration } from '../forms/use-schema-form.ts';
import { ErrorText, Group, requires, VariantLabel, variants, type BilingualMessages, type Errors, type Required, type Variant } from './bilingual-parts.tsx';

type TextProps = {
  field: string;
  /** The form's registrations of the two variants (`register('titleKr')`, `register('titleEn')`). */
  registrations: Record<Variant, FieldRegistration>;
  errors: Errors;
  messages: BilingualMessages;
  required?: Required;
  maxLength?: number;
  /** A textarea (source code) instead of a one-line input. */
  multiline?: boolean;
  type?: 'text' | 'url';
  hint?: string | undefined;
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
