// A required choice of catalogue codes (industry, algorithm; portal spec §5) or of other stories
// (related materials): a group of checkboxes named by its legend, with a search box that narrows a
// long list (about 50 algorithms) without forgetting what was chosen, and the count of chosen items.
import { useId, useState } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import { fillMessage } from '../lib/fill-message.ts';

export const codeChecklistMessageKeys = [
  'editor.codeFilter',
  'editor.codeSelected',
  'editor.codeNoMatch',
  'editor.requiredMark',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof codeChecklistMessageKeys)[number], string>;

export type Option = { value: string; label: string; hint?: string };

type Props = {
  legend: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  messages: Messages;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  /** Most that may be chosen (related stories: 12); further boxes are disabled. */
  max?: number;
  disabled?: boolean;
};

/** Lists of more entries than this get the search box. */
const FILTER_FROM = 10;

export function CodeChecklist({ legend, options, selected, onChange, onBlur, messages, required = false, error, hint, max, disabled = false }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set(selected);
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((option) => `${option.label} ${option.value}`.toLowerCase().includes(needle)) : options;
  const full = max !== undefined && chosen.size >= max;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const toggle = (value: string, on: boolean) => {
    // keep the catalogue's order, whatever the order of clicks
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };

  return (
    <fieldset className="authoring-codes" aria-describedby={describedBy} onBlur={onBlur}>
      <legend className="authoring-legend">
        {legend}
        {required && (
          <span className="authoring-required">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">({messages['editor.requiredMark']})</span>
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {options.length > FILTER_FROM && (
        <div className="form-field authoring-filter">
          <label htmlFor={`${id}-filter`}>{fillMessage(messages, 'editor.codeFilter', { field: legend })}</label>
          <input id={`${id}-filter`} className="form-input" type="search" value={query} autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
        </div>
      )}
      <p id={`${id}-count`} className="form-hint" aria-live="polite">
        {fillMessage(messages, 'editor.codeSelected', { count: chosen.size })}
      </p>
      {shown.length === 0 ? (
        <p className="form-hint">{messages['editor.codeNoMatch']}</p>
      ) : (
        <ul className="authoring-options">
          {shown.map((option) => {
            const on = chosen.has(option.value);
            return (
              <li key={option.value}>
                <label className="form-check">
                  <input
                    type="checkbox"
                    value={option.value}
                    checked={on}
                    disabled={disabled || (full && !on)}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <span>
                    {option.label}
                    {option.hint && <span className="form-hint"> {option.hint}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
