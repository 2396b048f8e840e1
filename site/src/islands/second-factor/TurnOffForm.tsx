// Turning the authenticator app off on My Page (issue 34): it asks for the password. The heading takes the focus.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../forms/TextField.tsx';
import { fillMessage } from '../lib/fill-message.ts';
import type { SecurityMessages } from './message-keys.ts';

type Props = { messages: SecurityMessages; busy: boolean; onTurnOff: (password: string) => void; onCancel: () => void };

export function TurnOffForm({ messages, busy, onTurnOff, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  useEffect(() => heading.current?.focus(), []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(fillMessage(messages, 'validation.required', { field: messages['field.password'] }));
    setError('');
    onTurnOff(password);
  };

  return (
    <section className="mp-card" aria-labelledby="sf-off-title">
      <h2 id="sf-off-title" ref={heading} tabIndex={-1}>
        {messages['secondFactor.page.turnOffTitle']}
      </h2>
      <p>{messages['secondFactor.page.turnOffLead']}</p>
      <form className="form-stack mp-narrow" noValidate onSubmit={send}>
        <TextField
          label={messages['field.password']}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error || undefined}
        />
        <div className="sf-actions">
          <button className="button" type="submit" disabled={busy}>
            {messages['secondFactor.page.turnOff']}
          </button>
          <button className="button button--secondary" type="button" onClick={onCancel}>
            {messages['secondFactor.page.cancel']}
          </button>
        </div>
      </form>
    </section>
  );
}
