import { Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerApplicationStatuses } from '#core/partner-codes.ts';
import type { PartnerApplicationItem } from '#core/schemas/partner.ts';
import { SelectFilter, withAll } from '../../../components/list-kit/filter-form.tsx';
import { addressOf, oneOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useListAction } from '../../../components/list-kit/use-list-action.ts';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { useUnmasking } from '../../../components/masking/use-unmasking.tsx';
import {
  approvePartnerApplication,
  getPartnerApplications,
  partnerApplicationKey,
  refusePartnerApplication,
  type PartnerApplicationFilters,
} from '../api/partner-application-calls.ts';
import { partnerApplicationColumns } from './partner-application-columns.tsx';

const partnerApplicationAddress: ListAddress<PartnerApplicationFilters> = {
  read: (params) => {
    const status = oneOf(partnerApplicationStatuses, params.get('status'));
    return { page: pageOf(params), ...(status && { status }) };
  },
  write: ({ page, status }) => addressOf({ page, status }),
};

/** The refusal of one application, with the reason the applicant is mailed (optional). */
function RefusalDialog({ application, onClose }: { application: PartnerApplicationItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const refuse = useListAction([partnerApplicationKey], ({ id, text }: { id: number; text: string }) => refusePartnerApplication(id, text), close);
  return (
    <Modal
      open={application !== null}
      title={application ? t('partner.console.refuseTitle', { company: application.company }) : ''}
      okText={t('partner.console.refuse')}
      okButtonProps={{ danger: true, loading: refuse.isPending }}
      cancelText={t('partner.console.cancel')}
      onOk={() => application && refuse.mutate({ id: application.id, text: reason.trim() })}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('partner.console.reason')} htmlFor="partner-refusal-reason">
          <Input.TextArea id="partner-refusal-reason" rows={4} maxLength={1000} showCount value={reason} onChange={(event) => setReason(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Become-a-partner applications (portal spec §3, §4): newest first, waiting ones to approve (the account of
 * the address becomes PARTNER, or will at its sign-up) or refuse with an optional reason; every decision
 * is mailed to the applicant in the language they applied in.
 */
export function PartnerApplicationList() {
  const { t } = useTranslation();
  const list = useServerList({ address: partnerApplicationAddress, root: [partnerApplicationKey], get: getPartnerApplications });
  const { filters, apply } = list;
  const [refusing, setRefusing] = useState<PartnerApplicationItem | null>(null);
  const approve = useListAction([partnerApplicationKey], approvePartnerApplication);
  const unmasking = useUnmasking<PartnerApplicationItem>('partnerApplication');
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ maxWidth: '80ch', margin: 0 }}>{t('partner.console.intro')}</Typography.Paragraph>
      <SelectFilter
        label={t('partner.console.filterLabel')}
        field={t('partner.console.status')}
        value={filters.status ?? ''}
        onChange={(value) => {
          const status = oneOf(partnerApplicationStatuses, value);
          apply({ page: 1, ...(status && { status }) });
        }}
        options={withAll(
          t('partner.console.all'),
          partnerApplicationStatuses.map((status) => ({ value: status, label: t(`partner.console.status.${status}`) })),
        )}
      />
      <ListTable
        list={list}
        columns={partnerApplicationColumns(t, { approve: (id) => approve.mutate(id), refuse: setRefusing })}
        empty={t(filters.status ? 'partner.console.noMatch' : 'partner.console.empty')}
        failed={{ title: t('partner.console.loadFailed'), retry: t('partner.console.retry') }}
        unmasking={unmasking}
      />
      <RefusalDialog application={refusing} onClose={() => setRefusing(null)} />
    </Flex>
  );
}
