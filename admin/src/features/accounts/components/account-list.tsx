import { EditOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountRoles } from '#core/auth/roles.ts';
import { accountStatuses, roleLabelKey, statusLabelKey, type AccountListFilters, type AccountListItem } from '#core/schemas/people.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { ExportButton } from '../../../components/list-kit/export-button.tsx';
import { FilterForm, withAll, type FilterFormText } from '../../../components/list-kit/filter-form.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import type { ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useListAction } from '../../../components/list-kit/use-list-action.ts';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { useUnmasking } from '../../../components/masking/use-unmasking.tsx';
import { accountFiltersOf, accountParamsOf } from '../account-filters.ts';
import { accountsKey, deleteAccount, downloadAccounts, getAccounts, reactivateAccount } from '../api/accounts.ts';

const sortChoices = ['createdDtm.desc', 'createdDtm.asc', 'name.asc', 'name.desc'] as const;
type FilterValues = { keyword?: string; role?: string; status?: string; sort?: string };

const accountFilterText: FilterFormText = {
  name: 'account-filters',
  label: 'people.console.filters',
  search: 'people.console.search',
  reset: 'people.console.reset',
};

const accountAddress: ListAddress<AccountListFilters> = { read: accountFiltersOf, write: accountParamsOf };

/** How each status shows: a coloured dot beside its label (colour alone carries no meaning). */
const statusBadges = { ACTIVE: 'success', PENDING: 'warning', DORMANT: 'default' } as const;

/** The filters of a search: it starts again at page 1. */
function filtersOf(values: FilterValues): AccountListFilters {
  const [sort, order] = (values.sort ?? 'createdDtm.desc').split('.') as [AccountListFilters['sort'], AccountListFilters['order']];
  const keyword = values.keyword?.trim();
  return {
    page: 1,
    sort,
    order,
    ...(keyword && { keyword }),
    ...(values.role && { role: values.role as AccountListFilters['role'] }),
    ...(values.status && { status: values.status as AccountListFilters['status'] }),
  };
}

type RowActions = { remove: (id: number) => void; reactivate: (id: number) => void };

function accountColumns(t: TFunction, { remove, reactivate }: RowActions): TableColumnsType<AccountListItem> {
  return [
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
          <Link
            to={`/account/edit-account?id=${account.id}`}
            aria-label={`${t('people.console.edit')}: ${account.username}, ${t('masking.row', { id: account.id })}`}
          >
            <EditOutlined /> {t('people.console.edit')}
          </Link>
          {account.status === 'DORMANT' && (
            <Button
              size="small"
              icon={<UnlockOutlined />}
              onClick={() => reactivate(account.id)}
              aria-label={`${t('people.console.reactivate')}: ${account.username}`}
            >
              {t('people.console.reactivate')}
            </Button>
          )}
          <DeleteButton
            text={t('people.console.delete')}
            label={`${t('people.console.delete')}: ${account.username}`}
            confirm={{
              title: t('people.console.deleteConfirm', { username: account.username }),
              ok: t('people.console.deleteOk'),
              cancel: t('people.console.cancel'),
            }}
            onConfirm={() => remove(account.id)}
          />
        </Space>
      ),
    },
  ];
}

/** The accounts (admin spec §2 /admin/account): search, role and status filters, order, paging, edit, delete, reactivate, export. */
export function AccountList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList({ address: accountAddress, root: [accountsKey], get: getAccounts });
  const { filters, apply } = list;
  const remove = useListAction([accountsKey], deleteAccount);
  const reactivate = useListAction([accountsKey], reactivateAccount);
  const unmasking = useUnmasking<AccountListItem>('account');
  const all = t('people.console.all');
  return (
    <Flex vertical gap={16}>
      <ListBar>
        <FilterForm<FilterValues>
          text={accountFilterText}
          initialValues={{ keyword: filters.keyword ?? '', role: filters.role ?? '', status: filters.status ?? '', sort: `${filters.sort}.${filters.order}` }}
          onSearch={(values) => apply(filtersOf(values))}
          onReset={() => apply({ page: 1, sort: 'createdDtm', order: 'desc' })}
        >
          <Form.Item name="keyword" label={t('people.console.keyword')}>
            <Input allowClear maxLength={100} placeholder={t('people.console.keywordHelp')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="role" label={t('people.console.role')}>
            <Select
              style={{ width: 150 }}
              options={withAll(
                all,
                accountRoles.map((role) => ({ value: role, label: t(roleLabelKey(role)) })),
              )}
            />
          </Form.Item>
          <Form.Item name="status" label={t('people.console.status')}>
            <Select
              style={{ width: 150 }}
              options={withAll(
                all,
                accountStatuses.map((status) => ({ value: status, label: t(statusLabelKey(status)) })),
              )}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('people.console.sort')}>
            <Select style={{ width: 160 }} options={sortChoices.map((choice) => ({ value: choice, label: t(`people.console.sort.${choice}`) }))} />
          </Form.Item>
        </FilterForm>
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/account/add-account')}>
            {t('people.console.add')}
          </Button>
          <ExportButton download={(reason) => downloadAccounts(filters, reason)} />
        </Space>
      </ListBar>
      <ListTable
        list={list}
        columns={accountColumns(t, { remove: (id) => remove.mutate(id), reactivate: (id) => reactivate.mutate(id) })}
        unmasking={unmasking}
      />
    </Flex>
  );
}
