// The words every island form shares: the schemas' message keys translated with the field's name, and
// the text of a failed call.
import { ApiFailure } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import type { formMessageKeys } from '../lib/message-keys.ts';
import type { FieldError } from './use-schema-form.ts';

export type FormMessages = Record<(typeof formMessageKeys)[number], string>;

/** A schema issue (its message is a catalogue key) in the page's language, naming the field. */
export function errorText(messages: FormMessages, error: FieldError | undefined, field: string, max?: number): string | undefined {
  if (!error) return undefined;
  const key = error.message as keyof FormMessages | undefined;
  return fillMessage(messages, key && key in messages ? key : 'api.validation', { field, max: max ?? '' });
}

/** How a form turns a field's error into its text. */
export type ErrorOf = (error: FieldError | undefined, label: string) => string | undefined;

/** A message the server or a check wrote is shown as it is; a schema's key is translated with the field's name. */
export const fieldErrorText =
  (messages: FormMessages): ErrorOf =>
  (error, label) =>
    error?.type === 'text' ? error.message : errorText(messages, error, label);

/** The message of a failed call: the server's (already translated), or the network message. */
export function failureText(error: unknown, messages: Pick<FormMessages, 'common.networkError' | 'api.validation'>): string {
  if (error instanceof ApiFailure) return error.status === 0 ? messages['common.networkError'] : error.message || messages['api.validation'];
  return messages['api.validation'];
}
