import { Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '#core/schemas/common.ts';
import { LoadFailed } from '../load-failed.tsx';
import type { Unmasking } from '../masking/use-unmasking.tsx';
import type { Paged, ServerList } from './use-server-list.ts';

/** An empty table's text in the text colour: the table's own placeholder grey fails the 4.5:1 contrast (WCAG 1.4.3). */
export const emptyTableText = (text: string): ReactNode => <Typography.Text>{text}</Typography.Text>;

/** The total; a list counted only so far (HISTORY_WINDOW) says there is more and how to reach it. */
export const totalText = (page: Page<unknown>, t: TFunction) =>
  page.more ? t('admin.table.totalMore', { total: page.total.toLocaleString('en-US') }) : t('admin.table.total', { count: page.total });

type Props<F extends Paged, T> = {
  list: ServerList<F, T>;
  columns: TableColumnsType<T>;
  /** What an empty list says (a string in the text colour, or a node of its own); "no data" by default. */
  empty?: ReactNode;
  /** What a failed read says, with its retry button's label; the API's own message by default. */
  failed?: { title: string; retry: string };
  /** Whether the total is announced as it changes (false where the screen announces something else). */
  announceTotal?: boolean;
  size?: TableProps<T>['size'];
  /** The field that keys a row: `id` unless the rows have another (the search log's keyword). */
  rowKey?: keyof T & string;
  /** Rows that open to show more (the search log's results opened). */
  expandable?: TableProps<T>['expandable'];
  /** A list of personal data, masked by the API: a row at a time unmasked with a reason (components/masking). */
  unmasking?: Unmasking<T>;
};

/**
 * One page of a list paged on the server: the total, the rows in a scrolling region the keyboard reaches,
 * the loading state while a page is asked for, the empty and failed states, and the pager.
 */
export function ListTable<F extends Paged, T extends object>({
  list,
  columns,
  empty,
  failed,
  announceTotal = true,
  size,
  rowKey,
  expandable,
  unmasking,
}: Props<F, T>) {
  const { t } = useTranslation();
  const { query } = list;
  const page = query.data;
  if (query.isError && !page) {
    return <LoadFailed error={query.error} retry={query.refetch} {...(failed && { title: failed.title, retryLabel: failed.retry })} />;
  }
  return (
    <>
      <Typography.Text {...(announceTotal && { role: 'status' })}>{page ? totalText(page, t) : ''}</Typography.Text>
      <div className="console-table-scroll" role="region" aria-label={t('admin.table.region')} tabIndex={0}>
        <Table<T>
          rowKey={rowKey ?? 'id'}
          columns={unmasking ? [...columns, unmasking.column] : columns}
          dataSource={unmasking ? unmasking.rows(page?.items ?? []) : (page?.items ?? [])}
          loading={query.isFetching}
          locale={{ emptyText: typeof empty === 'string' || empty === undefined ? emptyTableText(empty ?? t('admin.table.empty')) : empty }}
          pagination={{ current: list.page, pageSize: page?.pageSize ?? 10, total: page?.total ?? 0, showSizeChanger: false, onChange: list.goTo }}
          {...(size && { size })}
          {...(expandable && { expandable })}
        />
      </div>
      {unmasking?.dialog}
    </>
  );
}
