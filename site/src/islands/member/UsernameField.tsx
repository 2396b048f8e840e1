// The account's e-mail address as the sign-in, password recovery and change-password forms ask for it
// (portal spec §5): an address of at most 254 characters, offered by the browser's saved sign-ins.
import type { FieldError } from '../forms/field-error.ts';
import { errorText, type FormMessages } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import type { FieldRegistration } from '../forms/use-schema-form.ts';

const MAX_LENGTH = 254;

type Props = FieldRegistration & { messages: FormMessages & { 'field.username': string }; error: FieldError | undefined };

/** The username (e-mail) field; spread `register('username')` into it. */
export function UsernameField({ messages, error, ...registration }: Props) {
  const label = messages['field.username'];
  return (
    <TextField
      label={label}
      error={errorText(messages, error, label, MAX_LENGTH)}
      type="email"
      autoComplete="username"
      maxLength={MAX_LENGTH}
      {...registration}
    />
  );
}
