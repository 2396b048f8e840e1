import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX, passkeyNameSchema, type PasskeyView } from '#core/schemas/passkey.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { ceremonyMessageKey, passkeysSupported } from '../../../lib/passkey-ceremony.ts';
import { addPasskey, getPasskeys, passkeyKey, removePasskey, renamePasskey } from '../api/passkey-calls.ts';

function passkeyColumns(t: TFunction, rename: (passkey: PasskeyView) => void, remove: (id: number) => void): TableColumnsType<PasskeyView> {
  return [
    {
      key: 'name',
      title: t('passkey.columnName'),
      width: 240,
      render: (_value, row) => (
        <Space size={4} wrap>
          <span className="console-break">{row.name}</span>
          {row.backedUp && <Tag>{t('passkey.synced')}</Tag>}
        </Space>
      ),
    },
    { key: 'created', title: t('passkey.columnCreated'), width: 170, render: (_value, row) => formatInstant(row.createdAt) },
    {
      key: 'lastUsed',
      title: t('passkey.columnLastUsed'),
      width: 170,
      render: (_value, row) => (row.lastUsedAt ? formatInstant(row.lastUsedAt) : t('passkey.neverUsed')),
    },
    {
      key: 'actions',
      title: t('passkey.columnActions'),
      width: 200,
      render: (_value, row) => (
        <Space wrap>
          <Button size="small" icon={<EditOutlined />} aria-label={`${t('passkey.rename')}: ${row.name}`} onClick={() => rename(row)}>
            {t('passkey.rename')}
          </Button>
          <DeleteButton
            text={t('passkey.remove')}
            label={`${t('passkey.remove')}: ${row.name}`}
            confirm={{
              title: t('passkey.removeTitle'),
              description: t('passkey.removeBody', { name: row.name }),
              ok: t('passkey.remove'),
              cancel: t('passkey.cancel'),
            }}
            onConfirm={() => remove(row.id)}
          />
        </Space>
      ),
    },
  ];
}

/**
 * The admin's own passkeys (on "My security" and the enrolment a policy asks for; issue 34, decision 053): each signs
 * in to the console without the mailed code, and is the second step after the password. Added under a name the admin gives it, renamed in a dialog, removed after a confirmation; every addition and
 * removal is written in the connection history and mailed to the admin.
 */
export function PasskeyList({ onAdded }: { onAdded?: () => void } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: passkeyKey, queryFn: getPasskeys });
  const [form] = Form.useForm<{ name: string }>();
  const [renameForm] = Form.useForm<{ name: string }>();
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeyKey });
  const ceremonyFailed = (error: unknown) => {
    const key = ceremonyMessageKey(error);
    if (key) void message.error(t(key));
  };
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      form.resetFields();
      await refresh();
      onAdded?.();
    },
    onError: ceremonyFailed,
  });
  const rename = useMutation({
    mutationFn: renamePasskey,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      setRenaming(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await refresh();
    },
  });
  const nameLabel = t('passkey.nameLabel');
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('passkey.consoleLead')}</Typography.Text>
      {!passkeysSupported() && <Typography.Text>{t('passkey.unsupported')}</Typography.Text>}
      <Form<{ name: string }> form={form} name="passkey-add" layout="vertical" requiredMark={false} onFinish={(values) => add.mutate(values.name.trim())}>
        <Form.Item name="name" label={nameLabel} extra={t('passkey.nameHint')} rules={[schemaRule(passkeyNameSchema, t, nameLabel)]} style={{ maxWidth: 420 }}>
          <Input maxLength={PASSKEY_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={add.isPending} disabled={!passkeysSupported()}>
          {add.isPending ? t('passkey.adding') : t('passkey.add')}
        </Button>
      </Form>
      {query.isError && !query.data ? (
        <LoadFailed error={query.error} retry={query.refetch} title={t('passkey.loadFailed')} />
      ) : (
        <div className="console-table-scroll" role="region" aria-label={t('passkey.consoleTitle')} tabIndex={0}>
          <Table<PasskeyView>
            rowKey="id"
            columns={passkeyColumns(t, setRenaming, (id) => remove.mutate(id))}
            dataSource={query.data ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t('passkey.empty')) }}
            pagination={false}
          />
        </div>
      )}
      <Modal
        open={renaming !== null}
        title={renaming ? t('passkey.renameLabel', { name: renaming.name }) : ''}
        okText={t('passkey.save')}
        cancelText={t('passkey.cancel')}
        confirmLoading={rename.isPending}
        onOk={() => renameForm.submit()}
        onCancel={() => setRenaming(null)}
        destroyOnHidden
      >
        <Form<{ name: string }>
          form={renameForm}
          name="passkey-rename"
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: renaming?.name ?? '' }}
          onFinish={(values) => renaming && rename.mutate({ id: renaming.id, name: values.name.trim() })}
        >
          <Form.Item name="name" label={nameLabel} rules={[schemaRule(passkeyNameSchema, t, nameLabel)]}>
            <Input maxLength={PASSKEY_NAME_MAX} autoComplete="off" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
