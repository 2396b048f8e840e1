import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Flex, Form, Input, Modal, Popconfirm, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { businessTypeLabelKey, partnerApplicationStatuses, type PartnerApplicationStatus } from '#core/partner-codes.ts';
import type { PartnerApplicationItem } from '#core/schemas/partner.ts';
import { formatInstant } from '../../../components/history/history-table.tsx';
import { emptyTableText, serverPaging } from '../../../components/table-paging.tsx';
import {
  approvePartnerApplication,
  getPartnerApplications,
  partnerApplicationKey,
  refusePartnerApplication,
  type PartnerApplicationFilters,
} from '../api/partner-application-calls.ts';

// a dot of the status's colour beside its name in the text colour (a coloured tag's text lacks contrast)
const statusBadge: Record<PartnerApplicationStatus, 'warning' | 'success' | 'default'> = { SUBMITTED: 'warning', APPROVED: 'success', REFUSED: 'default' };

/** The list's filters from the address, so a reload or a shared link shows the same rows. */
function filtersOf(params: URLSearchParams): PartnerApplicationFilters {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...((partnerApplicationStatuses as readonly string[]).includes(status ?? '') && { status: status as PartnerApplicationStatus }),
  };
}

/**
 * Become-a-partner applications (portal spec §3, §4): newest first, waiting ones to approve (the account of
 * the address becomes PARTNER, or will at its sign-up) or refuse with an optional reason; every decision
 * is mailed to the applicant in the language they applied in.
 */
export function PartnerApplicationList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const [refusing, setRefusing] = useState<PartnerApplicationItem | null>(null);
  const [reason, setReason] = useState('');
  const apply = (next: PartnerApplicationFilters) => {
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.status) query.set('status', next.status);
    setParams(query);
  };
  const query = useQuery({ queryKey: [partnerApplicationKey, filters], queryFn: () => getPartnerApplications(filters), placeholderData: keepPreviousData });
  const decided = (envelope: { message: string }) => {
    void message.success(envelope.message);
    void queryClient.invalidateQueries({ queryKey: [partnerApplicationKey] });
  };
  const approve = useMutation({ mutationFn: (id: number) => approvePartnerApplication(id), onSuccess: decided });
  const refuse = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => refusePartnerApplication(id, text),
    onSuccess: (envelope) => {
      setRefusing(null);
      setReason('');
      decided(envelope);
    },
  });

  const columns: TableColumnsType<PartnerApplicationItem> = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('partner.console.submitted'), render: formatInstant, width: 170 },
    {
      key: 'company',
      title: t('partner.field.company'),
      render: (_value, item) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>{item.company}</Typography.Text>
          <span>{item.businessTypes.map((type) => t(businessTypeLabelKey(type))).join(', ')}</span>
        </Space>
      ),
    },
    {
      key: 'applicant',
      title: t('partner.console.applicant'),
      render: (_value, item) => (
        <Space direction="vertical" size={2}>
          <span>{item.name}</span>
          <span>{item.email}</span>
          <span>
            {item.country} {item.contact}
          </span>
        </Space>
      ),
    },
    {
      key: 'account',
      title: t('partner.console.account'),
      render: (_value, item) => (item.hasAccount ? t('partner.console.hasAccount') : t('partner.console.noAccount')),
    },
    {
      key: 'status',
      title: t('partner.console.status'),
      render: (_value, item) => (
        <Space direction="vertical" size={2}>
          <Badge status={statusBadge[item.status]} text={t(`partner.console.status.${item.status}`)} />
          {item.decidedAt && <span>{t('partner.console.decidedBy', { username: item.decidedByUsername ?? '', date: formatInstant(item.decidedAt) })}</span>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('partner.console.actions'),
      render: (_value, item) =>
        item.status === 'SUBMITTED' ? (
          <Space wrap>
            <Popconfirm
              title={t('partner.console.approveTitle')}
              description={item.hasAccount ? t('partner.console.approveAccount') : t('partner.console.approveNoAccount')}
              okText={t('partner.console.ok')}
              cancelText={t('partner.console.cancel')}
              onConfirm={() => approve.mutate(item.id)}
            >
              <Button size="small" type="primary" icon={<CheckOutlined />} aria-label={`${t('partner.console.approve')}: ${item.company}`}>
                {t('partner.console.approve')}
              </Button>
            </Popconfirm>
            <Button
              size="small"
              danger
              icon={<CloseOutlined />}
              aria-label={`${t('partner.console.refuse')}: ${item.company}`}
              onClick={() => setRefusing(item)}
            >
              {t('partner.console.refuse')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  const page = query.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ maxWidth: '80ch', margin: 0 }}>{t('partner.console.intro')}</Typography.Paragraph>
      <search aria-label={t('partner.console.filterLabel')}>
        <Form layout="inline">
          <Form.Item label={t('partner.console.status')} htmlFor="partner-application-status">
            <Select
              id="partner-application-status"
              style={{ width: 180 }}
              value={filters.status ?? ''}
              onChange={(value: string) => apply({ page: 1, ...(value && { status: value as PartnerApplicationStatus }) })}
              options={[
                { value: '', label: t('partner.console.all') },
                ...partnerApplicationStatuses.map((status) => ({ value: status, label: t(`partner.console.status.${status}`) })),
              ]}
            />
          </Form.Item>
        </Form>
      </search>
      {query.isError && !page ? (
        <Alert
          type="error"
          showIcon
          title={t('partner.console.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('partner.console.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Text role="status">{page ? t('admin.table.total', { count: page.total }) : ''}</Typography.Text>
          <Table<PartnerApplicationItem>
            rowKey="id"
            columns={columns}
            dataSource={page?.items ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t(filters.status ? 'partner.console.noMatch' : 'partner.console.empty')) }}
            pagination={serverPaging(page, filters.page, (next) => apply({ ...filters, page: next }))}
            scroll={{ x: 960 }}
          />
        </>
      )}
      <Modal
        open={refusing !== null}
        title={refusing ? t('partner.console.refuseTitle', { company: refusing.company }) : ''}
        okText={t('partner.console.refuse')}
        okButtonProps={{ danger: true, loading: refuse.isPending }}
        cancelText={t('partner.console.cancel')}
        onOk={() => refusing && refuse.mutate({ id: refusing.id, text: reason.trim() })}
        onCancel={() => {
          setRefusing(null);
          setReason('');
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('partner.console.reason')} htmlFor="partner-refusal-reason">
            <Input.TextArea
              id="partner-refusal-reason"
              rows={4}
              maxLength={1000}
              showCount
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
