import type { UseQueryResult } from '@tanstack/react-query';
import { Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '#core/schemas/common.ts';
import type { HistoryFilters } from '#core/schemas/history.ts';
import { LoadFailed } from '../load-failed.tsx';
import { emptyTableText, serverPaging } from '../table-paging.tsx';

/** An instant of the API (ISO) in the admin's local time. */
export const formatInstant = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/**
 * A column of a history list, declared once per list: the item's field it shows, its title's message
 * key, and how a value reads when not as sent (`t` translates a label, colour alone carries no meaning).
 */
export type HistoryColumn<T> = {
  [K in keyof T & string]: { key: K; title: string; render?: (value: T[K], t: TFunction) => ReactNode; width?: number; ellipsis?: boolean };
}[keyof T & string];

/** The declared columns as Ant Design's table takes them, titles in the admin's language. */
function tableColumns<T>(columns: readonly HistoryColumn<T>[], t: TFunction): TableColumnsType<T> {
  return columns.map(({ key, title, render, width, ellipsis }) => ({
    key,
    dataIndex: key,
    title: t(title),
    ...(render && { render: (value: unknown) => render(value as never, t) }),
    ...(width !== undefined && { width }),
    ...(ellipsis !== undefined && { ellipsis }),
  }));
}

/** The total; a list counted only so far (HISTORY_WINDOW) says there is more and how to reach it. */
const totalText = (page: Page<unknown>, t: TFunction) =>
  page.more ? t('admin.table.totalMore', { total: page.total.toLocaleString('en-US') }) : t('admin.table.total', { count: page.total });

type Props<T> = {
  query: UseQueryResult<Page<T>>;
  columns: readonly HistoryColumn<T>[];
  filters: HistoryFilters;
  onApply: (next: HistoryFilters) => void;
};

/** A history list paged on the server: loading, empty and failed states, the total, the pages. */
export function HistoryTable<T extends { id: number | string }>({ query, columns, filters, onApply }: Props<T>) {
  const { t } = useTranslation();
  const page = query.data;
  if (query.isError && !page) {
    return <LoadFailed error={query.error} retry={query.refetch} />;
  }
  return (
    <>
      <Typography.Text role="status">{page ? totalText(page, t) : ''}</Typography.Text>
      <div className="console-table-scroll" role="region" aria-label={t('admin.table.region')} tabIndex={0}>
        <Table<T>
          rowKey="id"
          columns={tableColumns(columns, t)}
          dataSource={page?.items ?? []}
          loading={query.isFetching}
          locale={{ emptyText: emptyTableText(t('admin.table.empty')) }}
          pagination={serverPaging(page, filters.page, (next) => onApply({ ...filters, page: next }))}
        />
      </div>
    </>
  );
}
