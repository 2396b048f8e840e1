import { Badge, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LogReviewDetail, LogReviewExportDay, LogReviewNight, LogReviewVolume } from '#core/schemas/log-review.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';

/** A history screen filtered to one admin and some Korean days (the history lists read these from the address). */
const historyLink = (screen: '/admin-access' | '/download-history', keyword: string, fromDate: string, toDate: string) =>
  `${screen}?${new URLSearchParams({ fromDate, toDate, keyword }).toString()}`;

/** The two history screens of an admin in the month. */
function AdminLinks({ username, detail, t }: { username: string; detail: LogReviewDetail; t: TFunction }) {
  return (
    <Space direction="vertical" size={2}>
      <Link to={historyLink('/admin-access', username, detail.fromDate, detail.toDate)}>{t('logReview.link.access', { username })}</Link>
      <Link to={historyLink('/download-history', username, detail.fromDate, detail.toDate)}>{t('logReview.link.downloads', { username })}</Link>
    </Space>
  );
}

/** One kind of finding: its heading and its table (a region the keyboard can scroll). */
function FindingTable<T extends object>({
  id,
  title,
  rows,
  columns,
  empty,
  rowKey,
}: {
  id: string;
  title: string;
  rows: T[];
  columns: TableColumnsType<T>;
  empty: string;
  rowKey: (row: T) => string;
}): ReactNode {
  return (
    <div>
      <Typography.Title level={3} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {/* the scrolling region is named by its heading: three tables on one screen, each its own landmark */}
      <div className="console-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <Table<T> rowKey={rowKey} columns={columns} dataSource={rows} pagination={false} size="small" locale={{ emptyText: emptyTableText(empty) }} />
      </div>
    </div>
  );
}

/** The month's findings: each admin's volumes against their usual month, the night records, the days of many exports. */
export function LogReviewFindings({ detail }: { detail: LogReviewDetail }) {
  const { t } = useTranslation();
  const withUsual = (value: number, usual: number) => t('logReview.withUsual', { value: value.toLocaleString('en-US'), usual: usual.toLocaleString('en-US') });
  const volumeColumns: TableColumnsType<LogReviewVolume> = [
    { key: 'admin', dataIndex: 'adminUsername', title: t('logReview.column.admin') },
    { key: 'access', title: t('logReview.column.access'), render: (_v, row) => withUsual(row.access, row.usualAccess) },
    { key: 'downloads', title: t('logReview.column.downloads'), render: (_v, row) => withUsual(row.downloads, row.usualDownloads) },
    { key: 'rows', title: t('logReview.column.rows'), render: (_v, row) => withUsual(row.rows, row.usualRows) },
    {
      key: 'flag',
      title: t('logReview.column.flag'),
      render: (_v, row) =>
        row.unusual.length > 0 ? (
          <Badge
            status="error"
            text={t('logReview.unusual', { measures: row.unusual.map((measure) => t(`logReview.measure.${measure.toLowerCase()}`)).join(', ') })}
          />
        ) : (
          <Badge status="default" text={t('logReview.usual')} />
        ),
    },
    { key: 'links', title: t('logReview.column.links'), render: (_v, row) => <AdminLinks username={row.adminUsername} detail={detail} t={t} /> },
  ];
  const nightColumns: TableColumnsType<LogReviewNight> = [
    { key: 'admin', dataIndex: 'adminUsername', title: t('logReview.column.admin') },
    { key: 'log', title: t('logReview.column.log'), render: (_v, row) => t(row.log === 'ACCESS' ? 'logReview.log.access' : 'logReview.log.download') },
    { key: 'count', dataIndex: 'count', title: t('logReview.column.count') },
    { key: 'first', title: t('logReview.column.first'), render: (_v, row) => formatInstant(row.first) },
    { key: 'last', title: t('logReview.column.last'), render: (_v, row) => formatInstant(row.last) },
    { key: 'links', title: t('logReview.column.links'), render: (_v, row) => <AdminLinks username={row.adminUsername} detail={detail} t={t} /> },
  ];
  const exportColumns: TableColumnsType<LogReviewExportDay> = [
    { key: 'admin', dataIndex: 'adminUsername', title: t('logReview.column.admin') },
    { key: 'day', dataIndex: 'day', title: t('logReview.column.day') },
    { key: 'count', dataIndex: 'count', title: t('logReview.column.downloads') },
    { key: 'rows', title: t('logReview.column.rows'), render: (_v, row) => row.rows.toLocaleString('en-US') },
    {
      key: 'links',
      title: t('logReview.column.links'),
      render: (_v, row) => (
        <Link to={historyLink('/download-history', row.adminUsername, row.day, row.day)}>
          {t('logReview.link.day', { username: row.adminUsername, day: row.day })}
        </Link>
      ),
    },
  ];
  return (
    <>
      <FindingTable
        id="log-review-volumes"
        title={t('logReview.volumes.title')}
        rows={detail.volumes}
        columns={volumeColumns}
        empty={t('logReview.volumes.empty')}
        rowKey={(row) => String(row.adminId)}
      />
      <FindingTable
        id="log-review-night"
        title={t('logReview.night.title')}
        rows={detail.night}
        columns={nightColumns}
        empty={t('logReview.night.empty')}
        rowKey={(row) => `${row.adminId}-${row.log}`}
      />
      <FindingTable
        id="log-review-exports"
        title={t('logReview.manyExports.title')}
        rows={detail.manyExports}
        columns={exportColumns}
        empty={t('logReview.manyExports.empty')}
        rowKey={(row) => `${row.adminId}-${row.day}`}
      />
    </>
  );
}
