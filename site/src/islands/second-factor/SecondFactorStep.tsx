// The sign-in's second step (issue 34): after a right password, the code of the member's authenticator app, one of
// their passkeys, or one of their recovery codes in its place; "lost your device?" mails a link that turns the app off
// with the password. Loaded by the sign-in form only when a second factor must follow, so /login's first load stays
// within its budget (e2e/js-budget.spec.ts). It imports React alone (no styles, no other island module): the sign-in
// form hands it its API client, the form's styles are on the page already, and @simplewebauthn/browser loads when a
// passkey is used.
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { SecondFactorKind } from '#core/auth/second-factors.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import type { callApi } from '../lib/api-client.ts';
import type { secondFactorStepMessageKeys } from './message-keys.ts';

type StepMessages = Record<(typeof secondFactorStepMessageKeys)[number] | 'common.networkError', string>;
type CodeProof = { method: 'TOTP' | 'RECOVERY_CODE'; code: string };

/** What offers each way beside the one shown. */
const useWay = {
  TOTP: 'secondFactor.step.useApp',
  PASSKEY: 'secondFactor.step.usePasskey',
  RECOVERY_CODE: 'secondFactor.step.useRecovery',
} as const satisfies Record<SecondFactorKind, keyof StepMessages>;

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

/** Whether a failure is the browser's end of a passkey ceremony (cancelled, timed out, no passkey here), not a call's. */
const ceremonyEnded = (error: unknown) =>
  error instanceof DOMException || (error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERROR_'));

export default function SecondFactorStep({ lang, messages, factors, call, onSignedIn, onStartOver }: Props) {
  const [method, setMethod] = useState<SecondFactorKind>(factors.find((factor) => factor !== 'RECOVERY_CODE') ?? 'RECOVERY_CODE');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const app = method === 'TOTP';
  // the password's button is gone: the focus goes on to this step's field or button (and back to it when the way changes)
  useEffect(() => (method === 'PASSKEY' ? passkeyButton.current : field.current)?.focus(), [method]);

  /** A refused proof: the password again when the pending sign-in ended, else why, with the focus back on the way. */
  const refused = (failure: unknown) => {
    setBusy(false);
    // the pending sign-in ended: the password again, saying why
    if ((failure as { status?: number }).status === 401) return onStartOver(failureOf(failure, messages));
    setError(ceremonyEnded(failure) ? messages['secondFactor.step.passkeyCancelled'] : failureOf(failure, messages));
    setCode('');
    (method === 'PASSKEY' ? passkeyButton.current : field.current)?.focus();
  };

  const answerWithPasskey = async () => {
    setBusy(true);
    setError('');
    try {
      const { data: options } = await call('POST /api/auth/login/second-factor/passkey-options', { lang });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options });
      onSignedIn((await call('POST /api/auth/login/second-factor', { body: { method: 'PASSKEY', response }, lang })).data);
    } catch (failure) {
      refused(failure);
    }
  };

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
      const proof: CodeProof = { method: app ? 'TOTP' : 'RECOVERY_CODE', code: typed };
      onSignedIn((await call('POST /api/auth/login/second-factor', { body: proof, lang })).data);
    } catch (failure) {
      refused(failure);
    }
  };

  const switchWay = (way: SecondFactorKind) => {
    setMethod(way);
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
    <section className="form-stack" aria-labelledby={`${id}-title`} data-second-step>
      <h2 id={`${id}-title`}>{messages['secondFactor.step.title']}</h2>
      <p id={`${id}-lead`}>
        {messages[method === 'PASSKEY' ? 'secondFactor.step.passkeyLead' : app ? 'secondFactor.step.lead' : 'secondFactor.step.recoveryLead']}
      </p>
      {method === 'PASSKEY' ? (
        <div className="form-stack">
          <button
            ref={passkeyButton}
            className="button"
            type="button"
            disabled={busy}
            aria-describedby={error ? `${id}-lead ${id}-error` : `${id}-lead`}
            onClick={() => void answerWithPasskey()}
          >
            {busy ? messages['secondFactor.step.submitting'] : messages['secondFactor.step.passkeySubmit']}
          </button>
          <ErrorLine id={id} error={error} />
        </div>
      ) : (
        <CodeForm id={id} app={app} messages={messages} code={code} setCode={setCode} error={error} busy={busy} field={field} onSubmit={send} />
      )}
      {factors
        .filter((way) => way !== method)
        .map((way) => (
          <p key={way}>
            <button type="button" className="member-inline-button" onClick={() => switchWay(way)}>
              {messages[useWay[way]]}
            </button>
          </p>
        ))}
      <p>
        <button type="button" className="member-inline-button" onClick={() => void askLink()}>
          {messages['secondFactor.step.lostDevice']}
        </button>
      </p>
      <p role="status" style={status ? undefined : { margin: 0 }}>
        {status}
      </p>
      <p>
        <button type="button" className="member-inline-button" onClick={() => onStartOver()}>
          {messages['secondFactor.step.startOver']}
        </button>
      </p>
    </section>
  );
}

/** The step's message under its field or button, read with it. */
function ErrorLine({ id, error }: { id: string; error: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="form-error" role="alert">
      {error}
    </p>
  );
}

type CodeFormProps = {
  id: string;
  /** The authenticator app's code, else a recovery code. */
  app: boolean;
  messages: StepMessages;
  code: string;
  setCode: (code: string) => void;
  error: string;
  busy: boolean;
  field: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent) => Promise<void>;
};

/** The code typed for the step: the app's 6 digits or a recovery code. */
function CodeForm({ id, app, messages, code, setCode, error, busy, field, onSubmit }: CodeFormProps) {
  return (
    <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
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
        <ErrorLine id={id} error={error} />
      </div>
      <button className="button" type="submit" disabled={busy}>
        {busy ? messages['secondFactor.step.submitting'] : messages['secondFactor.step.submit']}
      </button>
    </form>
  );
}
