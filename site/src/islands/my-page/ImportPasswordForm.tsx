// /my-page/import-password (portal spec §2): the password again before my page opens; then the
// requested my-page screen (`?next=`) or /my-page/info.
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { myPageNext } from '../../lib/my-page-paths.ts';
import { errorText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { flashMessageKeys, formMessageKeys } from '../lib/message-keys.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { toastFailure } from './api-error.ts';
import './my-page.css';

export const importPasswordMessageKeys = ['field.password', 'myPage.confirm', ...formMessageKeys, ...flashMessageKeys] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof importPasswordMessageKeys)[number], string>;

export function ImportPasswordForm({ lang, messages, next }: { lang: Lang; messages: Messages; next: string | null }) {
  useFlashToast(messages);
  const { formRef, ...form } = useSchemaForm({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.passwordCheckSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi('POST /api/auth/import-password', { body: values, lang });
      window.location.assign(myPageNext(next, lang));
    } catch (error) {
      toastFailure(error, messages);
      form.setFocus('password');
    }
  });

  return (
    <form ref={formRef} className="form-stack mp-narrow" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={messages['field.password']}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errorText(messages, errors['password'], messages['field.password'], 128)}
        {...form.register('password')}
      />
      <div className="form-actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {messages['myPage.confirm']}
        </button>
      </div>
    </form>
  );
}
