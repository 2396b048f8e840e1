// Adding a passkey on /my-page/security (issue 34): the name the member gives it, then the portal's options, the
// device's ceremony and the portal's check; the list is read again once it is kept.
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { TextField } from '../forms/TextField.tsx';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { showToast } from '../ui/toast-store.ts';
import { createPasskey } from './ceremony.ts';
import type { PasskeyManagerMessages } from './messages.ts';

/** The longest name a passkey may have (core/schemas/passkey.ts PASSKEY_NAME_MAX). */
export const NAME_MAX = 50;

type Props = {
  lang: Lang;
  messages: PasskeyManagerMessages;
  /** Whether this browser can make a passkey at all. */
  supported: boolean;
  onAdded: () => Promise<void>;
  onFailed: (error: unknown) => void;
};

export function PasskeyAddForm({ lang, messages, supported, onAdded, onFailed }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(fillMessage(messages, 'validation.required', { field: messages['passkey.nameLabel'] }));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { data: options } = await callApi('POST /api/auth/passkey/register-options', { lang });
      const response = await createPasskey(options);
      const added = await callApi('POST /api/auth/passkey/register', { body: { name: trimmed, response }, lang });
      showToast({ type: 'success', message: added.message });
      setName('');
      await onAdded();
    } catch (failure) {
      onFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form-stack passkey-add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <TextField
        label={messages['passkey.nameLabel']}
        hint={messages['passkey.nameHint']}
        error={error}
        maxLength={NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy || !supported}>
          {busy ? messages['passkey.adding'] : messages['passkey.add']}
        </button>
      </div>
    </form>
  );
}
