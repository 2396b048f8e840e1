// "Lost your device?", step 2 (issue 34, POST /api/public/second-factor/recover): the mailed link lands here with
// `?token=`; the member's password turns the authenticator app off and signs them in, and the page then says so,
// with the way to set up a new app. Pre-rendered, so the token is read here from the address.
import { useEffect, useRef, useState } from 'react';
import { isToken } from '#core/auth/token.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { myPagePaths } from '../../lib/my-page-paths.ts';
import { localizePath } from '../../lib/urls.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { markSignedIn } from '../lib/local-session.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { showToast } from '../ui/toast-store.ts';
import type { recoverMessageKeys } from './message-keys.ts';
import '../member/member.css';

type Messages = Record<(typeof recoverMessageKeys)[number], string>;

export default function RecoverForm({ lang, messages }: { lang: Lang; messages: Messages }) {
  const search = useBrowserValue(() => window.location.search);
  if (search === null) return null;
  const token = new URLSearchParams(search).get('token') ?? '';
  if (!isToken(token)) {
    return (
      <div className="form-stack">
        <p className="member-status member-status--error">{messages['secondFactor.recoveryPage.missingToken']}</p>
        <a className="button" href={memberHrefs(lang).login}>
          {messages['secondFactor.recoveryPage.toLogin']}
        </a>
      </div>
    );
  }
  return <PasswordForm lang={lang} messages={messages} token={token} />;
}

function PasswordForm({ lang, messages, token }: { lang: Lang; messages: Messages; token: string }) {
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, formRef, formState, setFocus } = useSchemaForm({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.passwordCheckSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = formState;
  // the form is gone: the focus goes to what happened
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = handleSubmit(async ({ password }) => {
    try {
      const answer = await callApi('POST /api/public/second-factor/recover', { body: { token, password }, lang });
      markSignedIn(answer.data);
      setDone(messages['secondFactor.recoveryPage.done']);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
      setFocus('password');
    }
  });

  if (done) {
    return (
      <div className="form-stack">
        <p ref={doneRef} tabIndex={-1} className="member-status member-status--success" role="status">
          {done}
        </p>
        <a className="button" href={localizePath(myPagePaths.security, lang)}>
          {messages['secondFactor.recoveryPage.toSecurity']}
        </a>
        <a href={localizePath('/', lang)}>{messages['secondFactor.recoveryPage.toHome']}</a>
      </div>
    );
  }

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={messages['field.password']}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errorText(messages, errors['password'], messages['field.password'], 128)}
        {...register('password')}
      />
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['secondFactor.recoveryPage.submitting'] : messages['secondFactor.recoveryPage.submit']}
      </button>
    </form>
  );
}
