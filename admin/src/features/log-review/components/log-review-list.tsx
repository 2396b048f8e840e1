import { Badge, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MONTH_PATTERN, type LogReviewMonth } from '#core/schemas/log-review.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useLogReviewMonths } from '../api/log-review-calls.ts';
import { LogReviewMonthView } from './log-review-month.tsx';

/** The past months to review, newest first: signed off (by whom, when, what was found) or waiting for a sign-off. */
function MonthList() {
  const { t } = useTranslation();
  const query = useLogReviewMonths();
  if (query.isError) return <LoadFailed error={query.error} retry={query.refetch} title={t('logReview.loadFailed')} />;
  const columns: TableColumnsType<LogReviewMonth> = [
    { key: 'month', dataIndex: 'month', title: t('logReview.column.month') },
    {
      key: 'status',
      title: t('logReview.column.status'),
      render: (_value, row) =>
        row.signedAt ? <Badge status="success" text={t('logReview.status.signed')} /> : <Badge status="warning" text={t('logReview.status.unsigned')} />,
    },
    {
      key: 'signedBy',
      title: t('logReview.column.signedBy'),
      render: (_value, row) => (row.signedAt ? `${row.signedByUsername ?? ''}, ${formatInstant(row.signedAt)}` : ''),
    },
    {
      key: 'findings',
      title: t('logReview.column.findings'),
      render: (_value, row) => (row.summary ? t('logReview.findingsSummary', row.summary) : ''),
    },
    {
      key: 'open',
      title: t('logReview.column.open'),
      render: (_value, row) => (
        <Link to={`?month=${row.month}`} aria-label={t('logReview.openMonth', { month: row.month })}>
          {t('logReview.open')}
        </Link>
      ),
    },
  ];
  const data = query.data;
  return (
    <>
      <Typography.Text role="status" strong={Boolean(data?.unsigned)}>
        {data ? (data.unsigned > 0 ? t('logReview.unsignedCount', { count: data.unsigned }) : t('logReview.allSigned')) : ''}
      </Typography.Text>
      <div className="console-table-scroll" role="region" aria-label={t('admin.table.region')} tabIndex={0}>
        <Table<LogReviewMonth>
          rowKey="month"
          columns={columns}
          dataSource={data?.months ?? []}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: emptyTableText(t('logReview.empty')) }}
        />
      </div>
    </>
  );
}

/**
 * The monthly log review (issue 33, ISMS-P 2.9.5): the months to review, or one month's findings and its sign-off
 * when the address names it (`?month=2026-10`), so the screen stays one entry of the navigation.
 */
export function LogReviewList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const month = params.get('month') ?? '';
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ maxWidth: '80ch', margin: 0 }}>{t('logReview.intro')}</Typography.Paragraph>
      {MONTH_PATTERN.test(month) ? <LogReviewMonthView key={month} month={month} /> : <MonthList />}
    </Flex>
  );
}
