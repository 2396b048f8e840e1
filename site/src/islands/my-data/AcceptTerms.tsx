// /my-page/accept-terms (issue 33): a new version of the terms of use or the privacy policy took effect since the
// member last accepted them. The page names each text with its version, marks what is new and links its full text;
// the member ticks the required items and goes on, or signs out. Until they accept, the portal refuses their member
// calls (edge-api/src/lib/authorize.ts) and sends their signed-in pages here (site/src/fetch.ts).
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { consentItemKey, type TermsUpdateView } from '#core/schemas/consent.ts';
import { formatDate } from '../../lib/format.ts';
import { safeNextPath } from '../../lib/member-paths.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { clearSignedIn } from '../lib/local-session.ts';
import { failureText } from '../watch/use-watch-save.tsx';
import type { MyDataMessages } from './messages.ts';
import '../my-page/my-page.css';
import './my-data.css';

type Props = { lang: Lang; messages: MyDataMessages; hrefs: { home: string; terms: string; privacyPolicy: string } };

export function AcceptTerms({ lang, messages, hrefs }: Props) {
  const [view, setView] = useState<TermsUpdateView | null>(null);
  const [failed, setFailed] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const missingId = useId();

  useEffect(() => {
    callApi('GET /api/member/terms-update', { lang }).then(
      (answer) => setView(answer.data),
      () => setFailed(true),
    );
  }, [lang]);

  /** Where the sign-in was going: the `?next=` path of this site, or home. */
  const goOn = () => window.location.assign(safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? hrefs.home);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (!view) return;
    if (!view.requiredItems.every((item) => ticked.has(item))) {
      setError(messages['myData.acceptMissing'] ?? '');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await callApi('PUT /api/member/terms-update', { body: { items: [...ticked] }, lang });
      goOn();
    } catch (failure) {
      setError(failureText(failure, messages['common.networkError'] ?? ''));
      setBusy(false);
    }
  };

  const signOut = async () => {
    setBusy(true);
    await fetch('/api/auth/logout', { method: 'POST', headers: { accept: 'application/json', 'accept-language': lang }, credentials: 'same-origin' }).catch(
      () => undefined,
    );
    clearSignedIn();
    window.location.assign(hrefs.home);
  };

  if (failed) return <p role="alert">{messages['myPage.loadFailed']}</p>;
  if (!view) return <p aria-busy="true">{messages['myPage.loading']}</p>;

  const toggle = (item: string, on: boolean) =>
    setTicked((known) => {
      const next = new Set(known);
      if (on) next.add(item);
      else next.delete(item);
      return next;
    });
  const texts = [
    { key: 'myData.acceptTermsOfUse', text: view.termsOfUse, href: hrefs.terms },
    ...(view.privacyPolicy
      ? [{ key: 'myData.acceptPrivacyPolicy', text: view.privacyPolicy, href: `${hrefs.privacyPolicy}?version=${view.privacyPolicy.id}` }]
      : []),
  ];

  return (
    <section className="mp-card" aria-labelledby="md-accept" data-accept-terms>
      <h2 id="md-accept">{view.pending ? messages['myData.acceptItems'] : messages['myData.acceptNothing']}</h2>
      <p>{view.acceptedAt ? fillMessage(messages, 'myData.acceptSince', { date: formatDate(view.acceptedAt, lang) }, lang) : messages['myData.acceptNever']}</p>
      <ul className="md-accept-texts">
        {texts.map(({ key, text, href }) => (
          <li key={key}>
            {fillMessage(messages, key, { label: text.label }, lang)}
            <span className={text.changed ? 'md-badge' : 'mp-note'}>
              {text.changed ? messages['myData.acceptNew'] : messages['myData.acceptUnchanged']}
            </span>{' '}
            <a href={href} target="_blank" rel="noopener">
              {messages['myData.acceptRead']}
            </a>
          </li>
        ))}
      </ul>
      {view.pending ? (
        <form noValidate onSubmit={(event) => void accept(event)}>
          <fieldset className="mp-fieldset" aria-describedby={error ? missingId : undefined}>
            <legend>{messages['myData.acceptItems']}</legend>
            {view.requiredItems.map((item) => (
              <label key={item} className="form-check">
                <input type="checkbox" checked={ticked.has(item)} onChange={(event) => toggle(item, event.target.checked)} data-required-item={item} />
                <span>{messages[consentItemKey(item)] ?? item}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p id={missingId} className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="mp-actions">
            <button type="submit" className="button" disabled={busy}>
              {messages['myData.acceptSubmit']}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void signOut()}>
              {messages['myData.acceptSignOut']}
            </button>
          </div>
        </form>
      ) : (
        <div className="mp-actions">
          <button type="button" className="button" onClick={goOn}>
            {messages['myData.acceptContinue']}
          </button>
        </div>
      )}
    </section>
  );
}
