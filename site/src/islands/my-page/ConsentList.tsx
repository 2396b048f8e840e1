// The consents on /my-page/info (portal spec §3, §4): the required terms (withdrawn only by deleting
// the account), the optional items, and the marketing consent as a switch.
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { MyPageInfo } from '#core/schemas/account-answers.ts';
import { formatDate } from '../../lib/format.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { formMessageKeys } from '../lib/message-keys.ts';
import { showToast } from '../ui/toast-store.ts';
import { toastFailure } from './api-error.ts';
import { marketingChannels, optionalConsentMessageKeys } from './consent-items.ts';

export const consentMessageKeys = [
  'myPage.consents',
  'myPage.requiredTerms',
  'myPage.requiredTermsNote',
  ...optionalConsentMessageKeys,
  'myPage.marketingAgreedAt',
  'myPage.agreed',
  'myPage.notAgreed',
  ...formMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof consentMessageKeys)[number], string>;

export type Terms = MyPageInfo['historyTermAgreement'];

type Props = { lang: Lang; messages: Messages; terms: Terms; onChange: (terms: Terms) => void };

export function ConsentList({ lang, messages, terms, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const state = (on: boolean) => (on ? messages['myPage.agreed'] : messages['myPage.notAgreed']);

  const toggleMarketing = async () => {
    setBusy(true);
    try {
      const answer = await callApi('PUT /api/auth/change-term-agreement-use-marketing', {
        body: { isAgreeItem5: !terms.isAgreeItem5 },
        lang,
      });
      onChange({ ...terms, ...answer.data, marketingAgreedAt: answer.data.isAgreeItem5 ? new Date().toISOString() : terms.marketingAgreedAt });
      showToast({ type: 'success', message: answer.message });
    } catch (error) {
      toastFailure(error, messages);
    } finally {
      setBusy(false);
    }
  };

  const channels = marketingChannels.map(({ item, key }) => ({ on: terms[item], key }));

  return (
    <section className="mp-card" aria-labelledby="mp-consents">
      <h2 id="mp-consents">{messages['myPage.consents']}</h2>
      <dl className="mp-list">
        <div>
          <dt>{messages['myPage.requiredTerms']}</dt>
          <dd>
            {state(terms.isAgreeRequiredTerms)}
            <span className="mp-note">{messages['myPage.requiredTermsNote']}</span>
          </dd>
        </div>
        <div>
          <dt>{messages['myPage.optionalCollection']}</dt>
          <dd>{state(terms.isAgreeOptionalItem4)}</dd>
        </div>
        <div>
          <dt id="mp-marketing-label">{messages['myPage.marketingUse']}</dt>
          <dd>
            <button
              type="button"
              role="switch"
              className="mp-switch"
              aria-checked={terms.isAgreeItem5}
              aria-labelledby="mp-marketing-label"
              disabled={busy}
              onClick={() => void toggleMarketing()}
              data-marketing-switch
            >
              <span className="mp-switch-track" aria-hidden="true" />
              <span>{state(terms.isAgreeItem5)}</span>
            </button>
            {terms.isAgreeItem5 && terms.marketingAgreedAt && (
              <span className="mp-note">{fillMessage(messages, 'myPage.marketingAgreedAt', { date: formatDate(terms.marketingAgreedAt, lang) })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{messages['myPage.marketingReception']}</dt>
          <dd>
            {state(terms.isAgreeOptionalItem6)}
            {lang === 'ko' && terms.isAgreeOptionalItem6 && (
              <span className="mp-note">
                {channels
                  .filter((channel) => channel.on)
                  .map((channel) => messages[channel.key])
                  .join(', ')}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
