// One click to watch, track or mute a board or a post (issue 32): three toggle buttons, the level the member
// has pressed. Pressing the pressed one clears it. The page is kept for a class of readers, so the level is
// read in the browser; the server's message about the change is announced in the status region.
import { useEffect, useId, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { watchLevels, type WatchLevel } from '#core/schemas/watch.ts';
import { callApi } from '../lib/api-client.ts';
import type { WatchMessages } from './messages.ts';
import { failureText, SaveAnnouncements, useWatchSave } from './use-watch-save.tsx';
import './watch.css';

type Props = { lang: Lang; messages: WatchMessages; target: 'BOARD' | 'POST'; watchKey: string };

export function WatchControl({ lang, messages, target, watchKey }: Props) {
  const [level, setLevel] = useState<WatchLevel | null | undefined>(undefined);
  const { busy, status, error, setError, save } = useWatchSave(lang, messages['common.networkError']);
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    const controller = new AbortController();
    callApi('GET /api/member/watches/level', { query: { target, key: watchKey }, lang, signal: controller.signal }).then(
      (answer) => setLevel(answer.data.level),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure, messages['common.networkError']));
      },
    );
    return () => controller.abort();
  }, [lang, target, watchKey, messages, setError]);

  const choose = async (chosen: WatchLevel) => {
    const saved = await save({ target, key: watchKey, level: chosen === level ? 'NONE' : chosen });
    if (saved) setLevel(saved.level);
  };

  const hint =
    level === undefined
      ? messages['watch.loading']
      : level === null
        ? messages['watch.hint.none']
        : level === 'MUTED'
          ? messages['watch.hint.MUTED']
          : messages[`watch.hint.${target}.${level}`];
  return (
    <div className="watch-control">
      <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="watch-levels">
        <span id={labelId} className="watch-label">
          {messages[`watch.group.${target}`]}
        </span>
        {watchLevels.map((each) => (
          <button
            key={each}
            type="button"
            className="watch-level"
            aria-pressed={level === each}
            disabled={level === undefined || busy}
            onClick={() => void choose(each)}
          >
            {messages[`watch.level.${each}`]}
          </button>
        ))}
      </div>
      <p id={hintId} className="watch-hint">
        {hint}
      </p>
      <SaveAnnouncements status={status} error={error} />
    </div>
  );
}
