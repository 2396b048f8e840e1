import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { glossaryAddPath } from '#core/schemas/search-glossary.ts';
import { SEARCH_LOG_DEFAULT_DAYS, SEARCH_LOG_RETENTION_DAYS, type SearchLogItem } from '#core/schemas/search-log.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { getSearchLog, searchLogListKey, type SearchLogFilters } from '../api/search-log-calls.ts';
import { searchLogAddress, SearchLogFilterForm } from './search-log-filters.tsx';
import { SearchLogOpened } from './search-log-opened.tsx';

/** The console's router starts at /admin (app/router.tsx): a link within it names the rest of the path. */
const CONSOLE_BASE = '/admin';

function searchLogColumns(t: TFunction): TableColumnsType<SearchLogItem> {
  return [
    { key: 'keyword', dataIndex: 'keyword', title: t('searchLog.column.keyword') },
    { key: 'searches', dataIndex: 'searches', title: t('searchLog.column.searches'), align: 'right', width: 110 },
    { key: 'foundNothing', dataIndex: 'foundNothing', title: t('searchLog.column.foundNothing'), align: 'right', width: 110 },
    { key: 'opened', dataIndex: 'opened', title: t('searchLog.column.opened'), align: 'right', width: 120 },
    { key: 'lastDay', dataIndex: 'lastDay', title: t('searchLog.column.lastDay'), width: 140 },
    {
      key: 'actions',
      title: t('searchLog.column.actions'),
      width: 160,
      render: (_value, item) => (
        <Link to={glossaryAddPath(item.keyword).slice(CONSOLE_BASE.length)} aria-label={`${t('searchLog.addToGlossary')}: ${item.keyword}`}>
          <PlusOutlined aria-hidden /> {t('searchLog.addToGlossary')}
        </Link>
      ),
    },
  ];
}

/** What an empty list says: nothing holds the keyword, or nothing of the choice was searched in the period. */
const emptyKey = (filters: SearchLogFilters) =>
  filters.keyword ? 'searchLog.noMatch' : filters.shows === 'all' ? 'searchLog.emptyAll' : 'searchLog.emptyNothing';

/**
 * The search log (/admin/search-log, issue 31): the keywords searched over a period (the last 30 Korean days
 * by default) with how often each was searched, found nothing and had a result opened; those that found
 * nothing by default, the most often first, or all, the most searched first. A row opens to the results opened
 * from its answers; each links to the glossary's add dialog with the keyword filled in.
 */
export function SearchLogList() {
  const { t } = useTranslation();
  const list = useServerList({ address: searchLogAddress, root: [searchLogListKey], get: getSearchLog });
  const { filters, apply } = list;
  const period = { fromDate: filters.fromDate, toDate: filters.toDate };
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('searchLog.help', { defaultDays: SEARCH_LOG_DEFAULT_DAYS, keptDays: SEARCH_LOG_RETENTION_DAYS })}</Typography.Text>
      <ListBar>
        <SearchLogFilterForm filters={filters} onApply={apply} />
      </ListBar>
      <ListTable
        list={list}
        rowKey="keyword"
        columns={searchLogColumns(t)}
        empty={t(emptyKey(filters))}
        failed={{ title: t('searchLog.loadFailed'), retry: t('searchLog.retry') }}
        expandable={{
          columnTitle: <span className="visually-hidden">{t('searchLog.column.expand')}</span>,
          expandedRowRender: (item) => <SearchLogOpened keyword={item.keyword} period={period} />,
        }}
      />
    </Flex>
  );
}
