// /my-page/my-data (issue 33): the download of everything the portal holds about the member (JSON or Excel), their
// consents with one-click withdrawal and grant of the optional items, and the history of every change with its date
// and version. Loaded in the browser: the member's own data, behind the password again (like /my-page/info).
import { useCallback, useEffect, useState } from 'react';
import { receptionChannels } from '#core/auth/terms.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { consentItemKey, type ConsentState, type ConsentView } from '#core/schemas/consent.ts';
import type { MyDataFormat } from '#core/schemas/my-data.ts';
import { formatDate } from '../../lib/format.ts';
import { importPasswordHref } from '../../lib/my-page-paths.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { failureText, SaveAnnouncements } from '../watch/use-watch-save.tsx';
import { ConsentHistory } from './ConsentHistory.tsx';
import { downloadMyData } from './download.ts';
import type { MyDataMessages } from './messages.ts';
import '../my-page/my-page.css';
import './my-data.css';

type Props = { lang: Lang; messages: MyDataMessages; reauthOpen: boolean };

/** Without the password again the API refuses: the re-entry, which comes back here. */
const toReentry = (lang: Lang) => window.location.assign(importPasswordHref(lang, window.location.pathname));

export function MyData({ lang, messages, reauthOpen }: Props) {
  const [view, setView] = useState<ConsentView | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const load = useCallback(
    (at: number) =>
      callApi('GET /api/member/consents', { query: { page: at }, lang }).then(
        (answer) => setView(answer.data),
        (failure: unknown) => {
          if (failure instanceof ApiFailure && failure.status === 403 && failure.code === 403) toReentry(lang);
          else setFailed(true);
        },
      ),
    [lang],
  );

  useEffect(() => {
    if (!reauthOpen) toReentry(lang);
    else void load(page);
  }, [lang, reauthOpen, load, page]);

  const download = async (format: MyDataFormat) => {
    setBusy(format);
    setError('');
    try {
      const name = await downloadMyData(format, lang);
      setStatus(fillMessage(messages, 'myData.downloaded', { name }, lang));
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.status === 403 && failure.code === 403) toReentry(lang);
      else setError(failureText(failure, messages['common.networkError'] ?? ''));
    } finally {
      setBusy(null);
    }
  };

  const change = async (state: ConsentState) => {
    setBusy(state.item);
    setError('');
    try {
      const answer = await callApi('PUT /api/member/consents/:item', { params: { item: state.item }, body: { agreed: !state.agreed }, lang });
      setStatus(`${messages[consentItemKey(state.item)] ?? state.item}: ${answer.message}`);
      setPage(1);
      await load(1);
    } catch (failure) {
      setError(failureText(failure, messages['common.networkError'] ?? ''));
    } finally {
      setBusy(null);
    }
  };

  if (failed) return <p role="alert">{messages['myPage.loadFailed']}</p>;
  if (!view) return <p aria-busy="true">{messages['myPage.loading']}</p>;

  const word = (key: string) => messages[key] ?? key;
  const changed = (state: ConsentState) =>
    state.changedAt ? <span className="mp-note">{fillMessage(messages, 'myData.changedOn', { date: formatDate(state.changedAt, lang) }, lang)}</span> : null;
  // the reception channels are offered in Korean (portal spec §3), under item 6
  const optional = view.optional.filter((state) => lang === 'ko' || !(receptionChannels as readonly string[]).includes(state.item));

  return (
    <div className="mp-stack" data-my-data>
      <DownloadCard messages={messages} busy={busy} onDownload={(format) => void download(format)} />
      <section className="mp-card" aria-labelledby="md-consents">
        <h2 id="md-consents">{messages['myData.consentsTitle']}</h2>
        <h3>{messages['myData.requiredTitle']}</h3>
        <dl className="mp-list">
          {view.required.map((state) => (
            <div key={state.item}>
              <dt>{word(consentItemKey(state.item))}</dt>
              <dd>
                {state.agreed ? messages['myData.agreed'] : messages['myData.notAgreed']}
                {changed(state)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mp-note">{messages['myData.requiredNote']}</p>
        <h3>{messages['myData.optionalTitle']}</h3>
        <p className="mp-note">{messages['myData.optionalNote']}</p>
        <ul className="md-switches">
          {optional.map((state) => {
            const label = `md-item-${state.item}`;
            return (
              <li key={state.item} className={(receptionChannels as readonly string[]).includes(state.item) ? 'md-channel' : undefined}>
                <span id={label}>{word(consentItemKey(state.item))}</span>
                <button
                  type="button"
                  role="switch"
                  className="mp-switch"
                  aria-checked={state.agreed}
                  aria-labelledby={label}
                  disabled={busy !== null}
                  onClick={() => void change(state)}
                  data-consent={state.item}
                >
                  <span className="mp-switch-track" aria-hidden="true" />
                  <span>{state.agreed ? messages['myData.agreed'] : messages['myData.notAgreed']}</span>
                </button>
                {changed(state)}
              </li>
            );
          })}
        </ul>
      </section>

      <ConsentHistory lang={lang} messages={messages} history={view.history} onPage={setPage} />
      <SaveAnnouncements status={status} error={error} />
    </div>
  );
}

/** The two downloads of the member's data; a button says when its file is being prepared. */
function DownloadCard({ messages, busy, onDownload }: { messages: MyDataMessages; busy: string | null; onDownload: (format: MyDataFormat) => void }) {
  return (
    <section className="mp-card" aria-labelledby="md-download">
      <h2 id="md-download">{messages['myData.downloadTitle']}</h2>
      <p>{messages['myData.downloadBody']}</p>
      <div className="mp-actions">
        {(['json', 'xlsx'] as const).map((format) => (
          <button key={format} type="button" className="button" disabled={busy !== null} onClick={() => onDownload(format)}>
            {busy === format ? messages['myData.downloading'] : messages[format === 'json' ? 'myData.downloadJson' : 'myData.downloadXlsx']}
          </button>
        ))}
      </div>
    </section>
  );
}
