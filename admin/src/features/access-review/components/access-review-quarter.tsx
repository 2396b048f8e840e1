import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AccessReviewDecision, AccessReviewItem } from '#core/schemas/access-review.ts';
import { roleLabelKey } from '#core/schemas/people.ts';
import { DetailFrame } from '../../../components/detail-frame.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { refreshReviews } from '../../../lib/reviews-due.ts';
import { accessReviewKey, decideAccount, useAccessReview } from '../api/access-review-calls.ts';

type Decide = (item: AccessReviewItem, decision: AccessReviewDecision) => void;

/** The decision on one account: confirm, or revoke after a confirmation that says what it does; or what was decided. */
function Decision({ item, t, decide }: { item: AccessReviewItem; t: TFunction; decide: Decide }) {
  if (item.decision) {
    const decision = t(`accessReview.decision.${item.decision.toLowerCase()}`);
    return (
      <Badge
        status={item.decision === 'REVOKED' ? 'error' : 'success'}
        text={t('accessReview.decidedBy', { decision, username: item.decidedByUsername ?? '', at: item.decidedAt ? formatInstant(item.decidedAt) : '' })}
      />
    );
  }
  return (
    <Space wrap>
      <Button
        size="small"
        icon={<CheckOutlined />}
        aria-label={t('accessReview.actionFor', { action: t('accessReview.confirm'), username: item.username })}
        onClick={() => decide(item, 'CONFIRMED')}
      >
        {t('accessReview.confirm')}
      </Button>
      <Popconfirm
        title={t('accessReview.revokeConfirm', { username: item.username })}
        okText={t('accessReview.ok')}
        okButtonProps={{ danger: true }}
        cancelText={t('accessReview.cancel')}
        onConfirm={() => decide(item, 'REVOKED')}
      >
        <Button
          size="small"
          danger
          icon={<StopOutlined />}
          aria-label={t('accessReview.actionFor', { action: t('accessReview.revoke'), username: item.username })}
        >
          {t('accessReview.revoke')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

const when = (t: TFunction, at: string | null) => (at ? formatInstant(at) : t('accessReview.never'));

/** One quarter's review: every account with a console role, its last use, and the decision on each. */
export function AccessReviewQuarter({ quarter }: { quarter: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useAccessReview(quarter);
  const decision = useMutation({
    mutationFn: decideAccount,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await refreshReviews(queryClient, accessReviewKey);
    },
  });
  const decide: Decide = (item, chosen) => decision.mutate({ quarter, userId: item.userId, decision: chosen });
  const columns: TableColumnsType<AccessReviewItem> = [
    {
      key: 'account',
      title: t('accessReview.column.account'),
      render: (_v, item) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>{item.username}</Typography.Text>
          <span>{item.name}</span>
        </Space>
      ),
    },
    {
      key: 'role',
      title: t('accessReview.column.role'),
      render: (_v, item) => (
        <Space direction="vertical" size={2}>
          <span>{t(roleLabelKey(item.role))}</span>
          {item.currentRole === null ? (
            <Typography.Text type="secondary">{t('accessReview.accountGone')}</Typography.Text>
          ) : (
            item.currentRole !== item.role && <span>{t('accessReview.roleNow', { role: t(roleLabelKey(item.currentRole)) })}</span>
          )}
        </Space>
      ),
    },
    { key: 'lastConsoleSignIn', title: t('accessReview.column.lastConsoleSignIn'), render: (_v, item) => when(t, item.lastConsoleSignIn) },
    {
      key: 'lastSignIn',
      title: t('accessReview.column.lastSignIn'),
      render: (_v, item) => (
        <Space direction="vertical" size={2}>
          <span>{when(t, item.lastSignIn)}</span>
          {item.idle && <Badge status="warning" text={t('accessReview.idle')} />}
        </Space>
      ),
    },
    { key: 'decision', title: t('accessReview.column.decision'), render: (_v, item) => <Decision item={item} t={t} decide={decide} /> },
  ];
  return (
    <DetailFrame query={query} back={{ to: '/access-review', label: t('accessReview.back') }}>
      {({ review, items }) => (
        <>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {t('accessReview.quarterTitle', { quarter })}
          </Typography.Title>
          <Typography.Text role="status" strong>
            {review.completedAt ? t('accessReview.done', { quarter }) : t('accessReview.inProgress', { quarter, decided: review.decided, total: review.total })}
          </Typography.Text>
          <div className="console-table-scroll" role="region" aria-label={t('admin.table.region')} tabIndex={0}>
            <Table<AccessReviewItem>
              rowKey="userId"
              columns={columns}
              dataSource={items}
              loading={query.isFetching}
              pagination={false}
              locale={{ emptyText: emptyTableText(t('accessReview.empty')) }}
            />
          </div>
        </>
      )}
    </DetailFrame>
  );
}
