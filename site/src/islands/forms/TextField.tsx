// A labelled input of an island form (portal spec §5): its hint and error tied to it with
// aria-describedby, and the field marked required unless it may stay empty.
import { useId, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import './forms.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label for fields that may stay empty. */
  optionalText?: string | undefined;
  /** The `*` after a required field's label, where the form's lead says what it means (aria-required says it to a screen reader). */
  requiredMark?: boolean;
  /** Ids of more elements that describe the input (the password rules). */
  describedBy?: string | undefined;
  ref?: React.Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** A labelled input with its hint and error; spread `register(name)` or a controller's props into it. */
export function TextField({ label, error, hint, optionalText, requiredMark = false, describedBy, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {optionalText && <span className="form-optional"> {optionalText}</span>}
        {requiredMark && (
          <span className="form-required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        id={id}
        className="form-input"
        aria-invalid={error ? true : undefined}
        aria-required={optionalText ? undefined : true}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
