import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchLogOpenedItem } from '#core/schemas/search-log.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { getSearchLogOpened, searchLogOpenedKey, type SearchLogPeriod } from '../api/search-log-calls.ts';

/**
 * A keyword's row opened: the results opened from its answers over the list's period, the most opened first
 * (at most 20), each a link to the site's page in a new tab; asked for when the row is first opened.
 */
export function SearchLogOpened({ keyword, period }: { keyword: string; period: SearchLogPeriod }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: searchLogOpenedKey(keyword, period), queryFn: () => getSearchLogOpened(keyword, period) });
  if (query.isError && !query.data) {
    return <LoadFailed error={query.error} retry={query.refetch} title={t('searchLog.openedFailed')} retryLabel={t('searchLog.retry')} />;
  }
  const columns: TableColumnsType<SearchLogOpenedItem> = [
    {
      key: 'path',
      title: t('searchLog.openedColumn.path'),
      // a path of this site (the schema takes nothing else), in the public site's Korean
      render: (_value, item) => (
        <a href={item.path} target="_blank" rel="noopener noreferrer">
          {item.path}
        </a>
      ),
    },
    { key: 'opened', dataIndex: 'opened', title: t('searchLog.openedColumn.opened'), align: 'right', width: 120 },
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('searchLog.openedTitle', { keyword })}</Typography.Text>
      <Table<SearchLogOpenedItem>
        rowKey="path"
        size="small"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        pagination={false}
        locale={{ emptyText: emptyTableText(t('searchLog.openedEmpty')) }}
      />
    </Flex>
  );
}
