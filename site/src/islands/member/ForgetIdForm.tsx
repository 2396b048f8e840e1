// Find my ID (portal spec §2, §4; docs/identity.md, POST /api/public/find-username): the name and
// mobile number given at sign-up; the answer shows the matching addresses masked, and the full ID goes
// to each account's address by mail.
import { useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { findUsernameSchema } from '#core/schemas/account.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue, useSchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { showToast } from '../ui/toast-store.ts';
import type { forgetIdMessageKeys } from './message-keys.ts';
import './member.css';
import { PhoneField } from '../forms/PhoneField.tsx';

type Values = v.InferInput<typeof findUsernameSchema>;
type Output = v.InferOutput<typeof findUsernameSchema>;

export default function ForgetIdForm({ lang, messages }: { lang: Lang; messages: Record<(typeof forgetIdMessageKeys)[number], string> }) {
  const hrefs = memberHrefs(lang);
  const [found, setFound] = useState<readonly string[] | null>(null);
  const { register, field, handleSubmit, control, formRef, formState } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.findUsernameSchema),
    defaultValues: { name: '', phoneNumber: '' },
  });
  const phone = useFieldValue(control, 'phoneNumber');
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await callApi('POST /api/public/find-username', { body: values, lang });
      setFound(data.usernames);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  });

  if (found) {
    return (
      <div className="form-stack">
        <p className="member-status member-status--success" role="status">
          {messages['recovery.findIdFound']}
        </p>
        <ul aria-label={messages['recovery.findIdList']} className="member-found">
          {found.map((address) => (
            <li key={address}>{address}</li>
          ))}
        </ul>
        <div className="form-actions">
          <a className="button" href={hrefs.login}>
            {messages['recovery.backToLogin']}
          </a>
          <a className="button button--secondary" href={hrefs.forgetPassword}>
            {messages['login.findPassword']}
          </a>
        </div>
      </div>
    );
  }
  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={messages['field.name']}
        error={errorText(messages, errors['name'], messages['field.name'], 50)}
        autoComplete="name"
        maxLength={50}
        {...register('name')}
      />
      <PhoneField
        {...field('phoneNumber')}
        value={phone}
        label={messages['field.phoneNumber']}
        hint={messages['signUp.phoneHint']}
        error={errorText(messages, errors['phoneNumber'], messages['field.phoneNumber'])}
      />
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['recovery.sending'] : messages['recovery.findIdSubmit']}
      </button>
    </form>
  );
}
