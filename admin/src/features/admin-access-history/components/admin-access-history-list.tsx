import { Badge } from 'antd';
import type { AdminAccessItem } from '#core/schemas/history.ts';
import type { HistoryColumn } from '../../../components/history/history-columns.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { adminAccessHistoryCalls } from '../api/get-admin-access-history.ts';

/** How each recorded action shows in the list: a coloured dot and its label. */
const actionBadges = {
  VIEW: { status: 'processing', label: 'admin.action.view' },
  EXPORT: { status: 'warning', label: 'admin.action.export' },
  UPDATE: { status: 'success', label: 'admin.action.update' },
  // one row of a list shown with its personal data in full, for a reason (issue 33)
  UNMASK: { status: 'error', label: 'admin.action.unmask' },
} as const satisfies Record<AdminAccessItem['action'], { status: 'processing' | 'warning' | 'success' | 'error'; label: string }>;

const columns: HistoryColumn<AdminAccessItem>[] = [
  { key: 'createdAt', title: 'admin.table.createdAt', render: formatInstant },
  { key: 'adminUsername', title: 'admin.table.admin' },
  { key: 'action', title: 'admin.table.action', render: (action, t) => <Badge status={actionBadges[action].status} text={t(actionBadges[action].label)} /> },
  { key: 'screen', title: 'admin.table.screen' },
  { key: 'detail', title: 'admin.table.detail' },
  { key: 'ip', title: 'admin.table.ip' },
  { key: 'userAgent', title: 'admin.table.userAgent', ellipsis: true, width: 260 },
];

/** The admin access history (admin spec §1, §2): which admin viewed or exported what, with Excel export. */
export function AdminAccessHistoryList() {
  return <HistoryList calls={adminAccessHistoryCalls} columns={columns} />;
}
