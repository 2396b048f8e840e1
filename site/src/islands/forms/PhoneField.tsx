// The mobile number input (portal spec §5): the member sees 3-4-4 groups, the form holds digits only
// (at most 11), and minus, plus, e and dot are refused as they are typed.
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { formatPhone, isBlockedNumberKey, PHONE_MAX_DIGITS, phoneDigits } from '../../lib/phone.ts';
import { TextField } from './TextField.tsx';

type Props<T extends FieldValues, N extends Path<T>> = ControllerRenderProps<T, N> & {
  label: string;
  error: string | undefined;
  hint?: string | undefined;
};

export function PhoneField<T extends FieldValues, N extends Path<T>>({ label, error, hint, ref, name, value, onChange, onBlur }: Props<T, N>) {
  return (
    <TextField
      label={label}
      error={error}
      hint={hint}
      ref={ref}
      name={name}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      // the digits plus the two dashes of the 3-4-4 display
      maxLength={PHONE_MAX_DIGITS + 2}
      value={formatPhone(typeof value === 'string' ? value : '')}
      onChange={(event) => onChange(phoneDigits(event.target.value))}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (isBlockedNumberKey(event.key)) event.preventDefault();
      }}
    />
  );
}
