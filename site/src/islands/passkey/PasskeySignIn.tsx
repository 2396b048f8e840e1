// The sign-in by a passkey alone in the password form of /login (issue 34, decision 053): no address typed, the
// browser offers the portal's passkeys it holds (a discoverable credential), and the form goes on as after the
// password (`onSignedIn`). Part of the form's own file, within the sign-in screen's budget (e2e/js-budget.spec.ts):
// it uses only what the form imports already, and @simplewebauthn/browser, which carries no styles (decision 017),
// loads when the button is pressed. So it shares nothing with the other passkey islands (ceremony.ts), which would be
// one more file on the screen. A button that submits nothing, after the form's own.
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import { failureText } from '../forms/form-messages.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { showToast } from '../ui/toast-store.ts';
import type { PasskeySignInMessages } from './messages.ts';

type Props = { lang: Lang; messages: PasskeySignInMessages; onSignedIn: (user: SessionUser) => void };

export function PasskeySignIn({ lang, messages, onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      const { data } = await callApi('POST /api/auth/passkey/login-options', { lang });
      const webAuthn = await import('@simplewebauthn/browser');
      const response = await webAuthn.startAuthentication({ optionsJSON: data });
      onSignedIn((await callApi('POST /api/auth/passkey/login', { body: { response }, lang })).data);
    } catch (error) {
      // a refused call says why; anything else is the ceremony's: cancelled, timed out, or no passkeys in this browser
      showToast({ type: 'error', message: error instanceof ApiFailure ? failureText(error, messages) : messages['passkey.signInFailed'] });
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => void signIn()}>
      {messages['passkey.signIn']}
    </button>
  );
}
