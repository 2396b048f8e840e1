// The consent history on /my-page/my-data (issue 33): every agreement and withdrawal, newest first, with its date,
// the version of the text and where it was given, a page at a time.
import type { Lang } from '#core/i18n/locales.ts';
import type { Page } from '#core/schemas/common.ts';
import { consentCodeKey, consentItemKey, type ConsentHistoryItem } from '#core/schemas/consent.ts';
import { formatDateTime } from '../../lib/format.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { PrevNextPager } from '../lib/PrevNextPager.tsx';
import type { MyDataMessages } from './messages.ts';

type Props = { lang: Lang; messages: MyDataMessages; history: Page<ConsentHistoryItem>; onPage: (page: number) => void };

export function ConsentHistory({ lang, messages, history, onPage }: Props) {
  const word = (key: string) => messages[key] ?? key;
  return (
    <section className="mp-card" aria-labelledby="md-history">
      <h2 id="md-history">{messages['myData.historyTitle']}</h2>
      {history.total === 0 ? (
        <p>{messages['myData.historyEmpty']}</p>
      ) : (
        <div className="md-table-wrap">
          <table className="md-history">
            <caption className="visually-hidden">{messages['myData.historyCaption']}</caption>
            <thead>
              <tr>
                <th scope="col">{messages['myData.column.createdAt']}</th>
                <th scope="col">{messages['myData.column.item']}</th>
                <th scope="col">{messages['myData.column.action']}</th>
                <th scope="col">{messages['myData.column.version']}</th>
                <th scope="col">{messages['myData.column.source']}</th>
              </tr>
            </thead>
            <tbody>
              {history.items.map((row) => (
                <tr key={row.id} data-history-item={row.item} data-history-action={row.action}>
                  <td data-label={messages['myData.column.createdAt']}>
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>
                  </td>
                  <td data-label={messages['myData.column.item']}>{word(consentItemKey(row.item))}</td>
                  <td data-label={messages['myData.column.action']}>{word(consentCodeKey('action', row.action))}</td>
                  <td data-label={messages['myData.column.version']}>{row.version || messages['myData.noVersion']}</td>
                  <td data-label={messages['myData.column.source']}>{word(consentCodeKey('source', row.source))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PrevNextPager
        className="md-pager"
        page={history.page}
        totalPages={history.totalPages}
        label={fillMessage(messages, 'bookmark.pageOf', { page: history.page, pages: history.totalPages, total: history.total }, lang)}
        previous={messages['bookmark.previous'] ?? ''}
        next={messages['bookmark.next'] ?? ''}
        onPage={onPage}
      />
    </section>
  );
}
