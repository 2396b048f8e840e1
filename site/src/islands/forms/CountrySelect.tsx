// The dialling prefix of the mobile number (portal spec §3, §5): the seeded countries, Korea first.
// Several countries share a prefix (+1), so the select keeps the country and the form its prefix.
import { memo, useId, useMemo, useState } from 'react';
import type { ControlledField } from './use-schema-form.ts';
import './forms.css';

export type Country = { iso2: string; dialCode: string; name: string };

type Props = ControlledField<string> & {
  countries: readonly Country[];
  /** The country chosen at first ('' for none: the placeholder option is shown). */
  initialIso: string;
  label: string;
  placeholder: string;
  error: string | undefined;
};

function CountrySelectField({ countries, initialIso, label, placeholder, error, ref, name, onChange, onBlur }: Props) {
  const id = useId();
  const [iso, setIso] = useState(initialIso);
  // some 240 options: built once, so a re-render of the select does not walk them again
  const options = useMemo(
    () =>
      countries.map((item) => (
        <option key={item.iso2} value={item.iso2}>
          {item.name} ({item.dialCode})
        </option>
      )),
    [countries],
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={ref}
        name={name}
        className="form-select"
        autoComplete="tel-country-code"
        value={iso}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={onBlur}
        onChange={(event) => {
          setIso(event.target.value);
          onChange(countries.find((item) => item.iso2 === event.target.value)?.dialCode ?? '');
        }}
      >
        {initialIso === '' && <option value="">{placeholder}</option>}
        {options}
      </select>
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The country select; memoised, so typing in the form's other fields does not re-render its long list
 * (give it the form's stable `field('country')`).
 */
export const CountrySelect = memo(CountrySelectField);
