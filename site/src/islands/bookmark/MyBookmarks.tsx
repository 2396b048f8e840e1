// My Page's list of bookmarks (decision 045): the posts and catalogue items the member bookmarked and may still
// see, newest first, each linked and removable, a page at a time. Loaded in the browser: the member's own list.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { BookmarkItemView } from '#core/schemas/bookmark.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { PrevNextPager } from '../lib/PrevNextPager.tsx';
import { failureText, SaveAnnouncements } from '../watch/use-watch-save.tsx';
import type { MyBookmarksMessages } from './messages.ts';
import './bookmark.css';

type Props = {
  lang: Lang;
  messages: MyBookmarksMessages;
  /** The name of one item of each kind that can be bookmarked, in the page's language. */
  kindNames: Readonly<Record<string, string>>;
  /** The site path prefix of the page's language ('' or '/en'). */
  prefix: string;
};
type Page = { items: BookmarkItemView[]; total: number; page: number; totalPages: number };

export function MyBookmarks({ lang, messages, kindNames, prefix }: Props) {
  const [page, setPage] = useState<Page | null>(null);
  const [at, setAt] = useState(1);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  // bumped after a removal: the page is read again
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    callApi('GET /api/member/bookmarks', { query: { page: at }, lang, signal: controller.signal }).then(
      (answer) => {
        // the last row of a later page removed: its new last page
        if (answer.data.items.length === 0 && answer.data.page > 1) setAt(answer.data.totalPages);
        else setPage(answer.data);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure, messages['common.networkError']));
      },
    );
    return () => controller.abort();
  }, [lang, messages, at, version]);

  const remove = async (item: BookmarkItemView) => {
    setBusy(true);
    setError('');
    try {
      const answer = await callApi('DELETE /api/member/bookmarks/:kind/:id', { params: { kind: item.kind, id: item.id }, lang });
      setStatus(answer.message);
      setVersion((known) => known + 1);
    } catch (failure) {
      setError(failureText(failure, messages['common.networkError']));
    } finally {
      setBusy(false);
    }
  };

  const pageOf = page ? fillMessage(messages, 'bookmark.pageOf', { page: page.page, pages: page.totalPages, total: page.total }, lang) : '';
  return (
    <section className="my-bookmarks" aria-busy={page === null}>
      {page === null && !error && <p>{messages['bookmark.loading']}</p>}
      {page && page.total === 0 && <p>{messages['bookmark.empty']}</p>}
      {page && page.items.length > 0 && (
        <table className="bookmark-table">
          <thead>
            <tr>
              <th scope="col">{messages['bookmark.column.kind']}</th>
              <th scope="col">{messages['bookmark.column.title']}</th>
              <th scope="col">{messages['bookmark.column.saved']}</th>
              <th scope="col">{messages['bookmark.column.action']}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={`${item.kind}:${item.id}`}>
                <td>{kindNames[item.kind] ?? item.kind}</td>
                <td>
                  <a href={`${prefix}${item.path}`}>{item.title}</a>
                </td>
                <td>
                  <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleDateString(lang)}</time>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={fillMessage(messages, 'bookmark.removeLabel', { title: item.title }, lang)}
                    disabled={busy}
                    onClick={() => void remove(item)}
                  >
                    {messages['bookmark.remove']}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && (
        <PrevNextPager
          className="bookmark-pager"
          page={page.page}
          totalPages={page.totalPages}
          label={pageOf}
          previous={messages['bookmark.previous']}
          next={messages['bookmark.next']}
          onPage={setAt}
        />
      )}
      <SaveAnnouncements status={status} error={error} />
    </section>
  );
}
