// The sign-in's second step (issue 34): after a right password, the code of the member's authenticator app, or one
// of their recovery codes in its place; "lost your device?" mails a link that turns the app off with the password.
// Loaded by the sign-in form only when a second factor must follow, so /login's first load stays within its
// budget (e2e/js-budget.spec.ts). It imports React alone (no styles, no other island module): the sign-in form
// hands it its API client, and the form's styles are on the page already.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SecondFactorKind } from '#core/auth/second-factors.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import type { callApi } from '../lib/api-client.ts';
import type { secondFactorStepMessageKeys } from './message-keys.ts';

type StepMessages = Record<(typeof secondFactorStepMessageKeys)[number] | 'common.networkError', string>;
type StepProof = { method: 'TOTP' | 'RECOVERY_CODE'; code: string };

type Props = {
  lang: Lang;
  messages: StepMessages;
  factors: readonly SecondFactorKind[];
  /** The islands' API client (lib/api-client.ts), handed over so this module imports none of the form's. */
  call: typeof callApi;
  onSignedIn: (user: SessionUser) => void;
  /** Back to the password; with why, when the pending sign-in ended (expired, or too many wrong codes). */
  onStartOver: (why?: string) => void;
};

/** The message of a failed call: the server's (already in the page's language), or the network's. */
const failureOf = (error: unknown, messages: StepMessages) => (error as { message?: string }).message || messages['common.networkError'];

export default function SecondFactorStep({ lang, messages, factors, call, onSignedIn, onStartOver }: Props) {
  const [method, setMethod] = useState<StepProof['method']>(factors.includes('TOTP') ? 'TOTP' : 'RECOVERY_CODE');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const app = method === 'TOTP';
  // the password's button is gone: the focus goes on to this step's field (and back to it when the way changes)
  useEffect(() => field.current?.focus(), [method]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (app ? !/^\d{6}$/.test(typed.replace(/\s+/g, '')) : typed === '') {
      setError(messages[app ? 'secondFactor.codeFormat' : 'secondFactor.recoveryCodeFormat']);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const proof: StepProof = { method, code: typed };
      onSignedIn((await call('POST /api/auth/login/second-factor', { body: proof, lang })).data);
    } catch (failure) {
      setBusy(false);
      // the pending sign-in ended: the password again, saying why
      if ((failure as { status?: number }).status === 401) return onStartOver(failureOf(failure, messages));
      setError(failureOf(failure, messages));
      setCode('');
      field.current?.focus();
    }
  };

  const switchWay = () => {
    setMethod(app ? 'RECOVERY_CODE' : 'TOTP');
    setCode('');
    setError('');
  };

  const askLink = async () => {
    setStatus('');
    setStatus(
      await call('POST /api/auth/login/lost-device', { lang }).then(
        (answer) => answer.message,
        (failure: unknown) => failureOf(failure, messages),
      ),
    );
  };

  return (
    <section className="form-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages['secondFactor.step.title']}</h2>
      <p id={`${id}-lead`}>{messages[app ? 'secondFactor.step.lead' : 'secondFactor.step.recoveryLead']}</p>
      <form className="form-stack" noValidate onSubmit={(event) => void send(event)}>
        <div className="form-field">
          <label htmlFor={`${id}-code`}>{messages[app ? 'secondFactor.step.codeLabel' : 'secondFactor.step.recoveryLabel']}</label>
          <input
            ref={field}
            id={`${id}-code`}
            className="form-input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode={app ? 'numeric' : 'text'}
            autoComplete={app ? 'one-time-code' : 'off'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={app ? 7 : 20}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-lead ${id}-error` : `${id}-lead`}
          />
          {error && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button className="button" type="submit" disabled={busy}>
          {busy ? messages['secondFactor.step.submitting'] : messages['secondFactor.step.submit']}
        </button>
      </form>
      {factors.includes('RECOVERY_CODE') && factors.includes('TOTP') && (
        <p>
          <button type="button" className="member-inline-button" onClick={switchWay}>
            {messages[app ? 'secondFactor.step.useRecovery' : 'secondFactor.step.useApp']}
          </button>
        </p>
      )}
      <p>
        <button type="button" className="member-inline-button" onClick={() => void askLink()}>
          {messages['secondFactor.step.lostDevice']}
        </button>
      </p>
      <p role="status">{status}</p>
      <p>
        <button type="button" className="member-inline-button" onClick={() => onStartOver()}>
          {messages['secondFactor.step.startOver']}
        </button>
      </p>
    </section>
  );
}
