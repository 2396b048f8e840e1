import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PolicyAdminItem, PolicyStatus } from '#core/schemas/privacy-policy.ts';
import { ExportButton } from '../../../components/history/export-button.tsx';
import { emptyTableText, serverPaging } from '../../../components/table-paging.tsx';
import { downloadPolicies, getPolicies, policyKeys, type PolicyFilters } from '../api/policy-calls.ts';

// the dot is a hint only: the status says it in text, in the text colour (WCAG 1.4.1, 1.4.3)
const statuses = {
  IN_FORCE: { status: 'success', label: 'policyAdmin.status.inForce' },
  UPCOMING: { status: 'warning', label: 'policyAdmin.status.upcoming' },
  EARLIER: { status: 'default', label: 'policyAdmin.status.earlier' },
} as const satisfies Record<PolicyStatus, { status: string; label: string }>;
const languages = { LANG_KO: 'policyAdmin.lang.ko', LANG_EN: 'policyAdmin.lang.en' } as const;

/** The list's filters from the address, so a reload or a shared link shows the same rows. */
function filtersOf(params: URLSearchParams): PolicyFilters {
  const page = Number(params.get('page'));
  const langCode = params.get('langCode');
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, ...((langCode === 'LANG_KO' || langCode === 'LANG_EN') && { langCode }) };
}

/** The privacy-policy revisions (admin spec §2 /admin/privacy-policy): where each stands, register, edit, export. */
export function PolicyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const apply = (next: PolicyFilters) => {
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.langCode) query.set('langCode', next.langCode);
    setParams(query);
  };
  const query = useQuery({ queryKey: policyKeys.page(filters), queryFn: () => getPolicies(filters), placeholderData: keepPreviousData });
  const columns: TableColumnsType<PolicyAdminItem> = [
    { key: 'label', dataIndex: 'label', title: t('policyAdmin.column.label') },
    { key: 'langCode', title: t('policyAdmin.column.language'), render: (_value, item) => t(languages[item.langCode]) },
    { key: 'effectiveDate', dataIndex: 'effectiveDate', title: t('policyAdmin.column.effectiveDate') },
    {
      key: 'status',
      title: t('policyAdmin.column.status'),
      render: (_value, item) => <Badge status={statuses[item.status].status} text={t(statuses[item.status].label)} />,
    },
    { key: 'createdDate', title: t('policyAdmin.column.createdDate'), render: (_value, item) => dayjs(item.createdDate).format('YYYY-MM-DD') },
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
  const page = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={8}>
          <label htmlFor="policy-language">{t('policyAdmin.filter.language')}</label>
          <Select
            id="policy-language"
            style={{ width: 160 }}
            value={filters.langCode ?? ''}
            onChange={(value: string) => apply({ page: 1, ...(value && { langCode: value as PolicyFilters['langCode'] }) })}
            options={[
              { value: '', label: t('policyAdmin.filter.all') },
              { value: 'LANG_KO', label: t('policyAdmin.lang.ko') },
              { value: 'LANG_EN', label: t('policyAdmin.lang.en') },
            ]}
          />
        </Flex>
        <Flex gap={8} wrap>
          <ExportButton download={() => downloadPolicies(filters)} personal={false} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/privacy-policy/register')}>
            {t('policyAdmin.register')}
          </Button>
        </Flex>
      </Flex>
      {query.isError && !page ? (
        <Alert
          type="error"
          showIcon
          title={t('policyAdmin.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('policyAdmin.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Text role="status">{page ? t('admin.table.total', { count: page.total }) : ''}</Typography.Text>
          <Table<PolicyAdminItem>
            rowKey="id"
            columns={columns}
            dataSource={page?.items ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t('policyAdmin.empty')) }}
            pagination={serverPaging(page, filters.page, (next) => apply({ ...filters, page: next }))}
            scroll={{ x: 800 }}
          />
        </>
      )}
    </Flex>
  );
}
