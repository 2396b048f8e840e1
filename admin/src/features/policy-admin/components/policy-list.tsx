import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PolicyAdminItem, PolicyStatus } from '#core/schemas/privacy-policy.ts';
import { ExportButton } from '../../../components/list-kit/export-button.tsx';
import { SelectFilter, withAll } from '../../../components/list-kit/filter-form.tsx';
import { formatDay } from '../../../components/list-kit/formats.ts';
import { addressOf, oneOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { downloadPolicies, getPolicies, policyKeys, type PolicyFilters } from '../api/policy-calls.ts';

// the dot is a hint only: the status says it in text, in the text colour (WCAG 1.4.1, 1.4.3)
const statuses = {
  IN_FORCE: { status: 'success', label: 'policyAdmin.status.inForce' },
  UPCOMING: { status: 'warning', label: 'policyAdmin.status.upcoming' },
  EARLIER: { status: 'default', label: 'policyAdmin.status.earlier' },
} as const satisfies Record<PolicyStatus, { status: string; label: string }>;
const languages = { LANG_KO: 'policyAdmin.lang.ko', LANG_EN: 'policyAdmin.lang.en' } as const;
const langCodes = ['LANG_KO', 'LANG_EN'] as const;

const policyAddress: ListAddress<PolicyFilters> = {
  read: (params) => {
    const langCode = oneOf(langCodes, params.get('langCode'));
    return { page: pageOf(params), ...(langCode && { langCode }) };
  },
  write: ({ page, langCode }) => addressOf({ page, langCode }),
};

function policyColumns(t: TFunction): TableColumnsType<PolicyAdminItem> {
  return [
    { key: 'label', dataIndex: 'label', title: t('policyAdmin.column.label') },
    { key: 'langCode', title: t('policyAdmin.column.language'), render: (_value, item) => t(languages[item.langCode]) },
    { key: 'effectiveDate', dataIndex: 'effectiveDate', title: t('policyAdmin.column.effectiveDate') },
    {
      key: 'status',
      title: t('policyAdmin.column.status'),
      render: (_value, item) => <Badge status={statuses[item.status].status} text={t(statuses[item.status].label)} />,
    },
    { key: 'createdDate', title: t('policyAdmin.column.createdDate'), render: (_value, item) => formatDay(item.createdDate) },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('policyAdmin.column.createdBy') },
    {
      key: 'actions',
      title: t('policyAdmin.column.actions'),
      render: (_value, item) => (
        <Link to={`/privacy-policy/edit/${item.id}`} aria-label={`${t('policyAdmin.edit')} ${item.label}`}>
          <EditOutlined aria-hidden /> {t('policyAdmin.edit')}
        </Link>
      ),
    },
  ];
}

/** The privacy-policy revisions (admin spec §2 /admin/privacy-policy): where each stands, register, edit, export. */
export function PolicyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList({ address: policyAddress, root: policyKeys.list, key: policyKeys.page, get: getPolicies });
  const { filters, apply } = list;
  return (
    <Flex vertical gap={16}>
      <ListBar>
        <SelectFilter
          label={t('policyAdmin.filter.language')}
          width={160}
          value={filters.langCode ?? ''}
          onChange={(value) => {
            const langCode = oneOf(langCodes, value);
            apply({ page: 1, ...(langCode && { langCode }) });
          }}
          options={withAll(
            t('policyAdmin.filter.all'),
            langCodes.map((code) => ({ value: code, label: t(languages[code]) })),
          )}
        />
        <Flex gap={8} wrap>
          <ExportButton download={() => downloadPolicies(filters)} personal={false} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/privacy-policy/register')}>
            {t('policyAdmin.register')}
          </Button>
        </Flex>
      </ListBar>
      <ListTable
        list={list}
        columns={policyColumns(t)}
        empty={t('policyAdmin.empty')}
        failed={{ title: t('policyAdmin.loadFailed'), retry: t('policyAdmin.retry') }}
      />
    </Flex>
  );
}
