// My Page's notification settings (issue 32, decision 046): for each kind of notification, how the member hears
// of it (the bell only, mail at once, a daily or weekly digest, or not at all), as one radio group per kind, saved
// together. Loaded in the browser: the member's own choices.
import { useEffect, useState, type FormEvent } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { defaultMailChannel, mailChannels, type MailChannel, type MailPreferenceView } from '#core/schemas/mail-preference.ts';
import { failureText } from '../forms/form-messages.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { SaveAnnouncements } from '../watch/use-watch-save.tsx';
import { kindLabelKeys, type SettingsMessages } from './messages.ts';
import './mail-preference.css';

type Props = { lang: Lang; messages: SettingsMessages };

export function NotificationSettings({ lang, messages }: Props) {
  const [items, setItems] = useState<MailPreferenceView[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    callApi('GET /api/member/notification-preferences', { lang, signal: controller.signal }).then(
      (answer) => setItems(answer.data.items),
      (failure: unknown) => {
        if (!controller.signal.aborted)
          setError(failure instanceof ApiFailure && failure.status !== 0 && failure.message ? failure.message : messages['mailPreference.loadFailed']);
      },
    );
    return () => controller.abort();
  }, [lang, messages]);

  const choose = (kind: MailPreferenceView['kind'], channel: MailChannel) =>
    setItems((known) => known?.map((item) => (item.kind === kind ? { ...item, channel } : item)) ?? known);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!items) return;
    setBusy(true);
    setError('');
    setStatus('');
    try {
      const answer = await callApi('PUT /api/member/notification-preferences', {
        lang,
        body: { items: items.map(({ kind, channel }) => ({ kind, channel })) },
      });
      setItems(answer.data.items);
      setStatus(answer.message);
    } catch (failure) {
      setError(failureText(failure, messages));
    } finally {
      setBusy(false);
    }
  };

  const channelText = (kind: MailPreferenceView['kind'], channel: MailChannel) =>
    channel === defaultMailChannel[kind]
      ? `${messages[`mailPreference.channel.${channel}`]} ${messages['mailPreference.default']}`
      : messages[`mailPreference.channel.${channel}`];

  return (
    <form className="mail-settings" onSubmit={(event) => void submit(event)} aria-busy={items === null || busy}>
      {items === null && !error && <p>{messages['mailPreference.loading']}</p>}
      {items && (
        <>
          <ul className="mail-settings-notes">
            <li>{messages['mailPreference.channelHelp.NOW']}</li>
            <li>{messages['mailPreference.channelHelp.DAILY']}</li>
            <li>{messages['mailPreference.trackingNote']}</li>
          </ul>
          {items.map((item) => {
            const label = messages[kindLabelKeys[item.kind]];
            return (
              <fieldset key={item.kind} className="mail-settings-kind">
                <legend className="mail-settings-label">{label}</legend>
                <div className="mail-settings-channels">
                  {mailChannels.map((channel) => (
                    <label key={channel} className="mail-settings-channel">
                      <input
                        type="radio"
                        name={`channel-${item.kind}`}
                        value={channel}
                        checked={item.channel === channel}
                        disabled={busy}
                        onChange={() => choose(item.kind, channel)}
                      />
                      {channelText(item.kind, channel)}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
          <p className="mail-settings-service">{messages['mailPreference.serviceNote']}</p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? messages['mailPreference.saving'] : messages['mailPreference.save']}
          </button>
        </>
      )}
      <SaveAnnouncements status={status} error={error} />
    </form>
  );
}
