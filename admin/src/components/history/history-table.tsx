import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Page } from '#core/schemas/common.ts';
import type { HistoryFilters } from '../../types/history.ts';

/** An instant of the API (ISO) in the admin's local time. */
export const formatInstant = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

type Props<T> = {
  query: UseQueryResult<Page<T>>;
  columns: TableColumnsType<T>;
  filters: HistoryFilters;
  onApply: (next: HistoryFilters) => void;
};

/** A history list paged on the server: loading, empty and failed states, the total, the pages. */
export function HistoryTable<T extends { id: number | string }>({ query, columns, filters, onApply }: Props<T>) {
  const { t } = useTranslation();
  const page = query.data;
  if (query.isError && !page) {
    return (
      <Alert
        type="error"
        showIcon
        title={query.error.message}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('admin.error.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Typography.Text role="status">{page ? t('admin.table.total', { count: page.total }) : ''}</Typography.Text>
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={page?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t('admin.table.empty') }}
        pagination={{
          current: filters.page,
          pageSize: page?.pageSize ?? 10,
          total: page?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => onApply({ ...filters, page: next }),
        }}
        style={{ marginTop: 8 }}
      />
    </>
  );
}
