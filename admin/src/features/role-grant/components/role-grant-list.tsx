import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Modal, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleLabelKey } from '#core/schemas/people.ts';
import type { RoleGrantItem } from '#core/schemas/role-grant.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { refreshReviews } from '../../../lib/reviews-due.ts';
import { approveGrant, rejectGrant, roleGrantKey, useRoleGrants, withdrawGrant } from '../api/role-grant-calls.ts';

/** A grant's decision, its message the success toast; the list and what waits are asked for again. */
function useGrantAction<A>(call: (argument: A) => Promise<{ message: string }>, onDone?: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      onDone?.();
      await refreshReviews(queryClient, roleGrantKey);
    },
  });
}

type Decisions = { approve: (id: number) => void; reject: (item: RoleGrantItem) => void; withdraw: (id: number) => void };

/** Another ADMIN's request: approve (after a confirmation) or reject; one's own: withdraw only. */
function Actions({ item, t, decide }: { item: RoleGrantItem; t: TFunction; decide: Decisions }) {
  const role = t(roleLabelKey(item.toRole));
  if (item.mine) {
    return (
      <Space direction="vertical" size={4}>
        <Typography.Text>{t('roleGrant.yours')}</Typography.Text>
        <Popconfirm
          title={t('roleGrant.withdrawConfirm', { username: item.username })}
          okText={t('roleGrant.ok')}
          cancelText={t('roleGrant.cancel')}
          onConfirm={() => decide.withdraw(item.id)}
        >
          <Button size="small" icon={<RollbackOutlined />} aria-label={t('roleGrant.actionFor', { action: t('roleGrant.withdraw'), username: item.username })}>
            {t('roleGrant.withdraw')}
          </Button>
        </Popconfirm>
      </Space>
    );
  }
  return (
    <Space wrap>
      <Popconfirm
        title={t('roleGrant.approveConfirm', { username: item.username, role })}
        okText={t('roleGrant.ok')}
        cancelText={t('roleGrant.cancel')}
        onConfirm={() => decide.approve(item.id)}
      >
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          aria-label={t('roleGrant.actionFor', { action: t('roleGrant.approve'), username: item.username })}
        >
          {t('roleGrant.approve')}
        </Button>
      </Popconfirm>
      <Button
        size="small"
        danger
        icon={<CloseOutlined />}
        aria-label={t('roleGrant.actionFor', { action: t('roleGrant.reject'), username: item.username })}
        onClick={() => decide.reject(item)}
      >
        {t('roleGrant.reject')}
      </Button>
    </Space>
  );
}

/** The rejection of one request, with an optional reason kept in the permission-change history. */
function RejectDialog({ item, onClose }: { item: RoleGrantItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onClose();
  };
  const reject = useGrantAction(rejectGrant, close);
  return (
    <Modal
      open={item !== null}
      title={item ? t('roleGrant.rejectTitle', { username: item.username }) : ''}
      okText={t('roleGrant.reject')}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelText={t('roleGrant.cancel')}
      onOk={() => item && reject.mutate({ id: item.id, note: note.trim() })}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('roleGrant.rejectNote')} htmlFor="role-grant-reject-note">
          <Input.TextArea id="role-grant-reject-note" rows={3} maxLength={500} showCount value={note} onChange={(event) => setNote(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Admin role requests (issue 33, decision 050): the grants of ADMIN or CONTENT_MANAGER waiting for a second ADMIN,
 * with what the caller may do with each; a portal with one ADMIN is told how to make a second.
 */
export function RoleGrantList() {
  const { t } = useTranslation();
  const query = useRoleGrants();
  const [rejecting, setRejecting] = useState<RoleGrantItem | null>(null);
  const approve = useGrantAction(approveGrant);
  const withdraw = useGrantAction(withdrawGrant);
  const decide: Decisions = { approve: (id) => approve.mutate(id), reject: setRejecting, withdraw: (id) => withdraw.mutate(id) };
  if (query.isError) return <LoadFailed error={query.error} retry={query.refetch} />;
  const columns: TableColumnsType<RoleGrantItem> = [
    { key: 'username', dataIndex: 'username', title: t('roleGrant.column.account') },
    {
      key: 'change',
      title: t('roleGrant.column.change'),
      render: (_v, item) => t('roleGrant.change', { from: t(roleLabelKey(item.fromRole)), to: t(roleLabelKey(item.toRole)) }),
    },
    { key: 'requestedBy', dataIndex: 'requestedByUsername', title: t('roleGrant.column.requestedBy') },
    { key: 'requestedAt', title: t('roleGrant.column.requestedAt'), render: (_v, item) => formatInstant(item.requestedAt) },
    { key: 'actions', title: t('roleGrant.column.actions'), render: (_v, item) => <Actions item={item} t={t} decide={decide} /> },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ maxWidth: '80ch', margin: 0 }}>{t('roleGrant.intro')}</Typography.Paragraph>
      {query.data?.admins === 1 && <Alert type="warning" showIcon title={t('roleGrant.oneAdmin')} />}
      <Link to="/change-permission">{t('roleGrant.historyLink')}</Link>
      <div className="console-table-scroll" role="region" aria-label={t('admin.table.region')} tabIndex={0}>
        <Table<RoleGrantItem>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.items ?? []}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: emptyTableText(t('roleGrant.empty')) }}
        />
      </div>
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
    </Flex>
  );
}
