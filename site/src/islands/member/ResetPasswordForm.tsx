// Reset my password, step 2 (docs/identity.md, POST /api/v1/users/reset-password): the mailed link
// lands here with `?token=`; the member chooses a new password and goes to /login, where a toast says
// the password was reset. The page is pre-rendered, so the token is read here from the address.
import type * as v from 'valibot';
import { isToken } from '#core/auth/token.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { resetPasswordSchema } from '#core/schemas/account.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { useFieldValue, useSchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { showToast } from '../ui/toast-store.ts';
import type { resetPasswordMessageKeys } from './message-keys.ts';
import { NewPasswordFields } from './PasswordFields.tsx';
import './member.css';

type Messages = Record<(typeof resetPasswordMessageKeys)[number], string>;
type Values = v.InferInput<typeof resetPasswordSchema>;
type Output = v.InferOutput<typeof resetPasswordSchema>;

export default function ResetPasswordForm({ lang, messages }: { lang: Lang; messages: Messages }) {
  const search = useBrowserValue(() => window.location.search);
  if (search === null) return null;
  const token = new URLSearchParams(search).get('token') ?? '';
  if (!isToken(token)) {
    return (
      <div className="form-stack">
        <p className="member-status member-status--error">{messages['recovery.resetMissingToken']}</p>
        <a className="button" href={memberHrefs(lang).forgetPassword}>
          {messages['recovery.askNewLink']}
        </a>
      </div>
    );
  }
  return <NewPasswordForm lang={lang} messages={messages} token={token} />;
}

function NewPasswordForm({ lang, messages, token }: { lang: Lang; messages: Messages; token: string }) {
  const { register, handleSubmit, control, formRef, formState } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.resetPasswordSchema),
    validateOn: 'touched',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const newPasswordValue = useFieldValue(control, 'newPassword');
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await callApi('POST /api/v1/users/reset-password', { body: values, lang });
      setFlash('auth.resetDone', 'success');
      window.location.assign(memberHrefs(lang).login);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  });

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <NewPasswordFields field="newPassword" register={register} value={newPasswordValue} errors={errors} messages={messages} />
      {errors['token'] && <p className="form-error">{errorText(messages, errors['token'], '')}</p>}
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['recovery.sending'] : messages['recovery.resetSubmit']}
      </button>
    </form>
  );
}
