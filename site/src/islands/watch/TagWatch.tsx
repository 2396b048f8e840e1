// A post's tags, each with one click to watch it (issue 32): new posts with the tag, on any board the member
// may see, reach their bell. Pressing again stops. A toggle button: its name stays, `aria-pressed` tells the
// state. The levels are read in the browser (the page is shared).
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import type { WatchMessages } from './messages.ts';
import { failureText, SaveAnnouncements, useWatchSave } from './use-watch-save.tsx';
import './watch.css';

type Props = { lang: Lang; messages: WatchMessages; tags: readonly string[] };

export function TagWatch({ lang, messages, tags }: Props) {
  const [watched, setWatched] = useState<Record<string, boolean | undefined>>({});
  const { busy, status, error, setError, save } = useWatchSave(lang, messages['common.networkError']);

  useEffect(() => {
    const controller = new AbortController();
    for (const tag of tags) {
      callApi('GET /api/member/watches/level', { query: { target: 'TAG', key: tag }, lang, signal: controller.signal }).then(
        (answer) => setWatched((known) => ({ ...known, [tag]: answer.data.level === 'WATCHING' || answer.data.level === 'TRACKING' })),
        (failure: unknown) => {
          if (!controller.signal.aborted) setError(failureText(failure, messages['common.networkError']));
        },
      );
    }
    return () => controller.abort();
  }, [lang, tags, messages, setError]);

  const toggle = async (tag: string) => {
    const saved = await save({ target: 'TAG', key: tag, level: watched[tag] ? 'NONE' : 'WATCHING' });
    if (saved) setWatched((known) => ({ ...known, [tag]: saved.level === 'WATCHING' }));
  };

  return (
    <div className="watch-tags">
      <ul className="forum-tags" aria-label={messages['watch.tags']}>
        {tags.map((tag) => (
          <li key={tag}>
            <span>{tag}</span>
            <button
              type="button"
              className="watch-tag"
              aria-pressed={watched[tag] === true}
              aria-label={fillMessage(messages, 'watch.tagFollow', { tag }, lang)}
              disabled={watched[tag] === undefined || busy}
              onClick={() => void toggle(tag)}
            >
              {messages['watch.tagButton']}
            </button>
          </li>
        ))}
      </ul>
      <SaveAnnouncements status={status} error={error} />
    </div>
  );
}
