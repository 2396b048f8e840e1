// The new password of sign-up, change and reset (portal spec §5): the field, the live list of the
// rules it must meet, and its confirmation.
import { useId } from 'react';
import { brokenPasswordRules, PASSWORD_MAX, passwordRules } from '#core/auth/password-policy.ts';
import { errorText, type FormMessages } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import type { FieldErrors, FieldRegistration } from '../forms/use-schema-form.ts';
import type { passwordRuleMessageKeys } from './message-keys.ts';
import './member.css';

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

/** The form's field of the new password: `password` at sign-up, `newPassword` when changing; its confirmation is `confirmPassword`. */
type NewPasswordField = 'password' | 'newPassword';

type NewPasswordFieldsProps<F extends NewPasswordField> = {
  field: F;
  /** The form's `register`, for the new password and its confirmation. */
  register: (name: F | 'confirmPassword') => FieldRegistration;
  /** The new password as typed, for the live rules. */
  value: string;
  errors: FieldErrors;
  messages: FormMessages & Record<(typeof passwordRuleMessageKeys)[number] | PasswordRuleKey | 'field.confirmPassword' | `field.${F}`, string>;
};

type PasswordRuleKey = (typeof passwordRules)[number]['key'];

/** A new password, the rules it must meet (marked while typing) and its confirmation: sign-up, change and reset. */
export function NewPasswordFields<F extends NewPasswordField>({ field, register, value, errors, messages }: NewPasswordFieldsProps<F>) {
  const rulesId = useId();
  const label = messages[`field.${field}`];
  const confirmLabel = messages['field.confirmPassword'];
  return (
    <>
      <TextField
        label={label}
        error={errorText(messages, errors[field], label)}
        describedBy={rulesId}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...register(field)}
      />
      <PasswordRules id={rulesId} password={value} messages={messages} />
      <TextField
        label={confirmLabel}
        error={errorText(messages, errors['confirmPassword'], confirmLabel)}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...register('confirmPassword')}
      />
    </>
  );
}
