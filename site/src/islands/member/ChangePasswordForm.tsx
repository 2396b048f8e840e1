// Change password (portal spec §4; docs/identity.md): a signed-in member gives the current and a new
// password (PUT /api/auth/change-password); a member refused at sign-in for an expired password (code
// 180) gives the address too (POST /api/public/change-expired-password). Either way the sign-in ends:
// the member signs in again with the new password.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue, useSchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { clearSignedIn, hasSessionHint, setFlash } from '../lib/local-session.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { showToast } from '../ui/toast-store.ts';
import { expiredPasswordUsername, forgetExpiredPassword } from './expired-password.ts';
import type { changePasswordMessageKeys } from './message-keys.ts';
import { NewPasswordFields } from './PasswordFields.tsx';
import { UsernameField } from './UsernameField.tsx';
import './member.css';

type Messages = Record<(typeof changePasswordMessageKeys)[number], string>;
type Values = { username: string; currentPassword: string; newPassword: string; confirmPassword: string };
type Session = 'checking' | 'signedIn' | 'signedOut';

export default function ChangePasswordForm({ lang, messages }: { lang: Lang; messages: Messages }) {
  const hrefs = memberHrefs(lang);
  const [session, setSession] = useState<Session>('checking');
  // arriving from a sign-in refused with code 180: the expired-password form, without a session
  const expired = useBrowserValue(expiredPasswordUsername);

  // without the session's hint cookie there is no session to ask about (the call would be refused: a 401
  // in the console); null until hydrated, as in the pre-rendered HTML
  const hinted = useBrowserValue(hasSessionHint);

  useEffect(() => {
    if (expired !== null || hinted !== true) return;
    callApi('GET /api/auth/user-info', { lang }).then(
      () => setSession('signedIn'),
      () => setSession('signedOut'),
    );
  }, [lang, expired, hinted]);

  if (expired !== null) return <ChangeForm lang={lang} messages={messages} expired username={expired} />;
  const shown = hinted === false ? 'signedOut' : session;
  if (shown === 'checking') return <p className="member-status">{messages['changePassword.checking']}</p>;
  if (shown === 'signedOut') {
    return (
      <div className="form-stack">
        <p className="member-status">{messages['changePassword.signInFirst']}</p>
        <div className="form-actions">
          <a className="button" href={`${hrefs.login}?next=${encodeURIComponent(hrefs.changePassword)}`}>
            {messages['changePassword.goLogin']}
          </a>
          <a className="button button--secondary" href={hrefs.forgetPassword}>
            {messages['changePassword.goForgetPassword']}
          </a>
        </div>
      </div>
    );
  }
  return <ChangeForm lang={lang} messages={messages} expired={false} username="" />;
}

function ChangeForm({ lang, messages, expired, username }: { lang: Lang; messages: Messages; expired: boolean; username: string }) {
  const hrefs = memberHrefs(lang);
  // the signed-in form has no address field: the schema without it ignores the prefilled empty value
  const { register, handleSubmit, control, formRef, formState } = useSchemaForm<Values, Partial<Values>>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => (expired ? schemas.changeExpiredPasswordSchema : schemas.changePasswordSchema)),
    validateOn: 'touched',
    defaultValues: { username, currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPasswordValue = useFieldValue(control, 'newPassword');
  const { errors, isSubmitting } = formState;
  const err = (error: Parameters<typeof errorText>[1], label: string, max?: number) => errorText(messages, error, label, max);

  const submit = handleSubmit(async (values) => {
    try {
      // the values passed the schema chosen by `expired` above: every field is there (the address unused when signed in)
      const checked = values as Values;
      if (expired) await callApi('POST /api/public/change-expired-password', { body: checked, lang });
      else {
        const { username: _unused, ...body } = checked;
        await callApi('PUT /api/auth/change-password', { body, lang });
      }
      forgetExpiredPassword();
      clearSignedIn();
      setFlash('auth.passwordChanged', 'success');
      window.location.assign(hrefs.login);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  });

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <p className="form-hint">{expired ? messages['changePassword.expiredLead'] : messages['changePassword.lead']}</p>
      {expired && <UsernameField messages={messages} error={errors['username']} {...register('username')} />}
      <TextField
        label={messages['field.currentPassword']}
        error={err(errors['currentPassword'], messages['field.currentPassword'], 128)}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        {...register('currentPassword')}
      />
      <NewPasswordFields field="newPassword" register={register} value={newPasswordValue} errors={errors} messages={messages} />
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['changePassword.submitting'] : messages['changePassword.submit']}
      </button>
    </form>
  );
}
