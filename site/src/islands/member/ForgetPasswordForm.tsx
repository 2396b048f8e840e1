// Reset my password, step 1 (portal spec §2; docs/identity.md, POST /api/public/find-password): the
// address; the server answers the same whether or not it has an account, and mails a reset link.
import { useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { forgotPasswordSchema } from '#core/schemas/account.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { failureText } from '../forms/form-messages.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { showToast } from '../ui/toast-store.ts';
import type { forgetPasswordMessageKeys } from './message-keys.ts';
import { UsernameField } from './UsernameField.tsx';
import './member.css';

type Values = v.InferInput<typeof forgotPasswordSchema>;
type Output = v.InferOutput<typeof forgotPasswordSchema>;

export default function ForgetPasswordForm({ lang, messages }: { lang: Lang; messages: Record<(typeof forgetPasswordMessageKeys)[number], string> }) {
  const hrefs = memberHrefs(lang);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formRef, formState } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.forgotPasswordSchema),
    defaultValues: { username: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await callApi('POST /api/public/find-password', { body: values, lang });
      setSent(true);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  });

  if (sent) {
    return (
      <div className="form-stack">
        <p className="member-status member-status--success" role="status">
          {messages['recovery.findPasswordSent']}
        </p>
        <a className="button" href={hrefs.login}>
          {messages['recovery.backToLogin']}
        </a>
      </div>
    );
  }
  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <UsernameField messages={messages} error={errors['username']} {...register('username')} />
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['recovery.sending'] : messages['recovery.findPasswordSubmit']}
      </button>
    </form>
  );
}
