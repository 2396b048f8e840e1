// Where the activation link lands (portal spec §4; docs/identity.md): POST /api/public/activate-account
// with the link's token, then success (go and sign in), an expired link (send a new one: POST
// /api/public/resend-activation with the same token) or an invalid one (sign in, or sign up again).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isToken } from '#core/auth/token.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { showToast } from '../ui/toast-store.ts';
import '../forms/forms.css';
import type { activateAccountMessageKeys } from './message-keys.ts';
import './member.css';

type State = 'working' | 'active' | 'expired' | 'resending' | 'resent' | 'invalid';

export default function ActivateAccount({ lang, messages }: { lang: Lang; messages: Record<(typeof activateAccountMessageKeys)[number], string> }) {
  const hrefs = memberHrefs(lang);
  const [state, setState] = useState<State>('working');
  const search = useBrowserValue(() => window.location.search);
  const token = search === null ? null : (new URLSearchParams(search).get('token') ?? '');
  const valid = token !== null && isToken(token);
  const started = useRef(false);

  useEffect(() => {
    // a token is used once: never post it twice, even if the effect runs twice
    if (!valid || started.current) return;
    started.current = true;
    callApi('POST /api/public/activate-account', { body: { token }, lang }).then(
      () => setState('active'),
      (error: unknown) => {
        if (error instanceof ApiFailure && error.status === 0) {
          showToast({ type: 'error', message: messages['common.networkError'] });
          setState('invalid');
        } else setState(error instanceof ApiFailure && (error.data as { expired?: boolean } | null)?.expired === true ? 'expired' : 'invalid');
      },
    );
  }, [lang, messages, token, valid]);

  const resend = async () => {
    // offered only after the link's token was sent (state `expired`), so there is one
    if (token === null) return;
    setState('resending');
    try {
      await callApi('POST /api/public/resend-activation', { body: { token }, lang });
      setState('resent');
    } catch (error) {
      setState('expired');
      showToast({ type: 'error', message: error instanceof ApiFailure && error.status !== 0 ? error.message : messages['common.networkError'] });
    }
  };

  if (search === null || (valid && state === 'working'))
    return (
      <p className="member-status" role="status">
        {messages['activation.working']}
      </p>
    );
  const goLogin = (
    <a className="button" href={hrefs.login}>
      {messages['activation.goLogin']}
    </a>
  );
  if (state === 'active') return <Outcome message={messages['activation.success']} succeeded way={goLogin} />;
  if (state === 'expired' || state === 'resending') {
    const resendButton = (
      <button className="button" type="button" disabled={state === 'resending'} onClick={() => void resend()}>
        {state === 'resending' ? messages['activation.resending'] : messages['activation.resend']}
      </button>
    );
    return <Outcome message={messages['activation.expired']} way={resendButton} />;
  }
  if (state === 'resent') {
    const checkEmail = (
      <a className="button button--secondary" href={hrefs.checkEmail}>
        {messages['activation.goCheckEmail']}
      </a>
    );
    return <Outcome message={messages['activation.resent']} succeeded way={checkEmail} />;
  }
  const register = (
    <a className="button button--secondary" href={hrefs.register}>
      {messages['activation.goRegister']}
    </a>
  );
  return (
    <Outcome
      message={messages['activation.invalid']}
      way={
        <div className="form-actions">
          {goLogin}
          {register}
        </div>
      }
    />
  );
}

/** What the activation came to: its message (announced when it went well) and the way on. */
function Outcome({ message, succeeded = false, way }: { message: string; succeeded?: boolean; way: ReactNode }) {
  return (
    <div className="form-stack">
      <p className={`member-status member-status--${succeeded ? 'success' : 'error'}`} role={succeeded ? 'status' : undefined}>
        {message}
      </p>
      {way}
    </div>
  );
}
