// The admin access history (admin spec §1, history logs): what admins viewed and exported in the
// console, with the same filters as the connection history; the keyword looks in the admin, screen and detail.
import type { AdminAccessItem } from '#core/schemas/history.ts';
import { schema } from '../client.ts';
import { historyList, type HistoryList } from './history-list.ts';

const a = schema.adminAccessHistory;

export const adminAccessHistory: HistoryList<AdminAccessItem> = historyList({
  table: a,
  columns: {
    id: a.id,
    adminUsername: a.adminUsername,
    action: a.action,
    screen: a.screen,
    detail: a.detail,
    ip: a.ip,
    userAgent: a.userAgent,
    createdAt: a.createdAt,
  },
  createdAt: a.createdAt,
  id: a.id,
  keyword: [a.adminUsername, a.screen, a.detail],
  type: a.action,
});
