// What the watch islands share (issue 32): saving a level (PUT /api/member/watches) with its busy state, the
// server's message for the status region and a failure for the alert, and the two regions themselves.
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { WatchLevelView, WatchSave } from '#core/schemas/watch.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';

/** A failed call as the islands say it: the server's message (in the page's language), or the network's. */
export const failureText = (error: unknown, networkError: string): string =>
  error instanceof ApiFailure && error.status !== 0 && error.message ? error.message : networkError;

export function useWatchSave(lang: Lang, networkError: string) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  /** Saves a level; answers the level now, or null after a failure (shown in the alert). */
  const save = async (body: WatchSave): Promise<WatchLevelView | null> => {
    setBusy(true);
    setError('');
    try {
      const answer = await callApi('PUT /api/member/watches', { body, lang });
      setStatus(answer.message);
      return answer.data;
    } catch (failure) {
      setError(failureText(failure, networkError));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, error, setError, save };
}

/** The status region that announces a saved change, and the alert of a failure. */
export function SaveAnnouncements({ status, error }: { status: string; error: string }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
