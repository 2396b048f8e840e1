import { Badge } from 'antd';
import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import type { HistoryColumn } from '../../../components/history/history-columns.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { connectionHistoryCalls } from '../api/get-connection-history.ts';

// the dot is a hint only: the event's name says it in text (colour alone carries no meaning, WCAG 1.4.1)
const events = {
  LOGIN: { status: 'success', label: 'admin.event.login' },
  LOGOUT: { status: 'default', label: 'admin.event.logout' },
  LOGIN_FAILED: { status: 'error', label: 'admin.event.loginFailed' },
  SESSION_EXPIRED: { status: 'warning', label: 'admin.event.sessionExpired' },
  SECURITY_CHANGE: { status: 'processing', label: 'admin.event.securityChange' },
} as const;
const kinds = { MEMBER: 'admin.kind.member', ADMIN: 'admin.kind.admin' } as const;

const columns: HistoryColumn<ConnectionHistoryItem>[] = [
  { key: 'createdAt', title: 'admin.table.createdAt', render: formatInstant },
  { key: 'username', title: 'admin.table.username' },
  { key: 'kind', title: 'admin.table.kind', render: (kind, t) => t(kinds[kind]) },
  { key: 'event', title: 'admin.table.event', render: (event, t) => <Badge status={events[event].status} text={t(events[event].label)} /> },
  { key: 'detail', title: 'admin.table.detail' },
  { key: 'ip', title: 'admin.table.ip' },
  { key: 'userAgent', title: 'admin.table.userAgent', ellipsis: true, width: 260 },
];

const eventFilter = {
  label: 'admin.table.event',
  options: Object.entries(events).map(([value, { label }]) => ({ value, label })),
};

/** The connection history (admin spec §1, §2): who signed in or out, from where, with Excel export. */
export function ConnectionHistoryList() {
  return <HistoryList calls={connectionHistoryCalls} columns={columns} typeFilter={eventFilter} />;
}
