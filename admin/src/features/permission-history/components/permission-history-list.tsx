import { accountRoles } from '#core/auth/roles.ts';
import { roleLabelKey, stepLabelKey, type PermissionChangeItem } from '#core/schemas/people.ts';
import type { HistoryColumn } from '../../../components/history/history-columns.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { permissionHistoryCalls } from '../api/get-permission-history.ts';

const columns: HistoryColumn<PermissionChangeItem>[] = [
  { key: 'createdAt', title: 'people.column.createdAt', render: formatInstant },
  { key: 'changedByUsername', title: 'people.column.changedBy' },
  { key: 'username', title: 'people.column.username' },
  { key: 'fromRole', title: 'people.column.fromRole', render: (role, t) => t(roleLabelKey(role)) },
  { key: 'toRole', title: 'people.column.toRole', render: (role, t) => t(roleLabelKey(role)) },
  // a change made at once, or a step of a grant waiting for a second ADMIN, or a revocation (issue 33)
  { key: 'step', title: 'people.column.step', render: (step, t) => t(stepLabelKey(step)) },
  { key: 'detail', title: 'people.column.stepDetail' },
  { key: 'ip', title: 'people.column.ip' },
];

/** The permission-change history (admin spec §2 /admin/change-permission): who changed whose role, at which step, when and from where, filtered by the new role. */
export function PermissionHistoryList() {
  return (
    <HistoryList
      calls={permissionHistoryCalls}
      columns={columns}
      typeFilter={{ label: 'people.column.toRole', options: accountRoles.map((role) => ({ value: role, label: roleLabelKey(role) })) }}
    />
  );
}
