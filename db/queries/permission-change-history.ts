// The console's permission-change history (admin spec §2, /admin/change-permission): who changed whose
// role, from what to what, when and from where, filtered by Korean calendar days and a keyword in either
// account's ID, newest first. Written in the same batch as each step (db/queries/people.ts permissionHistoryStatement):
// a change, a grant's request and decision, a revocation by the access review (issue 33).
import type { PermissionChangeItem } from '#core/schemas/people.ts';
import { schema } from '../client.ts';
import { historyList, type HistoryList } from './history-list.ts';

const h = schema.permissionChangeHistory;

export const permissionChangeHistory: HistoryList<PermissionChangeItem> = historyList({
  table: h,
  columns: {
    id: h.id,
    changedByUsername: h.changedByUsername,
    username: h.username,
    fromRole: h.fromRole,
    toRole: h.toRole,
    step: h.step,
    detail: h.detail,
    ip: h.ip,
    createdAt: h.createdAt,
  },
  createdAt: h.createdAt,
  id: h.id,
  keyword: [h.username, h.changedByUsername],
  type: h.toRole,
});
