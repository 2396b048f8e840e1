// The state of the member's two-step verification on My Page's security page (issue 34): on or off, when the app was
// set up and how many recovery codes are left, and what may be done from here (set up; new codes or turn off).
import type { Ref } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { SecondFactorState } from '#core/schemas/second-factor.ts';
import { formatDate } from '../../lib/format.ts';
import { fillMessage } from '../lib/fill-message.ts';
import type { SecurityMessages } from './message-keys.ts';

type Props = {
  lang: Lang;
  messages: SecurityMessages;
  state: SecondFactorState;
  /** Whether the actions show (a panel below is not open). */
  actions: boolean;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onEnrol: () => void;
  onRenew: () => void;
  onTurnOff: () => void;
};

export function SecurityState({ lang, messages, state, actions, busy, headingRef, onEnrol, onRenew, onTurnOff }: Props) {
  const on = state.factors.includes('TOTP');
  return (
    <section className="mp-card" aria-labelledby="sf-state-title">
      <h2 id="sf-state-title" ref={headingRef} tabIndex={-1}>
        {messages['secondFactor.page.appTitle']}
      </h2>
      <p data-security-state={on ? 'on' : 'off'}>{messages[on ? 'secondFactor.page.stateOn' : 'secondFactor.page.stateOff']}</p>
      {on && state.totpEnrolledAt && (
        <p className="mp-note">{fillMessage(messages, 'secondFactor.page.enrolledAt', { date: formatDate(state.totpEnrolledAt, lang) }, lang)}</p>
      )}
      {on && <p className="mp-note">{fillMessage(messages, 'secondFactor.page.codesLeft', { count: state.recoveryCodesLeft }, lang)}</p>}
      {actions && !on && (
        <div className="sf-actions">
          <button type="button" className="button" disabled={busy} onClick={onEnrol}>
            {messages['secondFactor.page.enrol']}
          </button>
        </div>
      )}
      {actions && on && (
        <div className="sf-actions">
          <button type="button" className="button" aria-describedby="sf-renew-hint" disabled={busy} onClick={onRenew}>
            {messages['secondFactor.page.renew']}
          </button>
          <span id="sf-renew-hint" className="mp-note">
            {messages['secondFactor.page.renewHint']}
          </span>
          <button type="button" className="button button--secondary" onClick={onTurnOff}>
            {messages['secondFactor.page.turnOff']}
          </button>
        </div>
      )}
    </section>
  );
}
