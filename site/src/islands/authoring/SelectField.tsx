// A labelled choice of an authoring form (a category, a board, a type): its first option asks to choose,
// and its error is tied to it with aria-describedby. Spread `register(name)` or value and onChange into it.
import type { ReactNode, SelectHTMLAttributes } from 'react';

export type ChoiceOption = { value: string; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  /** The label's content (its words). */
  label: ReactNode;
  /** The form's required mark, after the label's words. */
  mark?: ReactNode;
  options: readonly ChoiceOption[];
  /** The empty first option ("Choose a category"); none where a value is always chosen. */
  placeholder?: string;
  error?: string | undefined;
  /** Names the field for the form's own focus on its first error. */
  dataField?: string;
};

export function SelectField({ id, label, mark, options, placeholder, error, dataField, className = 'form-select', ...select }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field" data-field={dataField}>
      <label htmlFor={id}>
        {label}
        {mark}
      </label>
      <select
        id={id}
        className={className}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
