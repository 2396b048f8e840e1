// A member's passkeys on /my-page/security (issue 34, decision 053): the list with each one's name, when it was added
// and last used; a new one added under the name the member gives it; each renamed or removed (after a confirmation).
// Behind My Page's password re-entry, as the API is: without it, the re-entry first, which comes back here.
import { useCallback, useEffect, useId, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { PasskeyView } from '#core/schemas/passkey.ts';
import { importPasswordHref } from '../../lib/my-page-paths.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { showToast } from '../ui/toast-store.ts';
import { failureMessage, passkeysSupported } from './ceremony.ts';
import type { PasskeyManagerMessages } from './messages.ts';
import { PasskeyAddForm } from './PasskeyAddForm.tsx';
import { PasskeyItem } from './PasskeyItem.tsx';
import '../my-page/my-page.css';
import './passkey.css';

type Props = { lang: Lang; messages: PasskeyManagerMessages; reauthOpen: boolean };

/** Without the password again the API refuses: the re-entry, which comes back here. */
const toReentry = (lang: Lang) => window.location.assign(importPasswordHref(lang, window.location.pathname));
const needsReentry = (error: unknown) => error instanceof ApiFailure && error.status === 403 && error.code === 403;

export function PasskeyManager({ lang, messages, reauthOpen }: Props) {
  const titleId = useId();
  const supported = useBrowserValue(passkeysSupported);
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      if (needsReentry(error)) toReentry(lang);
      else showToast({ type: 'error', message: failureMessage(error, messages) });
    },
    [lang, messages],
  );

  const load = useCallback(
    (): Promise<void> =>
      callApi('GET /api/auth/passkey', { lang }).then(
        (answer) => setPasskeys(answer.data),
        (error: unknown) => (needsReentry(error) ? toReentry(lang) : setFailed(true)),
      ),
    [lang],
  );

  useEffect(() => {
    if (!reauthOpen) toReentry(lang);
    else void load();
  }, [lang, reauthOpen, load]);

  const rename = async (passkey: PasskeyView, newName: string) => {
    try {
      const renamed = await callApi('PUT /api/auth/passkey/:id', { params: { id: passkey.id }, body: { name: newName }, lang });
      showToast({ type: 'success', message: renamed.message });
      await load();
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const remove = async (passkey: PasskeyView) => {
    setRemoving(null);
    try {
      const removed = await callApi('DELETE /api/auth/passkey/:id', { params: { id: passkey.id }, lang });
      showToast({ type: 'success', message: removed.message });
    } catch (error) {
      fail(error);
    }
    await load();
  };

  return (
    <section className="mp-card passkey-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages['passkey.sectionTitle']}</h2>
      <p>{messages['passkey.sectionLead']}</p>
      {supported === false && <p className="passkey-note">{messages['passkey.unsupported']}</p>}
      {failed ? (
        <p role="alert">{messages['passkey.loadFailed']}</p>
      ) : !passkeys ? (
        <p aria-busy="true">{messages['passkey.loading']}</p>
      ) : passkeys.length === 0 ? (
        <p>{messages['passkey.empty']}</p>
      ) : (
        <ul className="passkey-list">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} lang={lang} messages={messages} passkey={passkey} onRename={rename} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      <PasskeyAddForm lang={lang} messages={messages} supported={Boolean(supported)} onAdded={load} onFailed={fail} />
      <Dialog
        open={removing !== null}
        title={messages['passkey.removeTitle']}
        body={removing ? fillMessage(messages, 'passkey.removeBody', { name: removing.name }) : ''}
        messages={{ 'dialog.ok': messages['passkey.remove'], 'dialog.cancel': messages['dialog.cancel'] }}
        onOk={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
