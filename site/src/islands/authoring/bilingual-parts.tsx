// The pieces of the bilingual fields of the authoring forms (portal spec §3: every text has a Kr and an En
// variant): one group per field, named by the field, holding the Korean and the English input side by
// side. Each input's name says both ("Title (Korean)") while the visible label shows the language.
import type { ReactNode } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { ErrorOf } from '../forms/form-messages.ts';
import type { FieldError } from '../forms/use-schema-form.ts';
import { RequiredMark, requiredMarkMessageKeys } from './RequiredMark.tsx';

export const bilingualMessageKeys = ['editor.langKo', 'editor.langEn', ...requiredMarkMessageKeys] as const satisfies readonly MessageKey[];
export type BilingualMessages = Record<(typeof bilingualMessageKeys)[number], string>;
type Messages = BilingualMessages;

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
export function VariantLabel({
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

/**
 * Which variants must be filled: both (`true`), neither (`false`), or one language alone (`'Kr'`: the
 * partner FAQ, whose English text is optional).
 */
export type Required = boolean | Variant;
export const requires = (required: Required, variant: Variant) => required === true || required === variant;

export function Group({ field, required, messages, children }: { field: string; required: Required; messages: Messages; children: ReactNode }) {
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

export type Errors = Partial<Record<Variant, string | undefined>>;

export function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="form-error">
      {text}
    </p>
  ) : null;
}

/** The two variants' errors of a field, translated by the form. */
export function pairErrors(errorOf: ErrorOf, field: string, messages: Messages, errors: Partial<Record<Variant, FieldError | undefined>>): Errors {
  return { Kr: errorOf(errors.Kr, variantLabel(field, 'Kr', messages)), En: errorOf(errors.En, variantLabel(field, 'En', messages)) };
}
