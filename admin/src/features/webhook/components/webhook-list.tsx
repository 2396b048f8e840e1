import { EditOutlined, KeyOutlined, PlusOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventLabels, type WebhookItem, type WebhookSecret } from '#core/schemas/webhook.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { deleteWebhook, deliveriesKey, getWebhooks, replaceWebhookSecret, sendWebhookTest, webhookKey } from '../api/webhook-calls.ts';
import { DeliveryStatus, WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookDialog } from './webhook-dialog.tsx';
import { WebhookSecretDialog } from './webhook-secret.tsx';

type RowActions = {
  edit: (webhook: WebhookItem) => void;
  test: (webhook: WebhookItem) => void;
  testing: number | null;
  log: (webhook: WebhookItem) => void;
  renew: (id: number) => void;
  remove: (id: number) => void;
};

/** Every column has a width: the console's tables are as wide as their content, so a long address and the tags wrap inside theirs. */
function webhookColumns(t: TFunction, actions: RowActions): TableColumnsType<WebhookItem> {
  return [
    { key: 'url', title: t('webhook.column.url'), width: 240, render: (_value, row) => <span className="console-break">{row.url}</span> },
    {
      key: 'events',
      title: t('webhook.column.events'),
      width: 220,
      render: (_value, row) => (
        <Space size={[4, 4]} wrap>
          {row.events.map((event) => (
            <Tag key={event}>{t(webhookEventLabels[event])}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'active', title: t('webhook.column.active'), width: 80, render: (_value, row) => t(row.active ? 'webhook.on' : 'webhook.off') },
    {
      key: 'last',
      title: t('webhook.column.last'),
      width: 150,
      render: (_value, row) =>
        row.lastStatus && row.lastDeliveryAt ? (
          <Space size={4} wrap>
            <DeliveryStatus status={row.lastStatus} />
            {formatInstant(row.lastDeliveryAt)}
          </Space>
        ) : (
          t('webhook.never')
        ),
    },
    {
      key: 'actions',
      title: t('webhook.column.actions'),
      width: 250,
      render: (_value, row) => (
        <Space wrap>
          <Button
            size="small"
            icon={<SendOutlined />}
            loading={actions.testing === row.id}
            aria-label={`${t('webhook.sendTest')}: ${row.url}`}
            onClick={() => actions.test(row)}
          >
            {t('webhook.sendTest')}
          </Button>
          <Button size="small" icon={<UnorderedListOutlined />} aria-label={`${t('webhook.deliveries')}: ${row.url}`} onClick={() => actions.log(row)}>
            {t('webhook.deliveries')}
          </Button>
          <Button size="small" icon={<EditOutlined />} aria-label={`${t('webhook.edit')}: ${row.url}`} onClick={() => actions.edit(row)}>
            {t('webhook.edit')}
          </Button>
          <Popconfirm
            title={t('webhook.newSecretConfirm')}
            okText={t('webhook.newSecretOk')}
            cancelText={t('webhook.cancel')}
            onConfirm={() => actions.renew(row.id)}
            getPopupContainer={(trigger) => trigger.closest('main') ?? document.body}
          >
            <Button size="small" icon={<KeyOutlined />} aria-label={`${t('webhook.newSecret')}: ${row.url}`}>
              {t('webhook.newSecret')}
            </Button>
          </Popconfirm>
          <DeleteButton
            text={t('webhook.delete')}
            label={`${t('webhook.delete')}: ${row.url}`}
            confirm={{ title: t('webhook.deleteConfirm'), description: row.url, ok: t('webhook.delete'), cancel: t('webhook.cancel') }}
            onConfirm={() => actions.remove(row.id)}
          />
        </Space>
      ),
    },
  ];
}

/**
 * The staff's outgoing webhooks (/admin/webhooks, issue 32, docs/webhooks.md): the list with each webhook's
 * last delivery; add and edit in a dialog; a secret shown once when made; "Send a test", which opens the
 * webhook's delivery log below the list with the outcome.
 */
export function WebhookList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: [webhookKey, 'list'], queryFn: getWebhooks });
  const [editing, setEditing] = useState<WebhookItem | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteWebhook,
    onSuccess: async (envelope, id) => {
      void message.success(envelope.message);
      // its log is gone with it: closed and forgotten before the list is asked for again, never asked for itself
      if (logOf === id) setLogOf(null);
      queryClient.removeQueries({ queryKey: deliveriesKey(id) });
      await queryClient.invalidateQueries({ queryKey: [webhookKey, 'list'] });
    },
  });
  const renew = useMutation({ mutationFn: replaceWebhookSecret, onSuccess: (envelope) => setSecret(envelope.data) });
  const test = useMutation({
    mutationFn: (webhook: WebhookItem) => sendWebhookTest(webhook.id),
    onSuccess: async (envelope, webhook) => {
      if (envelope.data.status === 'SENT') void message.success(envelope.message);
      else void message.warning(envelope.message);
      setLogOf(webhook.id);
      await queryClient.invalidateQueries({ queryKey: [webhookKey] });
    },
  });
  const webhooks = query.data ?? [];
  const logged = webhooks.find((webhook) => webhook.id === logOf);
  const actions: RowActions = {
    edit: setEditing,
    test: (webhook) => test.mutate(webhook),
    testing: test.isPending ? (test.variables?.id ?? null) : null,
    log: (webhook) => setLogOf(webhook.id),
    renew: (id) => renew.mutate(id),
    remove: (id) => remove.mutate(id),
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('webhook.help')}</Typography.Text>
      <ListBar>
        <span />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('webhook.add')}
        </Button>
      </ListBar>
      {query.isError && !query.data ? (
        <LoadFailed error={query.error} retry={query.refetch} title={t('webhook.loadFailed')} retryLabel={t('webhook.retry')} />
      ) : (
        <div className="console-table-scroll" role="region" aria-label={t('webhook.listCaption')} tabIndex={0}>
          <Table<WebhookItem>
            rowKey="id"
            columns={webhookColumns(t, actions)}
            dataSource={webhooks}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t('webhook.empty')) }}
            pagination={false}
          />
        </div>
      )}
      {logged && <WebhookDeliveries key={logged.id} webhook={logged} />}
      {editing && <WebhookDialog webhook={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCreated={setSecret} />}
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </Flex>
  );
}
