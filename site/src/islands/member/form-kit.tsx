// What every member form shares (portal spec §5): labelled fields whose hint and error are tied with
// aria-describedby, the schemas' message keys translated with the field's name, focus moved to the
// first invalid field, the live list of password rules, and the text of a failed call.
import { useEffect, useId, useRef, useSyncExternalStore, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { brokenPasswordRules, PASSWORD_MAX, passwordRules } from '#core/auth/password-policy.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { ApiFailure } from '../lib/api-client.ts';
import './member.css';

/** The keys a form needs to translate what the shared schemas emit, and a failed call. */
export const formMessageKeys = [
  'validation.required',
  'validation.email',
  'validation.phone',
  'validation.maxLength',
  'validation.invalid',
  'validation.invisibleCharacters',
  'validation.token',
  'validation.passwordLength',
  'validation.passwordMix',
  'validation.passwordDigitRun',
  'validation.passwordRepeat',
  'validation.passwordConfirm',
  'validation.passwordSame',
  'auth.requiredTermsMissing',
  'api.validation',
  'common.networkError',
  'signUp.optional',
] as const satisfies readonly MessageKey[];

export const passwordRuleMessageKeys = ['signUp.passwordRulesTitle', 'signUp.ruleMet', 'signUp.ruleNotMet'] as const satisfies readonly MessageKey[];

type FormMessages = Record<(typeof formMessageKeys)[number], string>;

/** `{{name}}` placeholders filled in, as i18next does for the pages. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A schema issue (its message is a catalogue key) in the page's language, naming the field. */
export function errorText(messages: FormMessages, error: FieldError | undefined, field: string, max?: number): string | undefined {
  if (!error) return undefined;
  const key = error.message as keyof FormMessages | undefined;
  const template = key && key in messages ? messages[key] : messages['api.validation'];
  return fill(template, { field, max: max ?? '' });
}

/** The message of a failed call: the server's (already translated), or the network message. */
export function failureText(error: unknown, messages: Pick<FormMessages, 'common.networkError' | 'api.validation'>): string {
  if (error instanceof ApiFailure) return error.status === 0 ? messages['common.networkError'] : error.message || messages['api.validation'];
  return messages['api.validation'];
}

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the address's query, session storage), read while rendering: null in
 * the pre-rendered HTML and during hydration, then the browser's value. The pages are pre-rendered, so
 * the mailed link's `?token=` is read here rather than on the server.
 */
export function useBrowserValue(read: () => string | null): string | null {
  return useSyncExternalStore(noSubscription, read, () => null);
}

/** After a refused submit, focus the first field marked invalid (in page order) once it is rendered. */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (target) {
      pending.current = false;
      target.focus();
    }
  });
  return {
    formRef,
    onInvalid: () => {
      pending.current = true;
    },
  };
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label for fields that may stay empty. */
  optionalText?: string | undefined;
  /** Ids of more elements that describe the input (the password rules). */
  describedBy?: string | undefined;
  ref?: React.Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** A labelled input with its hint and error; spread `register(name)` or a controller's props into it. */
export function TextField({ label, error, hint, optionalText, describedBy, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className="member-field">
      <label htmlFor={id}>
        {label}
        {optionalText && <span className="member-optional"> {optionalText}</span>}
      </label>
      <input
        id={id}
        className="member-input"
        aria-invalid={error ? true : undefined}
        aria-required={optionalText ? undefined : true}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="member-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="member-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The password rules of portal spec §5, each marked as met or not while the member types. */
export function PasswordRules({ id, password, messages }: { id: string; password: string; messages: Record<string, string> }) {
  const broken = new Set(brokenPasswordRules(password));
  return (
    <div id={id} className="member-rules">
      <p className="member-rules-title">{messages['signUp.passwordRulesTitle']}</p>
      <ul>
        {passwordRules.map((rule) => {
          const met = password !== '' && !broken.has(rule.key);
          return (
            <li key={rule.key} className={met ? 'member-rule member-rule--met' : 'member-rule'}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {messages[rule.key]}
              <span className="visually-hidden"> ({met ? messages['signUp.ruleMet'] : messages['signUp.ruleNotMet']})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type NewPasswordFieldsProps = {
  /** The new password's label (`field.password` at sign-up, `field.newPassword` when changing). */
  label: string;
  /** `register('newPassword')` and `register('confirmPassword')` of the form. */
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** The new password as typed, for the live rules. */
  value: string;
  errors: { password?: FieldError | undefined; confirmation?: FieldError | undefined };
  messages: FormMessages & Record<(typeof passwordRuleMessageKeys)[number] | PasswordRuleKey | 'field.confirmPassword', string>;
};

type PasswordRuleKey = (typeof passwordRules)[number]['key'];

/** A new password, the rules it must meet (marked while typing) and its confirmation: sign-up, change and reset. */
export function NewPasswordFields({ label, password, confirmation, value, errors, messages }: NewPasswordFieldsProps) {
  const rulesId = useId();
  const confirmLabel = messages['field.confirmPassword'];
  return (
    <>
      <TextField
        label={label}
        error={errorText(messages, errors.password, label)}
        describedBy={rulesId}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...password}
      />
      <PasswordRules id={rulesId} password={value} messages={messages} />
      <TextField
        label={confirmLabel}
        error={errorText(messages, errors.confirmation, confirmLabel)}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...confirmation}
      />
    </>
  );
}
