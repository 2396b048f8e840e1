// A member's sign-in providers (issue 34, decision 054): each linked one with its address and the date linked,
// its removal (never the last way to sign in: the API says so), and the link of a provider switched on, which
// goes to the provider and comes back here (`?providerLinked=` or `?providerError=`). Linking and removing need
// My Page's re-entry, so without one the island goes to it at once. A section of /my-page/security, under the
// passkeys.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { isProviderError, isSignInProvider, type SignInProvider } from '#core/auth/sign-in-providers.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { type LinkedProviders as Linked } from '#core/schemas/sign-in-provider.ts';
import { formatDate } from '../../lib/format.ts';
import { importPasswordHref } from '../../lib/my-page-paths.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { Dialog } from '../ui/Dialog.tsx';
import type { linkedProvidersMessageKeys } from './message-keys.ts';
import '../my-page/my-page.css';
import './sign-in-provider.css';

type Messages = Record<(typeof linkedProvidersMessageKeys)[number], string>;
type Props = { lang: Lang; messages: Messages; reauthOpen: boolean };

/** Without My Page's re-entry the API refuses: the re-entry, which comes back here. */
const toReentry = (lang: Lang) => window.location.assign(importPasswordHref(lang, window.location.pathname));
const isReauthRequired = (failure: unknown) => failure instanceof ApiFailure && failure.status === 403 && failure.code === 403;

/** What the trip to a provider came back with (`?providerLinked=google`, `?providerError=linkedElsewhere`). */
function useTripResult(messages: Messages, lang: Lang): { status: string; error: string } {
  const linked = useBrowserValue(() => new URLSearchParams(window.location.search).get('providerLinked'));
  const refused = useBrowserValue(() => new URLSearchParams(window.location.search).get('providerError'));
  const name = linked && isSignInProvider(linked) ? messages[`provider.name.${linked}`] : '';
  return {
    status: name ? fillMessage(messages, 'provider.linked.linkedNow', { provider: name }, lang) : '',
    error: refused && isProviderError(refused) ? messages[`provider.error.${refused}`] : '',
  };
}

export function LinkedProviders({ lang, messages, reauthOpen }: Props) {
  const [view, setView] = useState<Linked | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<SignInProvider | null>(null);
  const [removing, setRemoving] = useState<SignInProvider | null>(null);
  const trip = useTripResult(messages, lang);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const name = (provider: SignInProvider) => messages[`provider.name.${provider}`];

  const load = useCallback(
    () =>
      callApi('GET /api/member/sign-in-providers', { lang }).then(
        (answer) => setView(answer.data),
        () => setFailed(true),
      ),
    [lang],
  );
  useEffect(() => {
    if (!reauthOpen) toReentry(lang);
    else void load();
  }, [lang, reauthOpen, load]);

  const failure = (caught: unknown) => {
    if (isReauthRequired(caught)) toReentry(lang);
    else setError(caught instanceof ApiFailure && caught.status !== 0 ? caught.message : messages['common.networkError']);
  };

  const link = async (provider: SignInProvider) => {
    setBusy(provider);
    setError('');
    try {
      const answer = await callApi('POST /api/member/sign-in-providers/:provider/link', {
        params: { provider },
        body: { next: window.location.pathname },
        lang,
      });
      window.location.assign(answer.data.authorizationUrl);
    } catch (caught) {
      failure(caught);
      setBusy(null);
    }
  };

  const remove = async (provider: SignInProvider) => {
    setRemoving(null);
    setBusy(provider);
    setError('');
    try {
      const answer = await callApi('DELETE /api/member/sign-in-providers/:provider', { params: { provider }, lang });
      setStatus(answer.message);
      await load();
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(null);
    }
  };

  if (failed || !view) {
    return (
      <Section messages={messages}>
        {failed ? <p role="alert">{messages['myPage.loadFailed']}</p> : <p aria-busy="true">{messages['myPage.loading']}</p>}
      </Section>
    );
  }
  return (
    <Section messages={messages}>
      <p className="visually-hidden" role="status">
        {status || trip.status}
      </p>
      {trip.status && !status && <p className="sip-note">{trip.status}</p>}
      {(error || trip.error) && (
        <p className="form-error" role="alert">
          {error || trip.error}
        </p>
      )}
      {view.linked.length === 0 ? (
        <p>{messages['provider.linked.none']}</p>
      ) : (
        <ul className="sip-list">
          {view.linked.map((linked) => (
            <li key={linked.provider} className="sip-item">
              <div>
                <strong>{name(linked.provider)}</strong>
                <span className="sip-email">{linked.email}</span>
                <span className="sip-date">{fillMessage(messages, 'provider.linked.since', { date: formatDate(linked.linkedAt, lang) }, lang)}</span>
              </div>
              <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => setRemoving(linked.provider)}>
                {fillMessage(messages, 'provider.linked.remove', { provider: name(linked.provider) }, lang)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!view.hasPassword && <p className="form-hint">{messages['provider.linked.noPassword']}</p>}
      {view.available.length > 0 && (
        <ul className="sip-add" aria-label={messages['provider.buttonsLabel']}>
          {view.available.map((provider) => (
            <li key={provider}>
              <button type="button" className="button" disabled={busy !== null} onClick={() => void link(provider)}>
                {fillMessage(messages, 'provider.linked.add', { provider: name(provider) }, lang)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        title={messages['provider.linked.removeTitle']}
        body={removing ? fillMessage(messages, 'provider.linked.removeBody', { provider: name(removing) }, lang) : ''}
        messages={{ 'dialog.ok': messages['dialog.ok'], 'dialog.cancel': messages['dialog.cancel'] }}
        onOk={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
}

/** The section of /my-page/security this island is, with its heading and lead whatever its state. */
function Section({ messages, children }: { messages: Messages; children: ReactNode }) {
  return (
    <section className="mp-card sip" aria-labelledby="sip-title">
      <h2 id="sip-title">{messages['provider.linked.title']}</h2>
      <p>{messages['provider.linked.lead']}</p>
      {children}
    </section>
  );
}
