import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Flex, Form, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { permissionSearchFilters, roleLabelKey, type PermissionListItem } from '#core/schemas/people.ts';
import { ExportButton } from '../../../components/list-kit/export-button.tsx';
import { FilterForm, type FilterFormText } from '../../../components/list-kit/filter-form.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { addressOf, keywordOf, oneOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { useUnmasking } from '../../../components/masking/use-unmasking.tsx';
import { adminLang } from '../../../lib/i18n.ts';
import { refreshReviews } from '../../../lib/reviews-due.ts';
import { downloadPermissions, getPermissions, getRoles, permissionsKey, savePermissions, type PermissionFilters } from '../api/permissions.ts';
import { pendingChanges, permissionChangingsOf, shownRole } from '../pending-changes.ts';

type FilterValues = { searchFilter: PermissionFilters['searchFilter']; keyword?: string };

const permissionFilterText: FilterFormText = {
  name: 'permission-filters',
  label: 'admin.filter.label',
  search: 'people.console.search',
  reset: 'people.console.reset',
};

const permissionAddress: ListAddress<PermissionFilters> = {
  read: (params) => {
    const keyword = keywordOf(params);
    return {
      pageNo: pageOf(params, 'pageNo'),
      searchFilter: oneOf(permissionSearchFilters, params.get('searchFilter')) ?? 'name',
      ...(keyword && { keyword }),
    };
  },
  write: ({ pageNo, searchFilter, keyword }) => addressOf({ pageNo, searchFilter, keyword }, { pageNo: 1, searchFilter: 'name' }),
};

/** Permissions (admin spec §2 /admin/permission, §4): a role picker per account, pending changes saved together. */
export function PermissionList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useServerList({ address: permissionAddress, root: [permissionsKey], get: getPermissions });
  const { filters, apply } = list;
  const [pending, dispatch] = useReducer(pendingChanges, []);
  // Save and Discard disable themselves once nothing is pending: the focus moves to the line that now says so
  const pendingStatus = useRef<HTMLSpanElement>(null);
  const roles = useQuery({ queryKey: ['roles'], queryFn: getRoles, staleTime: Infinity });
  const unmasking = useUnmasking<PermissionListItem>('permission');
  const save = useMutation({
    mutationFn: () => savePermissions(permissionChangingsOf(pending)),
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      dispatch({ type: 'discard' });
      pendingStatus.current?.focus();
      void refreshReviews(queryClient, permissionsKey);
    },
  });
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.roleId, label: adminLang() === 'ko' ? role.labelKo : role.labelEn }));

  const columns: TableColumnsType<PermissionListItem> = [
    { key: 'username', dataIndex: 'username', title: t('people.column.username') },
    { key: 'name', dataIndex: 'name', title: t('people.column.name') },
    { key: 'companyName', dataIndex: 'companyName', title: t('people.column.companyName') },
    {
      key: 'role',
      title: t('people.column.role'),
      render: (_: unknown, account: PermissionListItem) => {
        const role = shownRole(pending, account.id, account.role);
        const changed = role !== account.role;
        return (
          <Space>
            <Select
              aria-label={t('people.permission.roleOf', { username: account.username, row: t('masking.row', { id: account.id }) })}
              value={role}
              style={{ width: 160 }}
              options={roleOptions.length > 0 ? roleOptions : [{ value: role, label: t(roleLabelKey(role)) }]}
              onChange={(roleId) => dispatch({ type: 'pick', userId: account.id, username: account.username, originalRole: account.role, roleId })}
            />
            {changed && <Badge status="warning" text={t('people.permission.changed')} />}
          </Space>
        );
      },
    },
    { key: 'createdDtm', dataIndex: 'createdDtm', title: t('people.column.createdDtm'), render: formatInstant },
  ];

  return (
    <Flex vertical gap={16}>
      <ListBar>
        <FilterForm<FilterValues>
          text={permissionFilterText}
          initialValues={{ searchFilter: filters.searchFilter, keyword: filters.keyword ?? '' }}
          onSearch={(values) => {
            const keyword = values.keyword?.trim();
            apply({ pageNo: 1, searchFilter: values.searchFilter, ...(keyword && { keyword }) });
          }}
          onReset={() => apply({ pageNo: 1, searchFilter: 'name' })}
        >
          <Form.Item name="searchFilter" label={t('people.permission.searchFilter')}>
            <Select
              style={{ width: 120 }}
              options={permissionSearchFilters.map((filter) => ({ value: filter, label: t(`people.permission.searchFilter.${filter}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('people.console.keyword')}>
            <Input allowClear maxLength={100} style={{ width: 220 }} />
          </Form.Item>
        </FilterForm>
        <ExportButton download={(reason) => downloadPermissions(filters, reason)} />
      </ListBar>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text role="status" ref={pendingStatus} tabIndex={-1} strong={pending.length > 0}>
          {pending.length > 0 ? t('people.permission.pending', { count: pending.length }) : t('people.permission.none')}
        </Typography.Text>
        <Space>
          <Button
            icon={<UndoOutlined />}
            disabled={pending.length === 0}
            onClick={() => {
              dispatch({ type: 'discard' });
              pendingStatus.current?.focus();
            }}
          >
            {t('people.permission.discard')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} disabled={pending.length === 0} loading={save.isPending} onClick={() => save.mutate()}>
            {t('people.console.save')}
          </Button>
        </Space>
      </Flex>
      {/* the pending changes above are what the screen announces; the total is read with the table */}
      <ListTable list={list} columns={columns} announceTotal={false} unmasking={unmasking} />
      <Typography.Text type="secondary">{t('people.permission.keptHint')}</Typography.Text>
      {/* a grant of a console role waits for a second ADMIN (issue 33): the save answers so, the requests are listed there */}
      <Flex wrap gap={8} align="baseline">
        <Typography.Text type="secondary">{t('people.permission.secondAdminHint')}</Typography.Text>
        <Link to="/role-grant">{t('people.permission.toRequests')}</Link>
      </Flex>
    </Flex>
  );
}
