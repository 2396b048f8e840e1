// The unsubscribe page of a notification mail (issue 32, decision 046): it reads what the link stops and asks
// the member to confirm with one button, so a mail scanner that opens links stops nothing; the mail's own
// one-click header (RFC 8058) posts to the same call without this page. No sign-in: the link is its proof.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { UnsubscribeView } from '#core/schemas/mail-preference.ts';
import { failureText } from '../forms/form-messages.ts';
import { callApi } from '../lib/api-client.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { SaveAnnouncements } from '../watch/use-watch-save.tsx';
import { kindLabelKeys, type UnsubscribeMessages } from './messages.ts';
import './mail-preference.css';

type Props = { lang: Lang; messages: UnsubscribeMessages; /** The preferences page, in the page's language. */ preferencesHref: string };

export function Unsubscribe(props: Props) {
  // read from the address in the browser: the page is pre-rendered without it
  const search = useBrowserValue(() => window.location.search);
  if (search === null) return <p>{props.messages['mailPreference.unsubscribe.checking']}</p>;
  const token = new URLSearchParams(search).get('token') ?? '';
  return <UnsubscribeLink {...props} token={token} />;
}

function UnsubscribeLink({ lang, messages, preferencesHref, token }: Props & { token: string }) {
  const [link, setLink] = useState<UnsubscribeView | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState(token ? '' : messages['mailPreference.unsubscribeInvalid']);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    callApi('GET /api/public/mail/unsubscribe', { query: { token }, lang, signal: controller.signal }).then(
      (answer) => setLink(answer.data),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure, messages));
      },
    );
    return () => controller.abort();
  }, [token, lang, messages]);

  const stop = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await callApi('POST /api/public/mail/unsubscribe', { query: { token }, lang });
      setLink(answer.data);
      setStatus(answer.message);
    } catch (failure) {
      setError(failureText(failure, messages));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mail-unsubscribe" aria-busy={busy || (link === null && !error)}>
      {link === null && !error && <p>{messages['mailPreference.unsubscribe.checking']}</p>}
      {link && (
        <>
          <p>{messages['mailPreference.unsubscribe.intro']}</p>
          <ul>
            {link.kinds.map((kind) => (
              <li key={kind}>{messages[kindLabelKeys[kind]]}</li>
            ))}
          </ul>
          {link.done ? (
            <p className="mail-unsubscribe-done">{status || messages['mailPreference.unsubscribe.already']}</p>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => void stop()}>
              {busy ? messages['mailPreference.unsubscribe.working'] : messages['mailPreference.unsubscribe.confirm']}
            </button>
          )}
        </>
      )}
      <SaveAnnouncements status={status} error={error} />
      <p>
        <a href={preferencesHref}>{messages['mailPreference.unsubscribe.preferences']}</a>
      </p>
    </section>
  );
}
