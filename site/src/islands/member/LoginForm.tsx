// The sign-in form (portal spec §4, §8; docs/identity.md, "Envelope codes of identity failures"):
// remember-id, the message left by the previous page, the password-expiry warning with its three
// choices, and the dialogs of a pending (181) or dormant (182) account. An expired password (180) goes
// to /change-password with the typed address. A member with a second factor gives it after the password
// (issue 34): its step is loaded only then (second-factor/SecondFactorStep.tsx). Under the form, the sign-in by a
// passkey alone (issue 34).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { authCodes } from '#core/auth/codes.ts';
import { SECOND_STEP_PARAM, secondStepKinds, type SecondFactorKind } from '#core/auth/second-factors.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import type { loginSchema } from '#core/schemas/account.ts';
import { memberHrefs, safeNextPath } from '../../lib/member-paths.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { acceptTermsHref, ApiFailure, callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { markSignedIn, REMEMBERED_ID_KEY } from '../lib/local-session.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { PasskeySignIn } from '../passkey/PasskeySignIn.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { showToast } from '../ui/toast-store.ts';
import { forgetExpiredPassword, rememberExpiredPassword } from './expired-password.ts';
import type { loginMessageKeys } from './message-keys.ts';
import { UsernameField } from './UsernameField.tsx';
import './member.css';

type Messages = Record<(typeof loginMessageKeys)[number], string>;
const SecondFactorStep = lazy(() => import('../second-factor/SecondFactorStep.tsx'));
type Values = v.InferInput<typeof loginSchema>;
type Output = v.InferOutput<typeof loginSchema>;
type Popup =
  | { kind: 'notActivated'; body: string; credentials: Output }
  | { kind: 'dormant'; body: string }
  | { kind: 'activationSent' }
  | { kind: 'expiry'; days: number }
  | null;

function localItem(key: string, value?: string | null): string | null {
  try {
    if (value === undefined) return window.localStorage.getItem(key);
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage refused (private mode): remember-id simply does not stick
  }
  return null;
}

/** The remember-my-ID box's name in the form. */
const REMEMBER_FIELD = 'rememberId';

export default function LoginForm({ lang, messages }: { lang: Lang; messages: Messages }) {
  const hrefs = memberHrefs(lang);
  const rememberedId = useBrowserValue(() => localItem(REMEMBERED_ID_KEY));
  // the box follows the stored address until the member ticks or clears it
  const [rememberChoice, setRemember] = useState<boolean | null>(null);
  const remember = rememberChoice ?? rememberedId !== null;
  // ticked before the island was live (it hydrates once the page is idle), the box keeps the tick its state has not
  // seen: the state takes it up on hydration
  const rememberBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (rememberBox.current?.checked) setRemember(true);
  }, []);
  const [popup, setPopup] = useState<Popup>(null);
  // the factors of a right password's account that must follow it (issue 34); back from a Kakao, Naver or Google
  // account with two-step verification on, those the address names, its second step at once
  const named = useBrowserValue(() => secondStepKinds(new URLSearchParams(window.location.search).get(SECOND_STEP_PARAM)).join(','));
  const [factorsChoice, setFactors] = useState<readonly SecondFactorKind[] | null | undefined>(undefined);
  const factors = factorsChoice === undefined ? (named ? secondStepKinds(named) : null) : factorsChoice;
  const { register, handleSubmit, setValue, formRef, formState } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (rememberedId) setValue('username', rememberedId);
  }, [rememberedId, setValue]);

  useFlashToast(messages);

  /** Where a finished sign-in goes: the `?next=` path of this site, or home. */
  const nextPath = () => safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? hrefs.home;
  const proceed = () => window.location.assign(nextPath());

  /** After a sign-in, by the password (and a second factor) or a passkey (issue 34). */
  const signedIn = (user: SessionUser) => {
    markSignedIn(user);
    forgetExpiredPassword();
    // a new version of the terms first (issue 33); the page goes on to where the sign-in was going
    if (user.termsPending) window.location.assign(acceptTermsHref(lang, user.isRecommendedChangePassword ? hrefs.changePassword : nextPath()));
    else if (user.isRecommendedChangePassword) window.location.assign(hrefs.changePassword);
    else if (typeof user.noticeActualDay === 'number') setPopup({ kind: 'expiry', days: user.noticeActualDay });
    else proceed();
  };

  /** The sign-in, with the remember-my-ID box as submitted (ticked before hydration, its state may not know yet). */
  const submit = (rememberId: boolean) =>
    handleSubmit(async (values) => {
      try {
        const { data } = await callApi('POST /api/auth/login', { body: values, lang });
        localItem(REMEMBERED_ID_KEY, rememberId ? values.username : null);
        if ('secondFactor' in data) setFactors(data.secondFactor);
        else signedIn(data);
      } catch (error) {
        if (error instanceof ApiFailure && error.code === authCodes.NOT_ACTIVATED) setPopup({ kind: 'notActivated', body: error.message, credentials: values });
        else if (error instanceof ApiFailure && error.code === authCodes.DORMANT) setPopup({ kind: 'dormant', body: error.message });
        else if (error instanceof ApiFailure && error.code === authCodes.PASSWORD_EXPIRED) {
          rememberExpiredPassword(values.username);
          window.location.assign(hrefs.changePassword);
        } else showToast({ type: 'error', message: failureText(error, messages) });
      }
    });

  const resendActivation = async (credentials: Output) => {
    setPopup(null);
    try {
      await callApi('POST /api/auth/member/send-link-active-account', { body: credentials, lang });
      setPopup({ kind: 'activationSent' });
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  };

  const postponeChange = async () => {
    try {
      await callApi('PUT /api/auth/reject-change-password', { lang });
      proceed();
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  };

  return (
    <>
      {factors ? (
        <Suspense>
          <SecondFactorStep
            lang={lang}
            messages={messages}
            factors={factors}
            call={callApi}
            onSignedIn={signedIn}
            onStartOver={(why) => {
              setFactors(null);
              if (why) showToast({ type: 'error', message: why });
            }}
          />
        </Suspense>
      ) : (
        <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(new FormData(event.currentTarget).has(REMEMBER_FIELD))(event)}>
          <UsernameField messages={messages} error={errors['username']} {...register('username')} />
          <TextField
            label={messages['field.password']}
            error={errorText(messages, errors['password'], messages['field.password'], 128)}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            {...register('password')}
          />
          <label className="form-check">
            <input ref={rememberBox} type="checkbox" name={REMEMBER_FIELD} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            <span>{messages['login.rememberId']}</span>
          </label>
          <button className="button" type="submit" disabled={isSubmitting}>
            {isSubmitting ? messages['login.submitting'] : messages['login.submit']}
          </button>
          <PasskeySignIn lang={lang} messages={messages} onSignedIn={signedIn} />
        </form>
      )}

      <LoginDialogs
        lang={lang}
        messages={messages}
        popup={popup}
        setPopup={setPopup}
        onResend={(credentials) => void resendActivation(credentials)}
        onPostpone={() => void postponeChange()}
        onProceed={proceed}
      />
    </>
  );
}

type DialogsProps = {
  lang: Lang;
  messages: Messages;
  popup: Popup;
  setPopup: (popup: Popup) => void;
  onResend: (credentials: Output) => void;
  onPostpone: () => void;
  onProceed: () => void;
};

/** The dialogs a sign-in may open: pending account (181), activation mail sent, dormant account (182), password expiry warning. */
function LoginDialogs({ lang, messages, popup, setPopup, onResend, onPostpone, onProceed }: DialogsProps) {
  const hrefs = memberHrefs(lang);
  const dialogMessages = { 'dialog.ok': messages['dialog.ok'], 'dialog.cancel': messages['dialog.cancel'] };
  const expiryText = popup?.kind === 'expiry' ? fillMessage(messages, 'login.expiryBody', { count: popup.days }, lang) : '';
  return (
    <>
      <Dialog
        open={popup?.kind === 'notActivated'}
        title={messages['login.notActivatedTitle']}
        body={popup?.kind === 'notActivated' ? popup.body : ''}
        messages={{ ...dialogMessages, 'dialog.ok': messages['login.resendActivation'] }}
        onOk={() => popup?.kind === 'notActivated' && onResend(popup.credentials)}
        onCancel={() => setPopup(null)}
      />
      <Dialog
        open={popup?.kind === 'activationSent'}
        type="alert"
        title={messages['login.activationSentTitle']}
        body={messages['login.activationSentBody']}
        messages={dialogMessages}
        onOk={() => window.location.assign(hrefs.checkEmail)}
      />
      <Dialog
        open={popup?.kind === 'dormant'}
        type="alert"
        title={messages['login.dormantTitle']}
        body={popup?.kind === 'dormant' ? popup.body : ''}
        messages={dialogMessages}
        onOk={() => setPopup(null)}
      />
      <Dialog
        open={popup?.kind === 'expiry'}
        title={messages['login.expiryTitle']}
        body={
          <>
            <p>{expiryText}</p>
            <button type="button" className="member-inline-button" onClick={onPostpone}>
              {messages['login.expiryPostpone']}
            </button>
          </>
        }
        messages={{ 'dialog.ok': messages['login.expiryChangeNow'], 'dialog.cancel': messages['login.expiryLater'] }}
        onOk={() => window.location.assign(hrefs.changePassword)}
        onCancel={onProceed}
      />
    </>
  );
}
