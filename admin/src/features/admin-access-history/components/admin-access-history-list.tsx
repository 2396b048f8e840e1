import { Badge, Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminAccessItem } from '#core/schemas/history.ts';
import { ExportButton } from '../../../components/history/export-button.tsx';
import { HistoryFilterForm } from '../../../components/history/history-filter-form.tsx';
import { formatInstant, HistoryTable } from '../../../components/history/history-table.tsx';
import { useHistoryFilters } from '../../../hooks/use-history-filters.ts';
import { adminAccessHistoryKey, downloadAdminAccessHistory, useAdminAccessHistory } from '../api/get-admin-access-history.ts';

/** The admin access history (admin spec §1, §2): which admin viewed or exported what, with Excel export. */
/** How each recorded action shows in the list: a coloured dot and its label. */
const actionBadges = {
  VIEW: { status: 'processing', label: 'admin.action.view' },
  EXPORT: { status: 'warning', label: 'admin.action.export' },
  UPDATE: { status: 'success', label: 'admin.action.update' },
} as const satisfies Record<AdminAccessItem['action'], { status: 'processing' | 'warning' | 'success'; label: string }>;

export function AdminAccessHistoryList() {
  const { t } = useTranslation();
  const { filters, apply } = useHistoryFilters(adminAccessHistoryKey);
  const query = useAdminAccessHistory(filters);
  const columns: TableColumnsType<AdminAccessItem> = [
    { key: 'createdAt', title: t('admin.table.createdAt'), dataIndex: 'createdAt', render: formatInstant },
    { key: 'adminUsername', title: t('admin.table.admin'), dataIndex: 'adminUsername' },
    {
      key: 'action',
      title: t('admin.table.action'),
      dataIndex: 'action',
      render: (action: AdminAccessItem['action']) => <Badge status={actionBadges[action].status} text={t(actionBadges[action].label)} />,
    },
    { key: 'screen', title: t('admin.table.screen'), dataIndex: 'screen' },
    { key: 'detail', title: t('admin.table.detail'), dataIndex: 'detail' },
    { key: 'ip', title: t('admin.table.ip'), dataIndex: 'ip' },
    { key: 'userAgent', title: t('admin.table.userAgent'), dataIndex: 'userAgent', ellipsis: true, width: 260 },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <HistoryFilterForm filters={filters} onApply={apply} />
        <ExportButton download={(reason) => downloadAdminAccessHistory(filters, reason)} />
      </Flex>
      <HistoryTable query={query} columns={columns} filters={filters} onApply={apply} />
    </Flex>
  );
}
