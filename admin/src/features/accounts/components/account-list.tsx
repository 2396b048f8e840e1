import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, UnlockOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Flex, Form, Input, Popconfirm, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountRoles } from '#core/auth/roles.ts';
import { accountStatuses, roleLabelKey, statusLabelKey, type AccountListFilters, type AccountListItem } from '#core/schemas/people.ts';
import { ExportButton } from '../../../components/history/export-button.tsx';
import { formatInstant } from '../../../components/history/history-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { emptyTableText, serverPaging } from '../../../components/table-paging.tsx';
import { accountFiltersOf, accountParamsOf } from '../account-filters.ts';
import { accountsKey, deleteAccount, downloadAccounts, getAccounts, reactivateAccount } from '../api/accounts.ts';

const sortChoices = ['createdDtm.desc', 'createdDtm.asc', 'name.asc', 'name.desc'] as const;
type FilterValues = { keyword?: string; role?: string; status?: string; sort?: string };

/** How each status shows: a coloured dot beside its label (colour alone carries no meaning). */
const statusBadges = { ACTIVE: 'success', PENDING: 'warning', DORMANT: 'default' } as const;

/** The accounts (admin spec §2 /admin/account): search, role and status filters, order, paging, edit, delete, reactivate, export. */
export function AccountList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => accountFiltersOf(params), [params]);
  const apply = (next: AccountListFilters) => {
    setParams(accountParamsOf(next));
    // a search means fresh rows, even with the same filters
    void queryClient.invalidateQueries({ queryKey: [accountsKey] });
  };
  const query = useQuery({ queryKey: [accountsKey, filters], queryFn: () => getAccounts(filters), placeholderData: keepPreviousData });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [accountsKey] });
  const remove = useMutation({
    mutationFn: (id: number) => deleteAccount(id),
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      refresh();
    },
  });
  const reactivate = useMutation({
    mutationFn: (id: number) => reactivateAccount(id),
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      refresh();
    },
  });

  const search = (values: FilterValues) => {
    const [sort, order] = (values.sort ?? 'createdDtm.desc').split('.') as [AccountListFilters['sort'], AccountListFilters['order']];
    const keyword = values.keyword?.trim();
    apply({
      page: 1,
      sort,
      order,
      ...(keyword && { keyword }),
      ...(values.role && { role: values.role as AccountListFilters['role'] }),
      ...(values.status && { status: values.status as AccountListFilters['status'] }),
    });
  };
  const all = { value: '', label: t('people.console.all') };

  const columns: TableColumnsType<AccountListItem> = [
    { key: 'username', dataIndex: 'username', title: t('people.column.username') },
    { key: 'name', dataIndex: 'name', title: t('people.column.name') },
    { key: 'companyName', dataIndex: 'companyName', title: t('people.column.companyName') },
    { key: 'role', dataIndex: 'role', title: t('people.column.role'), render: (role: string) => t(roleLabelKey(role)) },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('people.column.status'),
      render: (status: AccountListItem['status']) => <Badge status={statusBadges[status]} text={t(statusLabelKey(status))} />,
    },
    { key: 'createdDtm', dataIndex: 'createdDtm', title: t('people.column.createdDtm'), render: formatInstant },
    {
      key: 'actions',
      title: t('people.console.actions'),
      render: (_: unknown, account: AccountListItem) => (
        <Space wrap>
          <Link to={`/account/edit-account?id=${account.id}`} aria-label={`${t('people.console.edit')}: ${account.username}`}>
            <EditOutlined /> {t('people.console.edit')}
          </Link>
          {account.status === 'DORMANT' && (
            <Button
              size="small"
              icon={<UnlockOutlined />}
              onClick={() => reactivate.mutate(account.id)}
              aria-label={`${t('people.console.reactivate')}: ${account.username}`}
            >
              {t('people.console.reactivate')}
            </Button>
          )}
          <Popconfirm
            title={t('people.console.deleteConfirm', { username: account.username })}
            okText={t('people.console.deleteOk')}
            cancelText={t('people.console.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(account.id)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('people.console.delete')}: ${account.username}`}>
              {t('people.console.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const page = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <search aria-label={t('people.console.filters')}>
          <Form<FilterValues>
            key={params.toString()}
            name="account-filters"
            layout="inline"
            style={{ rowGap: 12 }}
            initialValues={{ keyword: filters.keyword ?? '', role: filters.role ?? '', status: filters.status ?? '', sort: `${filters.sort}.${filters.order}` }}
            onFinish={search}
          >
            <Form.Item name="keyword" label={t('people.console.keyword')}>
              <Input allowClear maxLength={100} placeholder={t('people.console.keywordHelp')} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="role" label={t('people.console.role')}>
              <Select style={{ width: 150 }} options={[all, ...accountRoles.map((role) => ({ value: role, label: t(roleLabelKey(role)) }))]} />
            </Form.Item>
            <Form.Item name="status" label={t('people.console.status')}>
              <Select style={{ width: 150 }} options={[all, ...accountStatuses.map((status) => ({ value: status, label: t(statusLabelKey(status)) }))]} />
            </Form.Item>
            <Form.Item name="sort" label={t('people.console.sort')}>
              <Select style={{ width: 160 }} options={sortChoices.map((choice) => ({ value: choice, label: t(`people.console.sort.${choice}`) }))} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('people.console.search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={() => apply({ page: 1, sort: 'createdDtm', order: 'desc' })}>
                {t('people.console.reset')}
              </Button>
            </Space>
          </Form>
        </search>
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/account/add-account')}>
            {t('people.console.add')}
          </Button>
          <ExportButton download={(reason) => downloadAccounts(filters, reason)} />
        </Space>
      </Flex>
      {query.isError && !page ? (
        <LoadFailed error={query.error} retry={query.refetch} />
      ) : (
        <>
          <Typography.Text role="status">{page ? t('admin.table.total', { count: page.total }) : ''}</Typography.Text>
          <Table<AccountListItem>
            rowKey="id"
            columns={columns}
            dataSource={page?.items ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t('admin.table.empty')) }}
            scroll={{ x: 'max-content' }}
            pagination={serverPaging(page, filters.page, (next) => apply({ ...filters, page: next }))}
          />
        </>
      )}
    </Flex>
  );
}
