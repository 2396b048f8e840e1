// The console's permission-change history (admin spec §2, /admin/change-permission): who changed whose
// role, from what to what, when and from where, filtered by Korean calendar days and a keyword in either
// account's ID, newest first. Written by a permission save (db/queries/people.ts, in the same batch as the change).
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
    ip: h.ip,
    createdAt: h.createdAt,
  },
  createdAt: h.createdAt,
  id: h.id,
  keyword: [h.username, h.changedByUsername],
  type: h.toRole,
});
