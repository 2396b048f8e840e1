import { ReloadOutlined, SaveOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Flex, Form, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { permissionSearchFilters, roleLabelKey, type PermissionListItem } from '#core/schemas/people.ts';
import { ExportButton } from '../../../components/history/export-button.tsx';
import { formatInstant } from '../../../components/history/history-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { emptyTableText, serverPaging } from '../../../components/table-paging.tsx';
import { adminLang } from '../../../lib/i18n.ts';
import { downloadPermissions, getPermissions, getRoles, permissionsKey, savePermissions, type PermissionFilters } from '../api/permissions.ts';
import { pendingChanges, permissionChangingsOf, shownRole } from '../pending-changes.ts';

function filtersOf(params: URLSearchParams): PermissionFilters {
  const pageNo = Number(params.get('pageNo'));
  const searchFilter = permissionSearchFilters.find((filter) => filter === params.get('searchFilter')) ?? 'name';
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  return { pageNo: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1, searchFilter, ...(keyword && { keyword }) };
}

/** Permissions (admin spec §2 /admin/permission, §4): a role picker per account, pending changes saved together. */
export function PermissionList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const [pending, dispatch] = useReducer(pendingChanges, []);
  // Save and Discard disable themselves once nothing is pending: the focus moves to the line that now says so
  const pendingStatus = useRef<HTMLSpanElement>(null);
  const apply = (next: PermissionFilters) => {
    const query = new URLSearchParams();
    if (next.pageNo > 1) query.set('pageNo', String(next.pageNo));
    if (next.searchFilter !== 'name') query.set('searchFilter', next.searchFilter);
    if (next.keyword) query.set('keyword', next.keyword);
    setParams(query);
    void queryClient.invalidateQueries({ queryKey: [permissionsKey] });
  };
  const query = useQuery({ queryKey: [permissionsKey, filters], queryFn: () => getPermissions(filters), placeholderData: keepPreviousData });
  const roles = useQuery({ queryKey: ['roles'], queryFn: getRoles, staleTime: Infinity });
  const save = useMutation({
    mutationFn: () => savePermissions(permissionChangingsOf(pending)),
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      dispatch({ type: 'discard' });
      pendingStatus.current?.focus();
      void queryClient.invalidateQueries({ queryKey: [permissionsKey] });
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
              aria-label={t('people.permission.roleOf', { username: account.username })}
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

  const page = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <search aria-label={t('admin.filter.label')}>
          <Form<{ searchFilter: PermissionFilters['searchFilter']; keyword?: string }>
            key={params.toString()}
            name="permission-filters"
            layout="inline"
            style={{ rowGap: 12 }}
            initialValues={{ searchFilter: filters.searchFilter, keyword: filters.keyword ?? '' }}
            onFinish={(values) => {
              const keyword = values.keyword?.trim();
              apply({ pageNo: 1, searchFilter: values.searchFilter, ...(keyword && { keyword }) });
            }}
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
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('people.console.search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={() => apply({ pageNo: 1, searchFilter: 'name' })}>
                {t('people.console.reset')}
              </Button>
            </Space>
          </Form>
        </search>
        <ExportButton download={(reason) => downloadPermissions(filters, reason)} />
      </Flex>
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
      {query.isError && !page ? (
        <LoadFailed error={query.error} retry={query.refetch} />
      ) : (
        <>
          <Typography.Text>{page ? t('admin.table.total', { count: page.total }) : ''}</Typography.Text>
          <Table<PermissionListItem>
            rowKey="id"
            columns={columns}
            dataSource={page?.items ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t('admin.table.empty')) }}
            scroll={{ x: 'max-content' }}
            pagination={serverPaging(page, filters.pageNo, (next) => apply({ ...filters, pageNo: next }))}
          />
          <Typography.Text type="secondary">{t('people.permission.keptHint')}</Typography.Text>
        </>
      )}
    </Flex>
  );
}
