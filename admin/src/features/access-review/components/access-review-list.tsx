import { PlayCircleOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QUARTER_PATTERN, type AccessReviewSummary, type AccessReviewList as Reviews } from '#core/schemas/access-review.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { refreshReviews } from '../../../lib/reviews-due.ts';
import { accessReviewKey, startAccessReview, useAccessReviews } from '../api/access-review-calls.ts';
import { AccessReviewQuarter } from './access-review-quarter.tsx';

/** Where this quarter's review stands: not started (with the button that starts it), in progress, or complete. */
function CurrentQuarter({ reviews }: { reviews: Reviews }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: startAccessReview,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await refreshReviews(queryClient, accessReviewKey);
    },
  });
  const quarter = reviews.current;
  const review = reviews.reviews.find((each) => each.quarter === quarter);
  if (!review) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('accessReview.notStartedYet', { quarter })}
        action={
          <Button type="primary" icon={<PlayCircleOutlined />} loading={start.isPending} onClick={() => start.mutate()}>
            {t('accessReview.start', { quarter })}
          </Button>
        }
      />
    );
  }
  return review.completedAt ? (
    <Alert type="success" showIcon title={t('accessReview.done', { quarter })} />
  ) : (
    <Alert
      type="info"
      showIcon
      title={t('accessReview.inProgress', { quarter, decided: review.decided, total: review.total })}
      action={<Link to={`?quarter=${quarter}`}>{t('accessReview.openQuarter', { quarter })}</Link>}
    />
  );
}

/** The reviews kept, newest first. */
function ReviewTable({ reviews, loading }: { reviews: AccessReviewSummary[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AccessReviewSummary> = [
    { key: 'quarter', dataIndex: 'quarter', title: t('accessReview.column.quarter') },
    {
      key: 'started',
      title: t('accessReview.column.started'),
      render: (_v, row) => t('accessReview.by', { username: row.startedByUsername, at: formatInstant(row.startedAt) }),
    },
    { key: 'progress', title: t('accessReview.column.progress'), render: (_v, row) => t('accessReview.progress', { decided: row.decided, total: row.total }) },
    {
      key: 'completed',
      title: t('accessReview.column.completed'),
      render: (_v, row) =>
        row.completedAt ? t('accessReview.by', { username: row.completedByUsername ?? '', at: formatInstant(row.completedAt) }) : t('accessReview.incomplete'),
    },
    {
      key: 'open',
      title: t('accessReview.column.open'),
      render: (_v, row) => (
        <Link to={`?quarter=${row.quarter}`} aria-label={t('accessReview.openQuarter', { quarter: row.quarter })}>
          {t('accessReview.open')}
        </Link>
      ),
    },
  ];
  return (
    <div className="console-table-scroll" role="region" aria-label={t('admin.table.region')} tabIndex={0}>
      <Table<AccessReviewSummary>
        rowKey="quarter"
        columns={columns}
        dataSource={reviews}
        loading={loading}
        pagination={false}
        locale={{ emptyText: emptyTableText(t('accessReview.empty')) }}
      />
    </div>
  );
}

/**
 * The quarterly access review (issue 33, ISMS-P 2.5.6): this quarter's review and every one kept, or one review's
 * accounts when the address names its quarter (`?quarter=2026-Q4`), so the screen stays one entry of the navigation.
 */
export function AccessReviewList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const quarter = params.get('quarter') ?? '';
  const query = useAccessReviews();
  let body;
  if (QUARTER_PATTERN.test(quarter)) body = <AccessReviewQuarter key={quarter} quarter={quarter} />;
  else if (query.isError) body = <LoadFailed error={query.error} retry={query.refetch} title={t('accessReview.loadFailed')} />;
  else
    body = (
      <>
        {query.data && <CurrentQuarter reviews={query.data} />}
        <ReviewTable reviews={query.data?.reviews ?? []} loading={query.isFetching} />
      </>
    );
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ maxWidth: '80ch', margin: 0 }}>{t('accessReview.intro')}</Typography.Paragraph>
      {body}
    </Flex>
  );
}
