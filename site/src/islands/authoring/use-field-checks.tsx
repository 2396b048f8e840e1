// The checks of a form held in plain state (a forum post or board, a partner question: portal spec §5):
// the messages found at a submit, each tied to its field, and the focus on the first field in error.
import { useId, useState, type ComponentProps, type InputHTMLAttributes, type ReactNode } from 'react';
import { SelectField } from './SelectField.tsx';

export function useFieldChecks<F extends string>(order: readonly F[]) {
  const uid = useId();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const errorId = (field: F) => `${uid}-${field}-error`;
  /** The ARIA of a field's input: required, invalid while in error, described by its error. */
  const aria = (field: F, required = true) => ({
    'aria-required': required || undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const errorLine = (field: F) =>
    errors[field] && (
      <p id={errorId(field)} className="form-error">
        {errors[field]}
      </p>
    );
  return {
    uid,
    errors,
    aria,
    errorLine,
    /** A required one-line input with its label (words and mark) and its error. */
    textInput: (field: F, label: ReactNode, input: InputHTMLAttributes<HTMLInputElement>) => (
      <div className="form-field" data-field={field}>
        <label htmlFor={`${uid}-${field}`}>{label}</label>
        <input id={`${uid}-${field}`} className="form-input" {...aria(field)} {...input} />
        {errorLine(field)}
      </div>
    ),
    /** A required choice with its label, mark and error. */
    select: (field: F, select: Omit<ComponentProps<typeof SelectField>, 'id' | 'dataField' | 'error'>) => (
      <SelectField id={`${uid}-${field}`} dataField={field} className="form-input" error={errors[field]} {...select} />
    ),
    /** Shows what a submit found; focuses the first field in error (its `data-field` wrapper). True when nothing was found. */
    report: (found: Partial<Record<F, string>>) => {
      setErrors(found);
      const first = order.find((field) => found[field]);
      if (!first) return true;
      document.querySelector<HTMLElement>(`[data-field="${first}"] :is(select, input, textarea, [contenteditable])`)?.focus();
      return false;
    },
  };
}

/** Rich text with no words in it (only tags or spaces) counts as empty. */
export const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';
