// The recovery codes, shown once (issue 34): at the confirmation of an authenticator app and at each renewal. The
// list takes the focus so a screen reader starts with its heading; "I have kept them" closes it for good.
import { useEffect, useRef } from 'react';
import type { SecurityMessages } from './message-keys.ts';

export function RecoveryCodes({ codes, messages, onDone }: { codes: readonly string[]; messages: SecurityMessages; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mp-card" aria-labelledby="sf-codes-title" data-recovery-codes>
      <h2 id="sf-codes-title" ref={heading} tabIndex={-1}>
        {messages['secondFactor.page.codesTitle']}
      </h2>
      <p>{messages['secondFactor.page.codesLead']}</p>
      <ul className="sf-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDone}>
        {messages['secondFactor.page.codesDone']}
      </button>
    </section>
  );
}
