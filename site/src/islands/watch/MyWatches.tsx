// My Page's list of what the member watches (issue 32): each board, post or tag with its level, which a
// select changes and a button removes, a page at a time. Loaded in the browser: the member's own choices.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { watchLevels, type WatchItemView, type WatchLevel } from '#core/schemas/watch.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { PrevNextPager } from '../lib/PrevNextPager.tsx';
import { watchTargetKeys, type MyWatchesMessages } from './messages.ts';
import { failureText, SaveAnnouncements, useWatchSave } from './use-watch-save.tsx';
import './watch.css';

type Props = { lang: Lang; messages: MyWatchesMessages; /** The site path prefix of the page's language ('' or '/en'). */ prefix: string };
type Page = { items: WatchItemView[]; total: number; page: number; totalPages: number };

export function MyWatches({ lang, messages, prefix }: Props) {
  const [page, setPage] = useState<Page | null>(null);
  const [at, setAt] = useState(1);
  const { busy, status, error, setError, save: saveLevel } = useWatchSave(lang, messages['common.networkError']);

  // bumped after a change: the page is read again
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    callApi('GET /api/member/watches', { query: { page: at }, lang, signal: controller.signal }).then(
      (answer) => {
        // the last row of a later page removed: its new last page
        if (answer.data.items.length === 0 && answer.data.page > 1) setAt(answer.data.totalPages);
        else setPage(answer.data);
        setError('');
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure, messages['common.networkError']));
      },
    );
    return () => controller.abort();
  }, [lang, messages, at, version, setError]);

  const save = async (item: WatchItemView, level: WatchLevel | 'NONE') => {
    // the page read again after a change
    if (await saveLevel({ target: item.target, key: item.key, level })) setVersion((known) => known + 1);
  };

  const labelOf = (item: WatchItemView) => item.label || messages['watch.gone'];
  return (
    <section className="my-watches" aria-busy={page === null}>
      {page === null && !error && <p>{messages['watch.loading']}</p>}
      {page && page.total === 0 && <p>{messages['watch.empty']}</p>}
      {page && page.items.length > 0 && (
        <table className="watch-table">
          <thead>
            <tr>
              <th scope="col">{messages['watch.column.target']}</th>
              <th scope="col">{messages['watch.column.label']}</th>
              <th scope="col">{messages['watch.column.level']}</th>
              <th scope="col">{messages['watch.column.action']}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={`${item.target}:${item.key}`}>
                <td>{messages[watchTargetKeys[item.target]]}</td>
                <td>{item.path && item.label ? <a href={`${prefix}${item.path}`}>{item.label}</a> : labelOf(item)}</td>
                <td>
                  <select
                    aria-label={fillMessage(messages, 'watch.levelLabel', { label: labelOf(item) }, lang)}
                    value={item.level}
                    disabled={busy}
                    onChange={(event) => void save(item, event.currentTarget.value as WatchLevel)}
                  >
                    {watchLevels.map((level) => (
                      <option key={level} value={level}>
                        {messages[`watch.level.${level}`]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={fillMessage(messages, 'watch.removeLabel', { label: labelOf(item) }, lang)}
                    disabled={busy}
                    onClick={() => void save(item, 'NONE')}
                  >
                    {messages['watch.remove']}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && (
        <PrevNextPager
          className="watch-pager"
          page={page.page}
          totalPages={page.totalPages}
          label={fillMessage(messages, 'watch.pageOf', { page: page.page, pages: page.totalPages, total: page.total }, lang)}
          previous={messages['watch.previous']}
          next={messages['watch.next']}
          onPage={setAt}
        />
      )}
      <SaveAnnouncements status={status} error={error} />
    </section>
  );
}
