import { Badge, Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import { ExportButton } from '../../../components/history/export-button.tsx';
import { HistoryFilterForm } from '../../../components/history/history-filter-form.tsx';
import { formatInstant, HistoryTable } from '../../../components/history/history-table.tsx';
import { useHistoryFilters } from '../../../hooks/use-history-filters.ts';
import { connectionHistoryKey, downloadConnectionHistory, useConnectionHistory } from '../api/get-connection-history.ts';

// the dot is a hint only: the event's name says it in text (colour alone carries no meaning, WCAG 1.4.1)
const events = {
  LOGIN: { status: 'success', label: 'admin.event.login' },
  LOGOUT: { status: 'default', label: 'admin.event.logout' },
  LOGIN_FAILED: { status: 'error', label: 'admin.event.loginFailed' },
  SESSION_EXPIRED: { status: 'warning', label: 'admin.event.sessionExpired' },
} as const;
const kinds = { MEMBER: 'admin.kind.member', ADMIN: 'admin.kind.admin' } as const;

/** The connection history (admin spec §1, §2): who signed in or out, from where, with Excel export. */
export function ConnectionHistoryList() {
  const { t } = useTranslation();
  const { filters, apply } = useHistoryFilters(connectionHistoryKey);
  const query = useConnectionHistory(filters);
  const columns: TableColumnsType<ConnectionHistoryItem> = [
    { key: 'createdAt', title: t('admin.table.createdAt'), dataIndex: 'createdAt', render: formatInstant },
    { key: 'username', title: t('admin.table.username'), dataIndex: 'username' },
    { key: 'kind', title: t('admin.table.kind'), dataIndex: 'kind', render: (kind: ConnectionHistoryItem['kind']) => t(kinds[kind]) },
    {
      key: 'event',
      title: t('admin.table.event'),
      dataIndex: 'event',
      render: (event: ConnectionHistoryItem['event']) => <Badge status={events[event].status} text={t(events[event].label)} />,
    },
    { key: 'detail', title: t('admin.table.detail'), dataIndex: 'detail' },
    { key: 'ip', title: t('admin.table.ip'), dataIndex: 'ip' },
    { key: 'userAgent', title: t('admin.table.userAgent'), dataIndex: 'userAgent', ellipsis: true, width: 260 },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <HistoryFilterForm filters={filters} onApply={apply} />
        <ExportButton download={(reason) => downloadConnectionHistory(filters, reason)} />
      </Flex>
      <HistoryTable query={query} columns={columns} filters={filters} onApply={apply} />
    </Flex>
  );
}
