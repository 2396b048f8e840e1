// The mobile number input (portal spec §5): the member sees 3-4-4 groups, the form holds digits only
// (at most 11), and minus, plus, e and dot are refused as they are typed.
import { formatPhone, isBlockedNumberKey, PHONE_MAX_DIGITS, phoneDigits } from '../../lib/phone.ts';
import { TextField } from './TextField.tsx';
import type { ControlledField } from './use-schema-form.ts';

type Props = ControlledField<string> & {
  value: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
};

export function PhoneField({ label, error, hint, ref, name, value, onChange, onBlur }: Props) {
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
      value={formatPhone(value)}
      onChange={(event) => onChange(phoneDigits(event.target.value))}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (isBlockedNumberKey(event.key)) event.preventDefault();
      }}
    />
  );
}
