// My Page's re-entry by a passkey (issue 34; portal spec §2 /my-page/import-password): instead of the password, one
// of the member's passkeys proves it is them, and my page opens as it does after the password (`?next=` or the info).
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { myPageNext } from '../../lib/my-page-paths.ts';
import { callApi } from '../lib/api-client.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { showToast } from '../ui/toast-store.ts';
import { answerWithPasskey, failureMessage, passkeysSupported } from './ceremony.ts';
import type { PasskeyReauthMessages } from './messages.ts';
import './passkey.css';

export function PasskeyReauth({ lang, messages, next }: { lang: Lang; messages: PasskeyReauthMessages; next: string | null }) {
  const supported = useBrowserValue(passkeysSupported);
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      const { data: options } = await callApi('POST /api/auth/passkey/reauth-options', { lang });
      const response = await answerWithPasskey(options);
      await callApi('POST /api/auth/passkey/reauth', { body: { response }, lang });
      window.location.assign(myPageNext(next, lang));
    } catch (error) {
      showToast({ type: 'error', message: failureMessage(error, messages) });
      setBusy(false);
    }
  };

  return (
    <div className="passkey-reauth mp-narrow">
      <p>{messages['passkey.reauthLead']}</p>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void confirm()}>
        {busy ? messages['passkey.signingIn'] : messages['passkey.reauth']}
      </button>
    </div>
  );
}
