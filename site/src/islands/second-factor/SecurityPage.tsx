// /my-page/security (issue 34): the member's two-step verification. Off: set up an authenticator app (QR code and
// key, then its first code), after which the ten recovery codes are shown once. On: make new recovery codes, or turn
// the app off with the password. Loaded in the browser, behind the password again (like /my-page/info): without the
// re-entry the page goes to it, and comes back here.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { TotpEnrolment as Enrolment, SecondFactorState } from '#core/schemas/second-factor.ts';
import { importPasswordHref } from '../../lib/my-page-paths.ts';
import { ApiFailure } from '../lib/api-client.ts';
import { failureText, SaveAnnouncements } from '../watch/use-watch-save.tsx';
import type { SecurityMessages } from './message-keys.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { confirmEnrolment, loadSecurity, renewCodes, startEnrolment, turnOff } from './security-api.ts';
import { SecurityState } from './SecurityState.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';
import { TurnOffForm } from './TurnOffForm.tsx';
import '../my-page/my-page.css';
import './security.css';

type Props = { lang: Lang; messages: SecurityMessages; reauthOpen: boolean };

/** What the page shows beside the state: an enrolment, the codes shown once, or the password to turn the app off. */
type Panel = { kind: 'enrol'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] } | { kind: 'turnOff' } | null;

/** Without the password again the API refuses: the re-entry, which comes back here. */
const toReentry = (lang: Lang) => window.location.assign(importPasswordHref(lang, window.location.pathname));
const needsReentry = (failure: unknown) => failure instanceof ApiFailure && failure.status === 403 && failure.code === 403;

export function SecurityPage({ lang, messages, reauthOpen }: Props) {
  const [state, setState] = useState<SecondFactorState | null>(null);
  const [failed, setFailed] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const stateHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    () =>
      loadSecurity(lang).then(setState, (failure: unknown) => {
        if (needsReentry(failure)) toReentry(lang);
        else setFailed(true);
      }),
    [lang],
  );

  useEffect(() => {
    if (!reauthOpen) toReentry(lang);
    else void load();
  }, [lang, reauthOpen, load]);

  /** Runs a call: its message announced, or its failure shown (the re-entry when the 10 minutes are over). */
  const run = async <T,>(call: () => Promise<{ message: string; data: T }>, then: (data: T) => void) => {
    setBusy(true);
    setError('');
    try {
      const answer = await call();
      setStatus(answer.message);
      then(answer.data);
    } catch (failure) {
      if (needsReentry(failure)) toReentry(lang);
      else setError(failureText(failure, messages['common.networkError']));
    } finally {
      setBusy(false);
    }
  };

  /** Back to the state, reloaded, with the focus on its heading. */
  const closePanel = async () => {
    setPanel(null);
    await load();
    stateHeading.current?.focus();
  };

  if (failed) return <p role="alert">{messages['myPage.loadFailed']}</p>;
  if (!state) return <p aria-busy="true">{messages['myPage.loading']}</p>;
  return (
    <div className="mp-stack" data-security>
      <SecurityState
        lang={lang}
        messages={messages}
        state={state}
        actions={panel === null}
        busy={busy}
        headingRef={stateHeading}
        onEnrol={() =>
          void run(
            () => startEnrolment(lang),
            (enrolment) => setPanel({ kind: 'enrol', enrolment }),
          )
        }
        onRenew={() =>
          void run(
            () => renewCodes(lang),
            ({ codes }) => setPanel({ kind: 'codes', codes }),
          )
        }
        onTurnOff={() => setPanel({ kind: 'turnOff' })}
      />
      {panel?.kind === 'enrol' && (
        <TotpEnrolment
          enrolment={panel.enrolment}
          messages={messages}
          busy={busy}
          onConfirm={(code) =>
            void run(
              () => confirmEnrolment(lang, code),
              ({ codes }) => {
                setPanel({ kind: 'codes', codes });
                // the state says "on" while the codes are shown
                void load();
              },
            )
          }
          onCancel={() => void closePanel()}
        />
      )}
      {panel?.kind === 'codes' && <RecoveryCodes codes={panel.codes} messages={messages} onDone={() => void closePanel()} />}
      {panel?.kind === 'turnOff' && (
        <TurnOffForm
          messages={messages}
          busy={busy}
          onTurnOff={(password) =>
            void run(
              () => turnOff(lang, password),
              () => void closePanel(),
            )
          }
          onCancel={() => void closePanel()}
        />
      )}
      <SaveAnnouncements status={status} error={error} />
    </div>
  );
}
