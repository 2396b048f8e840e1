// One call of a thread's islands at a time, with its failure as text next to the control (the post
// page has no toast region): the server's message in the page's language, or the network message.
import { useState } from 'react';
import { failureText } from '../forms/form-messages.ts';

export function useThreadCall(messages: Parameters<typeof failureText>[1]) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs one call (a `callApi` by key, core/api/contract.ts), then `after`; a failure is shown as text. */
  const run = async (send: () => Promise<unknown>, after: () => void) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await send();
      after();
    } catch (failure) {
      setError(failureText(failure, messages));
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** Shows the thread again as the server renders it, at one comment when given. */
export function reloadAt(anchor?: string): void {
  if (anchor) window.location.hash = anchor;
  window.location.reload();
}
