import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Badge, Button, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { businessTypeLabelKey, type PartnerApplicationStatus } from '#core/partner-codes.ts';
import type { PartnerApplicationItem } from '#core/schemas/partner.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';

// a dot of the status's colour beside its name in the text colour (a coloured tag's text lacks contrast)
const statusBadge: Record<PartnerApplicationStatus, 'warning' | 'success' | 'default'> = { SUBMITTED: 'warning', APPROVED: 'success', REFUSED: 'default' };

/** A waiting application's decisions: approve after a confirmation, or refuse (the screen asks the reason). */
type Decisions = { approve: (id: number) => void; refuse: (item: PartnerApplicationItem) => void };

function DecisionButtons({ item, t, decide }: { item: PartnerApplicationItem; t: TFunction; decide: Decisions }) {
  return (
    <Space wrap>
      <Popconfirm
        title={t('partner.console.approveTitle')}
        description={item.hasAccount ? t('partner.console.approveAccount') : t('partner.console.approveNoAccount')}
        okText={t('partner.console.ok')}
        cancelText={t('partner.console.cancel')}
        onConfirm={() => decide.approve(item.id)}
      >
        <Button size="small" type="primary" icon={<CheckOutlined />} aria-label={`${t('partner.console.approve')}: ${item.company}`}>
          {t('partner.console.approve')}
        </Button>
      </Popconfirm>
      <Button size="small" danger icon={<CloseOutlined />} aria-label={`${t('partner.console.refuse')}: ${item.company}`} onClick={() => decide.refuse(item)}>
        {t('partner.console.refuse')}
      </Button>
    </Space>
  );
}

/** The applications' columns: when, the company and its businesses, the applicant, the account, where it stands, the decisions. */
export function partnerApplicationColumns(t: TFunction, decide: Decisions): TableColumnsType<PartnerApplicationItem> {
  return [
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
      render: (_value, item) => (item.status === 'SUBMITTED' ? <DecisionButtons item={item} t={t} decide={decide} /> : null),
    },
  ];
}
