import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventLabels, type WebhookDeliveryItem, type WebhookDeliveryStatus, type WebhookItem } from '#core/schemas/webhook.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText, totalText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { deliveriesKey, getWebhookDeliveries } from '../api/webhook-calls.ts';

// a dot beside the text in the text's colour, as the job runs show theirs (components/job-run.tsx): a coloured tag's text fails the contrast
const statusDots: Record<WebhookDeliveryStatus, 'processing' | 'success' | 'error'> = { PENDING: 'processing', SENT: 'success', FAILED: 'error' };

export const DeliveryStatus = ({ status }: { status: WebhookDeliveryStatus }) => {
  const { t } = useTranslation();
  return <Badge status={statusDots[status]} text={t(`webhook.status.${status}`)} />;
};

function deliveryColumns(t: TFunction): TableColumnsType<WebhookDeliveryItem> {
  const dash = '–';
  return [
    { key: 'createdAt', title: t('webhook.delivery.createdAt'), width: 170, render: (_value, row) => formatInstant(row.createdAt) },
    { key: 'event', title: t('webhook.delivery.event'), render: (_value, row) => t(webhookEventLabels[row.event]) },
    { key: 'status', title: t('webhook.delivery.status'), render: (_value, row) => <DeliveryStatus status={row.status} /> },
    { key: 'response', title: t('webhook.delivery.response'), render: (_value, row) => row.lastResponseStatus ?? dash },
    {
      key: 'responseTime',
      title: t('webhook.delivery.responseTime'),
      render: (_value, row) => (row.responseMs === null ? dash : t('webhook.delivery.ms', { ms: row.responseMs })),
    },
    { key: 'attempts', title: t('webhook.delivery.attempts'), dataIndex: 'attempts' },
    {
      key: 'nextAttempt',
      title: t('webhook.delivery.nextAttempt'),
      width: 170,
      render: (_value, row) => (row.nextAttemptAt ? formatInstant(row.nextAttemptAt) : dash),
    },
    { key: 'error', title: t('webhook.delivery.error'), render: (_value, row) => row.lastError || dash },
  ];
}

/** One webhook's delivery log, newest first, a page at a time: status, response code and time, attempts, next try. */
export function WebhookDeliveries({ webhook }: { webhook: WebhookItem }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...deliveriesKey(webhook.id), page],
    queryFn: () => getWebhookDeliveries(webhook.id, page),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <Flex vertical gap={8} component="section" aria-labelledby="webhook-deliveries-title">
      <Typography.Title level={2} id="webhook-deliveries-title" className="console-break" style={{ fontSize: 18, margin: 0 }}>
        {t('webhook.deliveriesOf', { url: webhook.url })}
      </Typography.Title>
      {query.isError && !data ? (
        <LoadFailed error={query.error} retry={query.refetch} title={t('webhook.loadFailed')} retryLabel={t('webhook.retry')} />
      ) : (
        <>
          <Typography.Text role="status">{data ? totalText(data, t) : ''}</Typography.Text>
          <div className="console-table-scroll" role="region" aria-label={t('webhook.deliveriesCaption')} tabIndex={0}>
            <Table<WebhookDeliveryItem>
              rowKey="id"
              size="small"
              columns={deliveryColumns(t)}
              dataSource={data?.items ?? []}
              loading={query.isFetching}
              locale={{ emptyText: emptyTableText(t('webhook.deliveriesEmpty')) }}
              pagination={{ current: page, pageSize: data?.pageSize ?? 20, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
            />
          </div>
        </>
      )}
    </Flex>
  );
}
