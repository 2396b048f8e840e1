// The enrolment of an authenticator app on My Page (issue 34): the QR code and the key to type (shown this once),
// then the app's first code, which turns it on. The heading takes the focus when the panel opens.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TotpEnrolment as Enrolment } from '#core/schemas/second-factor.ts';
import { TextField } from '../forms/TextField.tsx';
import type { SecurityMessages } from './message-keys.ts';

type Props = {
  enrolment: Enrolment;
  messages: SecurityMessages;
  busy: boolean;
  /** Sends the code; the page shows what follows. */
  onConfirm: (code: string) => void;
  onCancel: () => void;
};

export function TotpEnrolment({ enrolment, messages, busy, onConfirm, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  useEffect(() => heading.current?.focus(), []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(messages['secondFactor.codeFormat']);
    setError('');
    onConfirm(digits);
  };

  return (
    <section className="mp-card" aria-labelledby="sf-enrol-title">
      <h2 id="sf-enrol-title" ref={heading} tabIndex={-1}>
        {messages['secondFactor.page.enrolTitle']}
      </h2>
      <ol className="sf-steps">
        <li>{messages['secondFactor.page.enrolStep1']}</li>
        <li>{messages['secondFactor.page.enrolStep2']}</li>
        <li>{messages['secondFactor.page.enrolStep3']}</li>
      </ol>
      <img className="sf-qr" src={enrolment.qrCode} alt={messages['secondFactor.page.qrAlt']} width={192} height={192} />
      <p>
        {messages['secondFactor.page.keyLabel']}:{' '}
        <span className="sf-key" data-totp-key>
          {enrolment.secret}
        </span>
      </p>
      <form className="form-stack mp-narrow" noValidate onSubmit={send}>
        <TextField
          label={messages['secondFactor.page.codeLabel']}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={error || undefined}
        />
        <div className="sf-actions">
          <button className="button" type="submit" disabled={busy}>
            {messages['secondFactor.page.confirm']}
          </button>
          <button className="button button--secondary" type="button" onClick={onCancel}>
            {messages['secondFactor.page.cancel']}
          </button>
        </div>
      </form>
    </section>
  );
}
